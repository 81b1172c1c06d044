import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { BrandTextPicker } from '@/components/brand-text-picker';
import { focusFirstInvalid, focusFirstInvalidOf } from '@/components/form-guard';
import { LoadingButton } from '@/components/loading-button';
import { Select } from '@/components/select';
import { StatusAlert } from '@/components/status-alert';
import { isApiError, NETWORK_ERROR_CODE, logUnexpectedFailure } from '@/lib/api-client';
import { useSaveCampaign } from '../api/campaigns';
import type { Campaign } from '@reelbridge/shared/api/types';
import {
  BRIEF_FIELD_LIST,
  CAMPAIGN_TYPE_OPTIONS,
  campaignFormSchema,
  campaignPayload,
  initialCampaignValues,
  type CampaignFormValues,
} from '../campaign-form-values';
import { BrandPicker, CreatorsPicker, ProductsPicker } from './campaign-pickers';

const resolveSchema = schemaResolver(campaignFormSchema, { sync: true });

/** Errors of list items (creators.1.creatorId, productIds.0) belong to the picker that edits the list. */
function foldListErrors(errors: FormErrors): FormErrors {
  const folded: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = /^(creators|productIds)\./.test(path) ? path.split('.')[0]! : path;
    folded[field] ??= message;
  }
  return folded;
}

/** The server's message and field errors for a refused save, else 'An error occurred while saving'. */
function saveProblem(error: unknown): { message: string; fields: Record<string, string> } {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.code !== NETWORK_ERROR_CODE) {
    if (!error.code.startsWith('HTTP_')) return { message: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.saveFailed, fields: {} };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface CampaignFormProps {
  /** The campaign to edit; null creates one. */
  campaign: Campaign | null;
  onSaved: (campaign: Campaign) => void;
  onCancel: () => void;
  /** Reports a save in flight (a modal holding the form keeps itself open meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** Reports whether anything was changed (for `useDiscardGuard`: leaving asks first then). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The campaign form (docs/product.md#validation), for 'Create New Campaign' and 'Edit Campaign': name, brand, type,
 * budget (a decimal number), start date, objective and goals, the brand's products and the creators (each once, UGC or
 * Affiliate), and the brief's nine fields. There is no description field: the spec drops it from the data.
 */
export function CampaignForm({ campaign, onSaved, onCancel, onBusyChange, onDirtyChange }: CampaignFormProps) {
  const editing = campaign !== null;
  // The server refuses to move a started campaign to another brand (its counts and access follow its brand).
  const brandFixed = editing && campaign.status !== 'draft';
  const save = useSaveCampaign(campaign);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CampaignFormValues>({
    mode: 'controlled',
    initialValues: initialCampaignValues(campaign),
    validate: (values) => foldListErrors(resolveSchema(values)),
  });

  const submit = form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      setProblem(null);
      onBusyChange?.(true);
      save.mutate(campaignPayload(values), {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: editing ? 'Campaign updated' : 'Campaign created',
            message: `${saved.name} was saved.`,
          });
          onSaved(saved);
        },
        onError: (error) => {
          logUnexpectedFailure(editing ? 'Campaign update failed' : 'Campaign create failed', error);
          const { message, fields } = saveProblem(error);
          setProblem(message);
          if (Object.keys(fields).length > 0) form.setErrors(foldListErrors(fields));
          focusFirstInvalid(formElement);
        },
        onSettled: () => onBusyChange?.(false),
      });
    },
    // The errors may be far above the submit button of this long form: show and focus the first on the page.
    focusFirstInvalidOf,
  );

  const busy = save.isPending;
  const values = form.getValues();
  /**
   * A text field with 'Insert from brand profile' under it: the picked text is added after what is typed. A function,
   * not a component, so that the field is not mounted again at every render (it would lose the focus).
   */
  const withBrandText = (field: string, label: string, children: ReactNode) => (
    <Stack gap={2} key={field}>
      {children}
      <Group justify="flex-end">
        <BrandTextPicker
          brandId={values.brandId || undefined}
          fieldLabel={label}
          disabled={busy}
          onPick={(text) => {
            const current = String(form.getInputProps(field).value ?? '').trimEnd();
            form.setFieldValue(field, current ? `${current}\n\n${text}` : text);
          }}
        />
      </Group>
    </Stack>
  );
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const type = form.getInputProps('type');
  const title = editing ? 'Edit Campaign' : 'Create New Campaign';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="xl">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}

        <Section title="Campaign details">
          <TextInput
            label="Campaign name"
            withAsterisk
            maxLength={200}
            disabled={busy}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <BrandPicker
              value={values.brandId}
              valueLabel={values.brandName}
              onChange={(brandId, brandName) => {
                if (brandId === values.brandId) return;
                form.setValues({ brandId, brandName, productIds: [] });
                form.clearFieldError('brandId');
              }}
              error={form.errors.brandId}
              disabled={busy || brandFixed}
              description={brandFixed ? 'A campaign that has started keeps its brand' : undefined}
            />
            <Select
              label="Campaign type"
              required
              options={CAMPAIGN_TYPE_OPTIONS}
              value={values.type}
              onChange={(value) => form.setFieldValue('type', value)}
              onBlur={type.onBlur}
              error={type.error}
              disabled={busy}
              name="type"
            />
            <NumberInput
              label="Budget"
              withAsterisk
              prefix="$"
              decimalScale={2}
              fixedDecimalScale
              min={0}
              step={0.01}
              allowNegative={false}
              thousandSeparator=","
              hideControls
              inputMode="decimal"
              disabled={busy}
              {...form.getInputProps('budget')}
            />
            <TextInput label="Start date" type="date" disabled={busy} {...form.getInputProps('startDate')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {withBrandText(
              'objective',
              'Objective',
              <Textarea
                label="Objective"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={2000}
                disabled={busy}
                {...form.getInputProps('objective')}
              />,
            )}
            {withBrandText(
              'goals',
              'Goals',
              <Textarea
                label="Goals"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={2000}
                disabled={busy}
                {...form.getInputProps('goals')}
              />,
            )}
          </SimpleGrid>
        </Section>

        <Divider />
        <Section title="Products and creators">
          <ProductsPicker
            brandId={values.brandId}
            value={values.productIds}
            known={campaign?.brandId === values.brandId ? campaign.products : []}
            onChange={(productIds) => form.setFieldValue('productIds', productIds)}
            error={form.errors.productIds}
            disabled={busy}
          />
          <CreatorsPicker
            value={values.creators}
            onChange={(creators) => {
              form.setFieldValue('creators', creators);
              form.clearFieldError('creators');
            }}
            error={form.errors.creators}
            disabled={busy}
          />
        </Section>

        <Divider />
        <Section title="Brief">
          <Text size="sm" c="dimmed" mt={-8}>
            What every creator on the campaign receives.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {BRIEF_FIELD_LIST.map(({ name, label }) =>
              withBrandText(
                `brief.${name}`,
                label,
                <Textarea
                  label={label}
                  autosize
                  minRows={2}
                  maxRows={8}
                  maxLength={2000}
                  disabled={busy}
                  {...form.getInputProps(`brief.${name}`)}
                />,
              ),
            )}
          </SimpleGrid>
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} loadingText="Saving...">
            {editing ? 'Save changes' : 'Create Campaign'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
