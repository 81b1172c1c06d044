import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Submission, VideoVersion } from '@reelbridge/shared/api/types';
import { formatVideoTime, VIDEO_COMMENT_MAX } from '@reelbridge/shared/rules/video-review';
import { IconMessagePlus, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { VideoComments } from '@/components/video-comments';
import { VideoPlayer, type VideoPlayerHandle } from '@/components/video-player';
import { serverMessage } from '../api/projects';
import { useRefreshProject, useVideoReviewAction, type VideoReviewAction } from '../api/video-review';
import { formatDateTime } from '../format';
import { GrowingTextarea } from '@/components/growing-textarea';

/** The video has had every revision round it may have: Request Revision gives way to 'Grant an extra round'. */
export function revisionCapped(submission: Submission): boolean {
  return submission.revisionLimit !== undefined && (submission.revisionCount ?? 0) >= submission.revisionLimit;
}

const REVIEW_WORDS = {
  approved: 'Approved',
  revision_requested: 'Revision requested',
  rejected: 'Rejected',
} as const;

/** An earlier version, read-only: when it came, its link and spark code, and its review. */
function EarlierVersion({ version }: { version: VideoVersion }) {
  return (
    <Paper radius="sm" p="xs" bg="gray.0">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Version {version.number}, submitted {formatDateTime(version.submittedAt)}
        </Text>
        {version.videoUrl && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Link:{' '}
            <Anchor href={version.videoUrl} target="_blank" rel="noopener noreferrer" fz="inherit">
              {version.videoUrl}
            </Anchor>
          </Text>
        )}
        {version.sparkCode && <Text size="sm">Spark code: {version.sparkCode}</Text>}
        {version.review ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {REVIEW_WORDS[version.review.status]}
            {version.review.automatic ? ' automatically' : ''}
            {version.review.notes ? `: ${version.review.notes}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Not reviewed
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export interface VideoReviewProps {
  projectId: string;
  submission: Submission;
  /** The video waits for review and the viewer may review it (admins, the project's brand). */
  canReview: boolean;
}

/**
 * Issue 20, in the review screen: the video's versions (the newest first shown; earlier ones read-only with their
 * review), the inline player of the chosen version's file, its comments pinned to a time (each plays from its
 * second), and for reviewers 'Add comment at 0:12' at the player's time, 'Request revision from comments', and once
 * the revision rounds are used up, 'Grant an extra round'.
 */
export function VideoReview({ projectId, submission, canReview }: VideoReviewProps) {
  const versions = submission.versions ?? [];
  const newest = versions.at(-1);
  // The version shown: the newest unless an earlier one is chosen (a resubmission arriving shows itself).
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [time, setTime] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const player = useRef<VideoPlayerHandle>(null);
  const action = useVideoReviewAction(projectId);
  const refresh = useRefreshProject(projectId);

  if (!newest) return null;
  const version = versions.find((candidate) => candidate.number === chosen) ?? newest;
  const isNewest = version.number === newest.number;
  const comments = (submission.comments ?? []).filter((comment) => comment.versionNumber === version.number);
  const capped = revisionCapped(submission);
  const canComment = canReview && isNewest && Boolean(version.file?.playbackUrl);
  const canRequest = canReview && isNewest && !capped && comments.length > 0;
  const title = `Video ${submission.videoNumber}`;
  const label = `${title}, version ${version.number}`;
  // A video delivered once by link, with no comment and nothing to grant: the item above shows it all.
  if (versions.length < 2 && !version.file && comments.length === 0 && !(canReview && capped)) return null;

  const run = (next: VideoReviewAction, done: string, onDone?: () => void) =>
    action.mutate(next, {
      onSuccess: () => {
        onDone?.();
        notifications.show({ color: 'green', title: done, message: title });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'That did not work', message: serverMessage(error) ?? title }),
    });

  const addComment = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem('Please write a comment');
      return;
    }
    setProblem(null);
    run(
      { kind: 'comment', submissionId: submission.id, versionNumber: version.number, atSeconds: time, text: trimmed },
      `Comment added at ${formatVideoTime(time)}`,
      () => setText(''),
    );
  };

  return (
    <Stack component="section" aria-label={`${title}: versions and comments`} gap="xs">
      {versions.length > 1 && (
        <Group gap={6} role="group" aria-label={`Versions of ${title}`}>
          {versions.map((candidate) => (
            <Button
              key={candidate.number}
              size="compact-sm"
              variant={candidate.number === version.number ? 'filled' : 'default'}
              aria-pressed={candidate.number === version.number}
              onClick={() => setChosen(candidate.number === newest.number ? undefined : candidate.number)}
            >
              Version {candidate.number}
              {candidate.number === newest.number ? ' (current)' : ''}
            </Button>
          ))}
        </Group>
      )}
      {!isNewest && <EarlierVersion version={version} />}
      {version.file && (
        <VideoPlayer
          key={version.number}
          ref={player}
          file={version.file}
          label={label}
          onTime={setTime}
          onExpired={refresh}
        />
      )}
      {(version.file || comments.length > 0) && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Comments on version {version.number}
          </Text>
          <VideoComments
            comments={comments}
            onSeek={(seconds) => player.current?.seek(seconds)}
            selection={
              canRequest
                ? {
                    selected: picked,
                    disabled: action.isPending,
                    onToggle: (id) =>
                      setPicked((current) => {
                        const next = new Set(current);
                        if (next.has(id)) next.delete(id);
                        else next.add(id);
                        return next;
                      }),
                  }
                : undefined
            }
          />
        </Stack>
      )}
      {canComment && (
        <Stack gap={6}>
          <GrowingTextarea
            label={`Comment at ${formatVideoTime(time)}`}
            description="Pause the video where the comment belongs, then write it."
            minRows={2}
            maxLength={VIDEO_COMMENT_MAX}
            value={text}
            error={problem}
            disabled={action.isPending}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <LoadingButton
              size="sm"
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={action.isPending && action.variables?.kind === 'comment'}
              onClick={addComment}
            >
              Add comment at {formatVideoTime(time)}
            </LoadingButton>
          </Group>
        </Stack>
      )}
      {canRequest && (
        <Group justify="flex-end">
          <LoadingButton
            size="sm"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            disabled={picked.size === 0}
            loading={action.isPending && action.variables?.kind === 'revisionFromComments'}
            onClick={() =>
              run(
                {
                  kind: 'revisionFromComments',
                  submissionId: submission.id,
                  seenStatus: submission.status,
                  seenVersion: submission.versions?.at(-1)?.number,
                  commentIds: [...picked],
                },
                'Revision requested',
                () => setPicked(new Set()),
              )
            }
          >
            Request revision from comments{picked.size ? ` (${picked.size})` : ''}
          </LoadingButton>
        </Group>
      )}
      {canReview && capped && (
        <Paper radius="sm" p="xs" bg="yellow.0">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {title} has had {submission.revisionCount}{' '}
              {submission.revisionCount === 1 ? 'revision round' : 'revision rounds'}, all it may have.
            </Text>
            <LoadingButton
              size="sm"
              variant="default"
              loading={action.isPending && action.variables?.kind === 'extraRound'}
              onClick={() => run({ kind: 'extraRound', submissionId: submission.id }, 'Extra round granted')}
            >
              Grant an extra round
            </LoadingButton>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
