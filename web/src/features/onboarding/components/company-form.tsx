import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyCreateSchema, type CompanyCreateInput } from '@reelbridge/shared/schemas/brand';
import { useEffect } from 'react';
import { EmailInput, PhoneInput, WebsiteInput } from '@/components/contact-inputs';
import { IndustrySelect } from '@/components/industry-select';
import { LoadingButton } from '@/components/loading-button';

export interface CompanyFormValues {
  name: string;
  website: string;
  email: string;
  phone: string;
  industry: string;
}

export interface CompanyFormProps {
  busy: boolean;
  /** The server's field errors from the last attempt, shown under their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (values: CompanyCreateInput) => void;
}

/** Company registration (docs/product.md#records and #validation): name, website (optional), email, phone, industry. */
export function CompanyForm({ busy, serverErrors, onSubmit }: CompanyFormProps) {
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: { name: '', website: '', email: '', phone: '', industry: '' },
    validate: schemaResolver(companyCreateSchema, { sync: true }),
  });
  const { setErrors } = form;

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors(serverErrors);
  }, [serverErrors, setErrors]);

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values as CompanyCreateInput))}
      noValidate
      aria-label="Company registration"
    >
      <Stack gap="md">
        <TextInput
          label="Company name"
          autoComplete="organization"
          placeholder="Acme Beauty"
          withAsterisk
          disabled={busy}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <EmailInput placeholder="hello@company.com" withAsterisk disabled={busy} {...form.getInputProps('email')} />
          <PhoneInput withAsterisk disabled={busy} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <WebsiteInput placeholder="https://company.com (optional)" disabled={busy} {...form.getInputProps('website')} />
        <IndustrySelect disabled={busy} {...form.getInputProps('industry')} />
        <LoadingButton type="submit" fullWidth size="md" loading={busy} loadingText="Registering...">
          Register company
        </LoadingButton>
      </Stack>
    </form>
  );
}
