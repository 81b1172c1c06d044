import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { ACCOUNT_TYPES, DEFAULT_COUNTRY, TAX_CLASSIFICATIONS, TAX_ID_TYPES } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { paymentInfoInputSchema, type PaymentInfoFields } from '@reelbridge/shared/schemas/payment';
import { useEffect, useState, type ReactNode } from 'react';
import { EmailInput, PhoneInput } from '@/components/contact-inputs';
import { LoadingButton } from '@/components/loading-button';
import { Select } from '@/components/select';
import { W9Upload } from './w9-upload';

export interface PaymentFormValues {
  legalFirstName: string;
  legalLastName: string;
  email: string;
  phoneNumber: string;
  taxIdType: (typeof TAX_ID_TYPES)[number];
  taxIdNumber: string;
  taxClassification: string;
  dateOfBirth: string;
  bankName: string;
  accountType: (typeof ACCOUNT_TYPES)[number];
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  achAcknowledged: boolean;
  w9FileKey: string;
}

/**
 * The form's starting values (docs/product.md#limits defaults: US, SSN, checking). From saved info everything is
 * prefilled except the tax id and account numbers, which the API only shows masked: they must be entered again.
 */
export function paymentFormValues(existing: PaymentInfo | null, email = ''): PaymentFormValues {
  return {
    legalFirstName: existing?.legalFirstName ?? '',
    legalLastName: existing?.legalLastName ?? '',
    email: existing?.email ?? email,
    phoneNumber: existing?.phoneNumber ?? '',
    taxIdType: existing?.taxIdType ?? 'SSN',
    taxIdNumber: '',
    taxClassification: existing?.taxClassification ?? '',
    dateOfBirth: existing?.dateOfBirth ?? '',
    bankName: existing?.bankName ?? '',
    accountType: existing?.accountType ?? 'checking',
    routingNumber: existing?.routingNumber ?? '',
    accountNumber: '',
    confirmAccountNumber: '',
    addressLine1: existing?.addressLine1 ?? '',
    addressLine2: existing?.addressLine2 ?? '',
    city: existing?.city ?? '',
    state: existing?.state ?? '',
    zipCode: existing?.zipCode ?? '',
    country: existing?.country ?? DEFAULT_COUNTRY,
    achAcknowledged: existing?.achAcknowledged ?? false,
    w9FileKey: existing?.w9FileKey ?? '',
  };
}

/** A valid form, to read the schema's own cross-field messages (no copy of the schema's texts here). */
const VALID_SAMPLE: PaymentFormValues = {
  ...paymentFormValues(null, 'sample@example.com'),
  legalFirstName: 'A',
  legalLastName: 'B',
  phoneNumber: '5550100100',
  taxIdNumber: '123456789',
  taxClassification: TAX_CLASSIFICATIONS[0],
  dateOfBirth: '1990-01-01',
  bankName: 'Bank',
  routingNumber: '123456789',
  accountNumber: '12345678',
  confirmAccountNumber: '12345678',
  addressLine1: '1 Main St',
  city: 'City',
  state: 'CA',
  zipCode: '90001',
  achAcknowledged: true,
};

function schemaMessage(values: PaymentFormValues, path: string): string | undefined {
  const result = paymentInfoInputSchema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const DATE_OF_BIRTH_REQUIRED = schemaMessage({ ...VALID_SAMPLE, dateOfBirth: '' }, 'dateOfBirth');
const resolveSchema = schemaResolver(paymentInfoInputSchema, { sync: true });

/**
 * Validation with the shared schema (every rule and message of docs/product.md#validation). The schema checks the two
 * cross-field rules (account numbers match, date of birth for an SSN) only once every field is valid; here they
 * are shown together with the rest, with the schema's messages.
 */
export function validatePaymentForm(values: PaymentFormValues): FormErrors {
  const errors: FormErrors = { ...resolveSchema(values) };
  const account = values.accountNumber.trim();
  const confirmation = values.confirmAccountNumber.trim();
  if (!errors.confirmAccountNumber && confirmation && account !== confirmation) {
    errors.confirmAccountNumber = MESSAGES.accountNumbersDoNotMatch;
  }
  if (!errors.dateOfBirth && values.taxIdType === 'SSN' && !values.dateOfBirth.trim() && DATE_OF_BIRTH_REQUIRED) {
    errors.dateOfBirth = DATE_OF_BIRTH_REQUIRED;
  }
  return errors;
}

const TAX_CLASSIFICATION_OPTIONS = TAX_CLASSIFICATIONS.map((value) => ({ value, label: value }));
const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  checking: 'Checking',
  savings: 'Savings',
};

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export interface PaymentInfoFormProps {
  creatorId: string;
  /** Saved payment info (masked numbers), or null for a first submission. */
  existing: PaymentInfo | null;
  /** Prefill for a first submission. */
  defaultEmail?: string;
  busy: boolean;
  /** After a successful save: the form stays visible but cannot be changed. */
  locked: boolean;
  /** The server's field errors from the last attempt, shown under their fields. */
  serverErrors?: Record<string, string>;
  /** Shown just above the submit button: the outcome of the last save. */
  outcome?: ReactNode;
  onSubmit: (body: PaymentInfoFields) => void;
}

/** The creator's payment and tax form (docs/product.md#records, #validation and #limits). */
export function PaymentInfoForm({
  creatorId,
  existing,
  defaultEmail,
  busy,
  locked,
  serverErrors,
  outcome,
  onSubmit,
}: PaymentInfoFormProps) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: paymentFormValues(existing, defaultEmail),
    validate: validatePaymentForm,
  });
  const { setErrors } = form;

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors(serverErrors);
  }, [serverErrors, setErrors]);

  const values = form.getValues();
  const disabled = busy || locked;
  const resubmission = existing !== null;
  const reenter = (masked: string | undefined) =>
    resubmission ? `On file: ${masked ?? 'hidden'}. Enter the full number again.` : undefined;

  const submit = form.onSubmit(
    (formValues) => {
      const parsed = paymentInfoInputSchema.safeParse(formValues);
      if (parsed.success) onSubmit(parsed.data);
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const taxIdType = form.getInputProps('taxIdType');
  const classification = form.getInputProps('taxClassification');
  return (
    <form onSubmit={submit} noValidate aria-label="Payment information">
      <Stack gap="lg">
        {resubmission && (
          <Text size="sm">
            Your saved details are filled in. The tax ID and account numbers are kept hidden, so enter them again to
            resubmit.
          </Text>
        )}

        <Section title="Personal information" description="As it appears on your tax documents.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Legal first name"
              autoComplete="given-name"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('legalFirstName')}
            />
            <TextInput
              label="Legal last name"
              autoComplete="family-name"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('legalLastName')}
            />
            <EmailInput withAsterisk disabled={disabled} {...form.getInputProps('email')} />
            <PhoneInput withAsterisk disabled={disabled} {...form.getInputProps('phoneNumber')} />
          </SimpleGrid>
        </Section>

        <Section title="Tax information">
          <Radio.Group
            label="Tax ID type"
            withAsterisk
            {...taxIdType}
            onChange={(value) => {
              form.setFieldValue('taxIdType', value as PaymentFormValues['taxIdType']);
              if (value !== 'SSN') {
                form.setFieldValue('dateOfBirth', '');
                form.clearFieldError('dateOfBirth');
              }
            }}
          >
            <Group gap="xl" mt={6}>
              {TAX_ID_TYPES.map((type) => (
                <Radio key={type} value={type} label={type} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={values.taxIdType === 'EIN' ? 'EIN' : 'Social Security number'}
              inputMode="numeric"
              autoComplete="off"
              placeholder={values.taxIdType === 'EIN' ? '12-3456789' : '123-45-6789'}
              description={reenter(existing?.taxIdNumber)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('taxIdNumber')}
            />
            <Select
              label="Tax classification"
              required
              name="taxClassification"
              options={TAX_CLASSIFICATION_OPTIONS}
              value={values.taxClassification}
              onChange={(value) => form.setFieldValue('taxClassification', value)}
              onBlur={classification.onBlur}
              error={classification.error}
              disabled={disabled}
            />
            {values.taxIdType === 'SSN' && (
              <TextInput
                label="Date of birth"
                type="date"
                autoComplete="bday"
                max={today()}
                withAsterisk
                disabled={disabled}
                {...form.getInputProps('dateOfBirth')}
              />
            )}
          </SimpleGrid>
          <W9Upload
            creatorId={creatorId}
            savedKey={existing?.w9FileKey}
            savedAt={existing?.w9UploadedAt}
            onUploaded={(key) => form.setFieldValue('w9FileKey', key)}
            onBusyChange={setUploading}
            disabled={disabled}
          />
        </Section>

        <Section title="Bank account" description="Where we send your payments by direct deposit (ACH).">
          <TextInput
            label="Bank name"
            autoComplete="off"
            withAsterisk
            disabled={disabled}
            {...form.getInputProps('bankName')}
          />
          <Radio.Group label="Account type" withAsterisk {...form.getInputProps('accountType')}>
            <Group gap="xl" mt={6}>
              {ACCOUNT_TYPES.map((type) => (
                <Radio key={type} value={type} label={ACCOUNT_TYPE_LABELS[type]} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Routing number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              placeholder="9 digits"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('routingNumber')}
            />
            <TextInput
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={17}
              description={reenter(existing?.accountNumber)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('accountNumber')}
            />
            <TextInput
              label="Confirm account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={17}
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('confirmAccountNumber')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Address">
          <TextInput
            label="Address line 1"
            autoComplete="address-line1"
            withAsterisk
            disabled={disabled}
            {...form.getInputProps('addressLine1')}
          />
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            placeholder="Apartment, suite (optional)"
            disabled={disabled}
            {...form.getInputProps('addressLine2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="City"
              autoComplete="address-level2"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('city')}
            />
            <TextInput
              label="State"
              autoComplete="address-level1"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('state')}
            />
            <TextInput
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="12345"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('zipCode')}
            />
            <TextInput
              label="Country"
              autoComplete="country"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
        </Section>

        <Section title="ACH agreement">
          <Checkbox
            label="I acknowledge the ACH agreement"
            description="I authorize Reelbridge to deposit my payments into the bank account above by ACH (direct deposit) and, if a deposit is made in error, to correct it. This authorization stays in effect until I revoke it in writing."
            disabled={disabled}
            {...form.getInputProps('achAcknowledged', { type: 'checkbox' })}
          />
        </Section>

        {outcome}

        <Group justify="flex-end">
          <LoadingButton
            type="submit"
            size="md"
            loading={busy}
            loadingText="Saving..."
            disabled={locked || uploading}
            fullWidth={false}
          >
            {resubmission ? 'Resubmit payment information' : 'Submit payment information'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
