import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
// The indicator is a FloatingIndicator: without its styles (top/left 0) it sat one padding (4 px) off the active option.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import {
  Button,
  Checkbox,
  Divider,
  Fieldset,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CAMPAIGN_CREATOR_TYPES } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { Select } from '@/components/select';
import { StatusAlert } from '@/components/status-alert';
import { isApiError, NETWORK_ERROR_CODE, logUnexpectedFailure } from '@/lib/api-client';
import { useSaveAssignment, useSendBrief } from '../api/campaigns';
import type { Campaign, CampaignCreatorEntry } from '@reelbridge/shared/api/types';
import {
  assignmentFormSchema,
  assignmentPayload,
  CREATOR_STATUS_OPTIONS,
  DELIVERABLES,
  initialAssignmentValues,
  PLATFORM_OPTIONS,
  type AssignmentFormValues,
} from '../assignment-form-values';
import { formatDateTime } from './campaign-status';

/** How long the save button reads 'Saved!' (docs/product.md#limits). */
export const SAVED_NOTICE_MS = 2000;

const resolveSchema = schemaResolver(assignmentFormSchema, { sync: true });

const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: 'var(--mantine-spacing-xs)',
    fontSize: 'var(--mantine-font-size-xs)',
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: 'var(--mantine-color-dimmed)',
  },
};

function Group3({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={FIELDSET_STYLES}>
      {children}
    </Fieldset>
  );
}

function problemOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_')) {
    return error.message;
  }
  return fallback;
}

export interface CampaignBriefFormProps {
  campaign: Pick<Campaign, 'id' | 'name'>;
  /** The creator's entry as last saved (its version goes with every save). */
  entry: CampaignCreatorEntry;
  onClose: () => void;
}

/**
 * The per-creator 'Campaign Brief' modal's body: the creator's type, rate, status, deliverables, usage rights
 * and contract terms, saved for real (PUT …/creators/{creatorId}), and 'Send Brief via Email', which e-mails the
 * rendered brief (POST …/brief). Unsaved changes are saved before the brief goes out, so the mail matches the screen.
 */
export function CampaignBriefForm({ campaign, entry, onClose }: CampaignBriefFormProps) {
  const save = useSaveAssignment(campaign.id, entry.creatorId);
  const send = useSendBrief(campaign.id, entry.creatorId);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const savedNotice = useTimeout(() => setSaved(false), SAVED_NOTICE_MS);
  const form = useForm<AssignmentFormValues>({
    mode: 'controlled',
    initialValues: initialAssignmentValues(entry),
    validate: resolveSchema,
  });

  const saveValues = async (values: AssignmentFormValues) => {
    const result = await save.mutateAsync(assignmentPayload(values, entry.version));
    form.resetDirty(values);
    return result;
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await saveValues(values);
      setSaved(true);
      savedNotice.start();
    } catch (error) {
      logUnexpectedFailure('Campaign assignment save failed', error);
      setProblem(problemOf(error, MESSAGES.saveFailed));
    }
  });

  const sendBrief = async () => {
    setProblem(null);
    if (form.isDirty()) {
      if (form.validate().hasErrors) return;
      try {
        await saveValues(form.getValues());
      } catch (error) {
        logUnexpectedFailure('Campaign assignment save failed', error);
        setProblem(problemOf(error, MESSAGES.saveFailed));
        return;
      }
    }
    try {
      const sent = await send.mutateAsync();
      notifications.show({
        color: 'green',
        title: 'Brief sent',
        message: `The brief for ${campaign.name} is on its way to ${sent.creator.email}.`,
      });
    } catch (error) {
      logUnexpectedFailure('Sending the brief failed', error);
      setProblem(problemOf(error, 'The brief could not be sent. Please try again.'));
    }
  };

  const busy = save.isPending || send.isPending;
  const values = form.getValues();
  const status = form.getInputProps('status');
  return (
    <form onSubmit={submit} noValidate aria-label={`Campaign Brief for ${entry.creator.name}`}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Text fw={700}>{entry.creator.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.creator.email} · {campaign.name}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.briefSentAt
              ? `Brief last sent ${formatDateTime(entry.briefSentAt)}`
              : 'The brief has not been sent yet'}
          </Text>
        </Stack>
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}

        <Group3 legend="Assignment">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
            <Input.Wrapper label="Creator type" id="creator-type">
              <SegmentedControl
                fullWidth
                aria-labelledby="creator-type-label"
                data={[...CAMPAIGN_CREATOR_TYPES]}
                value={values.type}
                onChange={(type) => form.setFieldValue('type', type as AssignmentFormValues['type'])}
                disabled={busy}
              />
            </Input.Wrapper>
            <NumberInput
              label="Rate"
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
              data-autofocus
              {...form.getInputProps('rate')}
            />
            <Select
              label="Status"
              required
              options={CREATOR_STATUS_OPTIONS}
              value={values.status}
              onChange={(value) => form.setFieldValue('status', value as AssignmentFormValues['status'])}
              onBlur={status.onBlur}
              error={status.error}
              disabled={busy}
              name="status"
            />
          </SimpleGrid>
        </Group3>

        <Group3 legend="Deliverables">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            {DELIVERABLES.map(({ name, label }) => (
              <NumberInput
                key={name}
                label={label}
                min={0}
                max={1000}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                disabled={busy}
                {...form.getInputProps(`deliverables.${name}`)}
              />
            ))}
          </SimpleGrid>
        </Group3>

        <Group3 legend="Usage rights">
          <Stack gap="md">
            <TextInput
              label="Duration"
              placeholder="e.g. 6 months"
              maxLength={200}
              disabled={busy}
              {...form.getInputProps('usageRights.duration')}
            />
            <Checkbox.Group
              label="Platforms"
              value={values.usageRights.platforms}
              onChange={(platforms) => form.setFieldValue('usageRights.platforms', platforms)}
              error={form.errors['usageRights.platforms']}
            >
              <Group gap="lg" mt={6}>
                {PLATFORM_OPTIONS.map((platform) => (
                  <Checkbox key={platform.value} value={platform.value} label={platform.label} disabled={busy} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Group3>

        <Group3 legend="Contract terms">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <Checkbox
                label="Exclusive"
                description="The creator works with no competing brand during the campaign"
                disabled={busy}
                {...form.getInputProps('contractTerms.exclusivity', { type: 'checkbox' })}
              />
              <NumberInput
                label="Revisions"
                min={0}
                max={1000}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                disabled={busy}
                {...form.getInputProps('contractTerms.revisions')}
              />
            </SimpleGrid>
            <Textarea
              label="Additional terms"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={5000}
              disabled={busy}
              {...form.getInputProps('contractTerms.additionalTerms')}
            />
          </Stack>
        </Group3>

        <Divider />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Group gap="sm">
            <LoadingButton
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={send.isPending}
              loadingText="Sending..."
              disabled={save.isPending}
              onClick={() => void sendBrief()}
            >
              Send Brief via Email
            </LoadingButton>
            <LoadingButton
              type="submit"
              loading={save.isPending}
              loadingText="Saving..."
              disabled={send.isPending}
              leftSection={saved ? <IconCheck size={16} aria-hidden /> : undefined}
              color={saved ? 'green' : undefined}
            >
              {saved ? 'Saved!' : 'Save Details'}
            </LoadingButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
