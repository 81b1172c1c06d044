import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Paper, Stack, Text } from '@mantine/core';
import type { Submission, VideoVersion } from '@reelbridge/shared/api/types';
import { useRef } from 'react';
import { VideoComments } from '@/components/video-comments';
import { VideoPlayer, type VideoPlayerHandle } from '@/components/video-player';
import { useRefreshProject } from '../api/creator-projects';

const REVIEW_WORDS = {
  approved: 'Approved',
  revision_requested: 'Revision requested',
  rejected: 'Rejected',
} as const;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function EarlierVersions({ versions }: { versions: VideoVersion[] }) {
  return (
    <Stack gap={4} component="ul" aria-label="Earlier versions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {versions.map((version) => (
        <Paper component="li" key={version.number} radius="sm" p="xs" bg="gray.0">
          <Text size="sm" fw={600}>
            Version {version.number}, sent {dateOf(version.submittedAt)}
            {version.file ? ` (${version.file.fileName})` : ''}
          </Text>
          {version.videoUrl && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {version.videoUrl}
            </Text>
          )}
          {version.review && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {REVIEW_WORDS[version.review.status]}
              {version.review.notes ? `: ${version.review.notes}` : ''}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

export interface CreatorVideoReviewProps {
  creatorId: string;
  projectId: string;
  submission: Submission | undefined;
}

/**
 * Issue 20, on the creator's work screen: the player of the video as last sent (its newest version with a file), the
 * reviewers' comments on it, each playing it from its second, and the earlier versions read-only with their review.
 */
export function CreatorVideoReview({ creatorId, projectId, submission }: CreatorVideoReviewProps) {
  const player = useRef<VideoPlayerHandle>(null);
  const refresh = useRefreshProject(creatorId, projectId);
  const versions = submission?.versions ?? [];
  if (!submission || versions.length === 0) return null;
  const newest = versions.at(-1)!;
  const shown = [...versions].reverse().find((version) => version.file?.playbackUrl);
  const comments = shown ? (submission.comments ?? []).filter((comment) => comment.versionNumber === shown.number) : [];
  const title = `Video ${submission.videoNumber}`;
  return (
    <Stack gap="xs" component="section" aria-label={`${title}: what you sent and the comments`}>
      {shown?.file && (
        <>
          <Text size="sm" fw={600}>
            Version {shown.number} as you sent it
          </Text>
          <VideoPlayer
            ref={player}
            file={shown.file}
            label={`${title}, version ${shown.number}`}
            onExpired={() => void refresh()}
          />
          <Text size="sm" fw={600}>
            Reviewers&apos; comments
          </Text>
          <VideoComments comments={comments} onSeek={(seconds) => player.current?.seek(seconds)} />
        </>
      )}
      {versions.length > 1 && (
        <>
          <Text size="sm" fw={600}>
            Earlier versions
          </Text>
          <EarlierVersions versions={versions.filter((version) => version.number !== newest.number).reverse()} />
        </>
      )}
    </Stack>
  );
}
