import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { InternalReviewNote } from '@reelbridge/shared/api/types';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../format';
import { GrowingTextarea } from '@/components/growing-textarea';

/** The most an internal note may hold (shared/src/schemas/project.ts, internalNoteSchema). */
export const INTERNAL_NOTE_MAX = 2000;

const WITH_ACTION: Record<InternalReviewNote['action'], string> = {
  approved: 'with the approval',
  revision_requested: 'with the revision request',
  rejected: 'with the rejection',
};

/**
 * The agency's internal notes on a video's reviews (issue 19), oldest first, each marked Internal with who wrote it,
 * when and with which review. Only an admin's answer carries them; the caller shows this to admins only.
 */
export function InternalReviewNotes({ notes }: { notes: InternalReviewNote[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <Paper radius="sm" p="xs" bg="violet.0">
      <Stack gap="xs">
        {notes.map((note, index) => (
          <Stack key={`${note.at}-${index}`} gap={2}>
            <Group gap="xs" wrap="wrap">
              <Badge color="violet.9" variant="filled" radius="sm" tt="none">
                Internal
              </Badge>
              <Text size="xs" c="dark.6">
                {note.by} · {formatDateTime(note.at) ?? note.at} · {WITH_ACTION[note.action]}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.text}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The optional internal note an admin sends with a review: labelled, at most 2,000 characters. */
export function InternalNoteField({
  value,
  onChange,
  disabled,
  focusOnMount = false,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Take the focus when it appears (after 'Add internal note'). */
  focusOnMount?: boolean;
}) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) fieldRef.current?.focus();
  }, [focusOnMount]);
  return (
    <GrowingTextarea
      ref={fieldRef}
      label="Internal note (agency only)"
      description="Kept with this review for the agency. The brand and the creator never see it."
      minRows={2}
      maxRows={6}
      maxLength={INTERNAL_NOTE_MAX}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
