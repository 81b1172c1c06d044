import '@mantine/core/styles/Progress.css';
import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { videoFileProblem, VIDEO_TYPES } from '@reelbridge/shared/schemas/video-upload';
import { IconMovie, IconPlayerPause, IconPlayerPlay, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth-query';
import {
  formatBytes,
  formatTimeLeft,
  MultipartUpload,
  PartRejectedError,
  UploadPausedError,
  type UploadProgress,
  type UploadSession,
} from '@/lib/multipart-upload';
import { creatorProjectKeys, useCreatorProject } from '../api/creator-projects';
import { forgetUpload, recallUpload, rememberUpload, uploadMemoryKey, videoUploadApi } from '../api/video-uploads';
import { capturePosterFrame, type PosterFrame } from './video-poster';

const ACCEPT = [
  ...Object.keys(VIDEO_TYPES),
  ...Object.values(VIDEO_TYPES)
    .flat()
    .map((extension) => `.${extension}`),
].join(',');

type Phase = 'idle' | 'starting' | 'uploading' | 'paused' | 'failed' | 'finishing';

interface Running {
  memoryKey: string;
  session: UploadSession;
  upload: MultipartUpload;
  poster: Promise<PosterFrame | undefined>;
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.fields ? (Object.values(error.fields)[0] ?? error.message) : error.message;
  return 'The connection was lost.';
}

/** Sends the poster frame beside the video; a poster that cannot be sent is left out (the video still uploads). */
async function sendPoster(uploadId: string, frame: PosterFrame | undefined): Promise<void> {
  if (!frame) return;
  try {
    const target = await videoUploadApi.poster(uploadId, frame.jpeg.size);
    await fetch(target.url, { method: 'PUT', headers: target.headers, body: frame.jpeg });
  } catch {
    // No poster: reviewers see the video's first frame instead.
  }
}

/**
 * The file of one video on the creator's work screen (issue 20): choose an MP4, MOV or WebM file (type and size
 * checked before any request), sent straight to S3 in parts with progress, speed and time left, pause and resume; a
 * reload or a lost connection resumes when the same file is chosen again, without sending the stored parts again.
 * The uploaded file shows with its size and Remove while the video can be edited.
 */
export function VideoFileUpload({ videoNumber, editable }: { videoNumber: number; editable: boolean }) {
  const { projectId = '' } = useParams();
  const { data: user } = useQuery(currentUserQueryOptions());
  const creatorId = user?.creatorId ?? '';
  const { data: project } = useCreatorProject(creatorId, projectId);
  const submission = project?.submissions.find((candidate) => candidate.videoNumber === videoNumber);
  const file = submission?.file;
  const queryClient = useQueryClient();
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const running = useRef<Running | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState(false);
  const [uploadingName, setUploadingName] = useState('');
  const title = `Video ${videoNumber}`;

  const refresh = () => queryClient.invalidateQueries({ queryKey: creatorProjectKeys.detail(creatorId, projectId) });

  async function drive(current: Running) {
    setPhase('uploading');
    setError(undefined);
    try {
      const parts = await current.upload.run();
      setPhase('finishing');
      const frame = await current.poster;
      await sendPoster(current.session.uploadId, frame);
      await videoUploadApi.complete(current.session.uploadId, parts, frame?.durationSeconds);
      forgetUpload(current.memoryKey);
      running.current = undefined;
      await refresh();
      setPhase('idle');
      setProgress(undefined);
    } catch (cause) {
      if (cause instanceof UploadPausedError) {
        setPhase('paused');
        return;
      }
      const gone =
        (cause instanceof PartRejectedError && cause.status === 404) ||
        (isApiError(cause) && (cause.status === 404 || cause.status === 400 || cause.status === 409));
      if (gone) {
        // The upload cannot go on (refused, or no longer on the server): choosing the file again starts afresh.
        forgetUpload(current.memoryKey);
        running.current = undefined;
        setPhase('idle');
        setProgress(undefined);
        setError(messageOf(cause));
        if (isApiError(cause) && cause.status === 409) void refresh();
        return;
      }
      setPhase('failed');
      setError(`The upload stopped: ${messageOf(cause)} It goes on where it stopped when you choose Resume.`);
    }
  }

  async function choose(chosen: File | null) {
    resetRef.current?.();
    if (!chosen) return;
    const problem = videoFileProblem(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setPhase('starting');
    setUploadingName(chosen.name);
    const memoryKey = uploadMemoryKey(creatorId, projectId, videoNumber, chosen);
    try {
      let session: UploadSession | undefined = recallUpload(memoryKey);
      if (session) {
        // Still on the server? Otherwise start afresh.
        try {
          await videoUploadApi.listParts(session.uploadId);
        } catch {
          forgetUpload(memoryKey);
          session = undefined;
        }
      }
      if (!session) {
        const created = await videoUploadApi.create({
          projectId,
          videoNumber,
          fileName: chosen.name,
          contentType: chosen.type,
          size: chosen.size,
        });
        session = { uploadId: created.uploadId, partSize: created.partSize, partCount: created.partCount };
        rememberUpload(memoryKey, session);
      }
      const upload = new MultipartUpload({ file: chosen, session, api: videoUploadApi, onProgress: setProgress });
      running.current = { memoryKey, session, upload, poster: capturePosterFrame(chosen) };
      await drive(running.current);
    } catch (cause) {
      setPhase('idle');
      setError(messageOf(cause));
    }
  }

  // A phone that lost its connection goes on by itself once it is back.
  useEffect(() => {
    const online = () => {
      if (phase === 'failed' && running.current) void drive(running.current);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  });

  // Leaving the screen pauses the upload (a new visit resumes it when the file is chosen again).
  useEffect(() => () => running.current?.upload.pause(), []);

  async function cancel() {
    const current = running.current;
    if (!current) return;
    current.upload.pause();
    running.current = undefined;
    forgetUpload(current.memoryKey);
    setPhase('idle');
    setProgress(undefined);
    await videoUploadApi.abort(current.session.uploadId).catch(() => undefined);
  }

  async function remove() {
    if (!submission) return;
    setRemoving(true);
    setError(undefined);
    try {
      await videoUploadApi.removeFile(submission.id);
      await refresh();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setRemoving(false);
    }
  }

  const active = phase !== 'idle';
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const percent = progress && progress.totalBytes > 0 ? (progress.sentBytes / progress.totalBytes) * 100 : 0;
  const status =
    phase === 'starting'
      ? 'Preparing the upload…'
      : phase === 'finishing'
        ? 'Checking the uploaded file…'
        : progress
          ? [
              `${formatBytes(progress.sentBytes)} of ${formatBytes(progress.totalBytes)}`,
              ...(phase === 'uploading'
                ? [
                    progress.bytesPerSecond > 0 ? `${formatBytes(progress.bytesPerSecond)}/s` : undefined,
                    formatTimeLeft(progress.secondsLeft),
                  ].filter(Boolean)
                : [phase === 'paused' ? 'paused' : 'stopped']),
            ].join(' · ')
          : '';

  if (!editable && !file) return null;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Video file
      </Text>

      {file && !active && (
        <Group gap="xs" wrap="nowrap">
          <IconMovie size={18} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatBytes(file.size)}
          </Text>
          {editable && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => void remove()}
              loading={removing}
              aria-label={`Remove ${file.fileName} from ${title}`}
            >
              Remove
            </Button>
          )}
        </Group>
      )}

      {editable && !active && (
        <Group gap="sm" wrap="wrap">
          <FileButton
            onChange={(chosen) => void choose(chosen)}
            accept={ACCEPT}
            resetRef={resetRef}
            inputProps={{ 'aria-hidden': true, tabIndex: -1, name: `video-file-${videoNumber}` }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                aria-label={`${file ? 'Replace' : 'Upload'} the file of ${title}`}
                aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
                disabled={removing}
              >
                {file ? 'Replace file' : 'Upload video file'}
              </Button>
            )}
          </FileButton>
          <Text id={hintId} size="xs" c="dimmed">
            MP4, MOV or WebM, up to 2 GB
          </Text>
        </Group>
      )}

      {active && (
        <Stack gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {uploadingName}
          </Text>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              value={percent}
              animated={phase === 'uploading'}
              aria-label={`Uploading the file of ${title}`}
              aria-valuetext={`${Math.floor(percent)}%`}
            />
          </Progress.Root>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {status}
            </Text>
            <Group gap="xs">
              {phase === 'uploading' && (
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconPlayerPause size={14} aria-hidden />}
                  onClick={() => running.current?.upload.pause()}
                  aria-label={`Pause the upload of ${title}`}
                >
                  Pause
                </Button>
              )}
              {(phase === 'paused' || phase === 'failed') && (
                <Button
                  size="compact-sm"
                  leftSection={<IconPlayerPlay size={14} aria-hidden />}
                  onClick={() => running.current && void drive(running.current)}
                  aria-label={`Resume the upload of ${title}`}
                >
                  Resume
                </Button>
              )}
              {phase !== 'finishing' && phase !== 'starting' && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => void cancel()}
                  aria-label={`Cancel the upload of ${title}`}
                >
                  Cancel
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}

      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
