import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Button, Divider, Fieldset, Group, Modal, SimpleGrid, Stack, TextInput, useMantineTheme } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Brand } from '@reelbridge/shared/api/types';
import { brandUpdateSchema, companyCreateSchema } from '@reelbridge/shared/schemas/brand';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ActivityTimeline } from '@/components/activity-timeline';
import { EmailInput, PhoneInput, WebsiteInput } from '@/components/contact-inputs';
import { IndustrySelect } from '@/components/industry-select';
import { LoadingButton } from '@/components/loading-button';
import { focusFirstInvalidOf, useDiscardGuard } from '@/components/form-guard';
import { StatusAlert } from '@/components/status-alert';
import { useBrandActivity } from '../api/activity';
import { saveProblem, useSaveBrand, type BrandFormValues } from '../api/save-brand';
import { logUnexpectedFailure } from '@/lib/api-client';

export const ADD_BRAND_TITLE = 'Add Brand';
export const EDIT_BRAND_TITLE = 'Edit Brand Information';

function initialValues(brand: Brand | null): BrandFormValues {
  return {
    name: brand?.name ?? '',
    email: brand?.email ?? '',
    phone: brand?.phone ?? '',
    website: brand?.website ?? '',
    industry: brand?.industry ?? '',
    socialMedia: {
      twitter: brand?.socialMedia?.twitter ?? '',
      linkedin: brand?.socialMedia?.linkedin ?? '',
      instagram: brand?.socialMedia?.instagram ?? '',
    },
  };
}

export interface BrandFormModalProps {
  opened: boolean;
  /** The brand to edit; null adds one. */
  brand: Brand | null;
  onClose: () => void;
}

/**
 * Add Brand / 'Edit Brand Information' (docs/product.md#screens and #validation): company name, email, phone, website,
 * industry and the twitter, linkedin and instagram handles, validated with the shared schemas. A failed save keeps the
 * modal open with the server's field errors under their fields and its message in an alert.
 */
/** Who changed what about the brand, its team, projects and campaigns, newest first. */
function BrandHistory({ brandId }: { brandId: string }) {
  const history = useBrandActivity(brandId);
  return <ActivityTimeline history={history} headingOrder={3} what="brand history" withCard={false} />;
}

export function BrandFormModal({ opened, brand, onClose }: BrandFormModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  // Escape, the close button and Cancel ask before throwing away what was typed.
  const { reportDirty, markSaved, requestClose } = useDiscardGuard();
  const close = () => requestClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={brand ? EDIT_BRAND_TITLE : ADD_BRAND_TITLE}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted per opening: every opening starts from the brand's current values. */}
      {opened && (
        <BrandForm
          key={brand?.id ?? 'new'}
          brand={brand}
          onDone={() => {
            markSaved();
            onClose();
          }}
          onCancel={close}
          onDirtyChange={reportDirty}
        />
      )}
      {opened && brand && (
        <>
          <Divider my="lg" />
          <BrandHistory brandId={brand.id} />
        </>
      )}
    </Modal>
  );
}

function BrandForm({
  brand,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  brand: Brand | null;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveBrand(brand);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<BrandFormValues>({
    mode: 'controlled',
    initialValues: initialValues(brand),
    validate: schemaResolver(brand ? brandUpdateSchema : companyCreateSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: brand ? 'Brand updated' : 'Brand added',
          message: brand ? `${saved.name} was saved.` : `${saved.name} was added.`,
        });
        onDone();
      },
      onError: (error) => {
        logUnexpectedFailure(brand ? 'Brand update failed' : 'Brand create failed', error);
        const { message, fields } = saveProblem(error);
        setProblem(message);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
      },
    });
  }, focusFirstInvalidOf);

  const busy = save.isPending;
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <form onSubmit={submit} noValidate aria-label={brand ? EDIT_BRAND_TITLE : ADD_BRAND_TITLE}>
      <Stack gap="md">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
        <TextInput
          label="Company name"
          autoComplete="organization"
          required
          disabled={busy}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <EmailInput required disabled={busy} {...form.getInputProps('email')} />
          <PhoneInput label="Phone" required disabled={busy} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <WebsiteInput placeholder="https://company.com" disabled={busy} {...form.getInputProps('website')} />
          <IndustrySelect disabled={busy} {...form.getInputProps('industry')} />
        </SimpleGrid>
        <Fieldset
          legend="Social media"
          variant="unstyled"
          disabled={busy}
          p={0}
          m={0}
          styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', padding: 0 } }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md" mt={4}>
            <TextInput
              label="Twitter"
              placeholder="handle"
              leftSection={<IconBrandX size={16} aria-hidden />}
              {...form.getInputProps('socialMedia.twitter')}
            />
            <TextInput
              label="LinkedIn"
              placeholder="handle"
              leftSection={<IconBrandLinkedin size={16} aria-hidden />}
              {...form.getInputProps('socialMedia.linkedin')}
            />
            <TextInput
              label="Instagram"
              placeholder="handle"
              leftSection={<IconBrandInstagram size={16} aria-hidden />}
              {...form.getInputProps('socialMedia.instagram')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} loadingText="Saving...">
            {brand ? 'Save changes' : 'Add Brand'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
