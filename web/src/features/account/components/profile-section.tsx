import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { AccountView } from '@reelbridge/shared/api/types';
import { normalizePhone } from '@reelbridge/shared/schemas/common';
import { ACCOUNT_MESSAGES, profileSchema } from '@reelbridge/shared/schemas/account';
import { useEffect, useRef, useState } from 'react';
import { WebsiteInput } from '@/components/contact-inputs';
import { IndustrySelect } from '@/components/industry-select';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { useSaveProfile, useSyncRecord } from '../api/account';
import { accountErrorText } from '../errors';
import { AccountSection } from './section';

type ProfileValues = { name: string; phone: string; website: string; industry: string };

/** Name, phone, website and (brand users) industry: saved to the account, then the business record follows. */
export function ProfileSection({ account, withIndustry }: { account: AccountView; withIndustry: boolean }) {
  const save = useSaveProfile();
  const sync = useSyncRecord();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: account.name,
      phone: account.phoneNumber ?? '',
      website: account.website ?? '',
      industry: account.industry ?? '',
    },
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setSaved(false);
    const attributes = {
      name: values.name.trim(),
      phone_number: values.phone.trim() ? normalizePhone(values.phone) : '',
      website: values.website.trim(),
      ...(withIndustry ? { 'custom:industry': values.industry } : {}),
    };
    save.mutate(attributes, {
      onSuccess: (next) => {
        setSaved(true);
        form.resetDirty({
          name: next.name,
          phone: next.phoneNumber ?? '',
          website: next.website ?? '',
          industry: next.industry ?? '',
        });
      },
    });
  });

  const recordBehind = !!account.record && !account.record.inStep;
  const busy = save.isPending || sync.isPending;
  // A record left behind (a sync that failed after a change) is brought in step once on opening; else the button.
  const triedSync = useRef(false);
  const { mutate: syncRecord } = sync;
  useEffect(() => {
    if (!recordBehind || triedSync.current) return;
    triedSync.current = true;
    syncRecord();
  }, [recordBehind, syncRecord]);

  return (
    <AccountSection
      title="Your details"
      description="Your name and contact details as the agency and your colleagues see them."
    >
      <form onSubmit={submit} noValidate aria-label="Your details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Full name" required autoComplete="name" disabled={busy} {...form.getInputProps('name')} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 123 4567"
              disabled={busy}
              {...form.getInputProps('phone')}
            />
            <WebsiteInput placeholder="https://example.com" disabled={busy} {...form.getInputProps('website')} />
            {withIndustry && <IndustrySelect required={false} disabled={busy} {...form.getInputProps('industry')} />}
          </SimpleGrid>
          <LoadingButton type="submit" loading={save.isPending} loadingText="Saving..." w="fit-content">
            Save details
          </LoadingButton>
        </Stack>
      </form>
      {saved && !save.isPending && <StatusAlert tone="success">{ACCOUNT_MESSAGES.profileSaved}</StatusAlert>}
      {save.isError && <StatusAlert tone="error">{accountErrorText(save.error)}</StatusAlert>}
      {recordBehind && !save.isPending && (
        <StatusAlert tone="warning" title={ACCOUNT_MESSAGES.recordBehind}>
          <LoadingButton
            size="xs"
            variant="light"
            mt="xs"
            loading={sync.isPending}
            loadingText="Updating..."
            onClick={() => sync.mutate()}
          >
            Update my record
          </LoadingButton>
        </StatusAlert>
      )}
    </AccountSection>
  );
}
