import { Stack, Text, TextInput } from '@mantine/core';
import { sparkExpiryLabel } from '@reelbridge/shared/rules/business-days';
import { useId, useState } from 'react';
import { Select } from '@/components/select';
import { useSaveDraft } from '../api/creator-projects';

const CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '365', label: '365 days' },
  { value: 'date', label: 'Until a date' },
] as const;

export interface SparkValidityProps {
  projectId: string;
  creatorId: string;
  videoNumber: number;
  /** When the saved spark code stops working, if the creator said. */
  expiresAt?: string;
  /** Only while the video is editable (draft or revision requested) and the project is open. */
  editable: boolean;
}

/** Today in the creator's zone, YYYY-MM-DD: the earliest date a code can be valid until. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * How long the spark code works (issue 20), beside the spark code field: 7, 30, 60 or 365 days from now, or until a
 * date. Saved with the draft at once (the server stores when it expires); reviewers are reminded a week before.
 */
export function SparkValidity({ projectId, creatorId, videoNumber, expiresAt, editable }: SparkValidityProps) {
  const save = useSaveDraft(projectId);
  const [choice, setChoice] = useState('');
  const [date, setDate] = useState('');
  const statusId = useId();
  const send = (sparkValidity: string) => save.mutate({ creatorId, submissions: [{ videoNumber, sparkValidity }] });
  const status = expiresAt ? sparkExpiryLabel(expiresAt) : 'Not given yet: reviewers are reminded before it expires.';

  if (!editable) {
    return expiresAt ? (
      <Text size="sm" c="dimmed">
        {status}
      </Text>
    ) : null;
  }
  return (
    <Stack gap={6}>
      <Select
        label="Spark code valid for"
        placeholder={expiresAt ? 'Keep as given' : 'Choose how long'}
        options={CHOICES}
        value={choice}
        disabled={save.isPending}
        onChange={(value) => {
          setChoice(value);
          if (value && value !== 'date') send(value);
        }}
      />
      {choice === 'date' && (
        <TextInput
          type="date"
          label="Valid until"
          min={today()}
          value={date}
          disabled={save.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDate(value);
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) send(value);
          }}
        />
      )}
      <Text size="sm" c="dimmed" id={statusId} aria-live="polite">
        {save.isPending ? 'Saving…' : status}
      </Text>
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          The validity could not be saved. Choose it again.
        </Text>
      )}
    </Stack>
  );
}
