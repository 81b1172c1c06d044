import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { VideoComment } from '@reelbridge/shared/api/types';
import { formatVideoTime } from '@reelbridge/shared/rules/video-review';
import { IconPlayerPlay } from '@tabler/icons-react';

export interface VideoCommentsProps {
  /** The comments of one version, in time order. */
  comments: VideoComment[];
  /** Moves the player to the comment's second. */
  onSeek: (seconds: number) => void;
  /** Reviewers choosing the comments a revision request is made of. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; disabled?: boolean };
}

const AUTHOR = { admin: 'Agency', brand: 'Brand' } as const;

/**
 * Comments pinned to a time of a video (issue 20), in time order: each time is a button that plays the video from
 * that second. Who wrote it: the agency or the brand (and, for reviewers, their e-mail address).
 */
export function VideoComments({ comments, onSeek, selection }: VideoCommentsProps) {
  if (comments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No comments on this version yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" aria-label="Comments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...comments]
        .sort((a, b) => a.atSeconds - b.atSeconds)
        .map((comment) => {
          const time = formatVideoTime(comment.atSeconds);
          return (
            <Group component="li" key={comment.id} gap="xs" align="flex-start" wrap="nowrap">
              {selection && (
                <Checkbox
                  mt={6}
                  checked={selection.selected.has(comment.id)}
                  onChange={() => selection.onToggle(comment.id)}
                  disabled={selection.disabled}
                  aria-label={`Use the comment at ${time} in the revision request`}
                />
              )}
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => onSeek(comment.atSeconds)}
                aria-label={`Play from ${time}`}
                style={{ flexShrink: 0 }}
              >
                {time}
              </Button>
              <Stack gap={0} miw={0}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {AUTHOR[comment.authorRole]}
                  {comment.authorName ? ` · ${comment.authorName}` : ''}
                </Text>
              </Stack>
            </Group>
          );
        })}
    </Stack>
  );
}
