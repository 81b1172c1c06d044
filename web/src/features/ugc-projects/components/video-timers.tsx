import { Group, Text } from '@mantine/core';
import type { Submission } from '@reelbridge/shared/api/types';
import { sparkExpiryLabel } from '@reelbridge/shared/rules/business-days';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../format';

/**
 * A video's timers as reviewers see them (issue 20): when its spark code expires ("Spark code expires 12 Dec",
 * "Spark code expired"), when it will be approved automatically while it waits for review, and whether its approval
 * was the automatic one. Nothing when none applies.
 */
export function VideoTimerNotes({ submission, now: given }: { submission: Submission; now?: number }) {
  // The time of the first render: a label does not change while the screen is open.
  const [mounted] = useState(() => Date.now());
  const now = given ?? mounted;
  const lines: { text: string; warn: boolean }[] = [];
  if (submission.sparkExpiresAt) {
    const expired = new Date(submission.sparkExpiresAt).getTime() <= now;
    lines.push({ text: sparkExpiryLabel(submission.sparkExpiresAt, now), warn: expired });
  }
  const due = submission.status === 'pending' ? formatDateTime(submission.reviewDueAt) : undefined;
  if (due) lines.push({ text: `Approved automatically on ${due} unless reviewed before`, warn: false });
  if (submission.status === 'approved' && submission.reviewedAutomatically) {
    lines.push({ text: 'Approved automatically: nobody reviewed it in time', warn: false });
  }
  if (lines.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      {lines.map((line) => (
        <Group key={line.text} gap={4} wrap="nowrap">
          <IconClockHour4 size={14} aria-hidden />
          <Text size="sm" c={line.warn ? 'orange.9' : 'dimmed'} fw={line.warn ? 600 : undefined}>
            {line.text}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
