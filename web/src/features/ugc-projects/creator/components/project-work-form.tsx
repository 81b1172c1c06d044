import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import {
  completedCount,
  isDelivered,
  isEditable,
  progressPercent,
  showsCheckMark,
  type SubmissionStatus,
} from '@reelbridge/shared/rules/ugc';
import { videoUrlSchema } from '@reelbridge/shared/schemas/project';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useRefreshProject, useResubmitVideo, useSaveDraft, useSubmitAll } from '../api/creator-projects';
import type { CreatorProject, Submission } from '@reelbridge/shared/api/types';
import { useAutoSave } from '@/lib/autosave';
import { AutoSaveIndicator } from './auto-save-indicator';
import { formatUsd } from './format';
import classes from './project-work-form.module.css';
import { SparkValidity } from './spark-validity';
import { VideoSubmissionRow } from './video-submission-row';
import { CreatorVideoReview } from './video-versions';
import { openConfirmModal } from '@/components/confirm-modals';

export interface VideoValues {
  videoNumber: number;
  videoUrl: string;
  sparkCode: string;
}

interface FormValues {
  videos: VideoValues[];
}

/** A video as the draft saves it. */
interface DraftEntry {
  videoNumber: number;
  videoUrl: string;
  sparkCode: string;
}

const SPARK_CODE_MAX = 200;

/** The shared link rule (empty is fine in a draft). */
export function linkError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const result = videoUrlSchema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid video link');
}

function initialVideos(project: CreatorProject): VideoValues[] {
  const byNumber = new Map(project.submissions.map((submission) => [submission.videoNumber, submission]));
  return Array.from({ length: project.videoCount }, (_, index) => {
    const saved = byNumber.get(index + 1);
    return { videoNumber: index + 1, videoUrl: saved?.videoUrl ?? '', sparkCode: saved?.sparkCode ?? '' };
  });
}

/** A link the server would refuse is not saved: the saved one stays until the link is corrected. */
function toDraft(videos: VideoValues[], saved: Map<number, Submission>): DraftEntry[] {
  return videos.map(({ videoNumber, videoUrl, sparkCode }) => ({
    videoNumber,
    videoUrl: linkError(videoUrl) ? (saved.get(videoNumber)?.videoUrl ?? '') : videoUrl.trim(),
    sparkCode: sparkCode.trim(),
  }));
}

const sameEntry = (a: DraftEntry, b: DraftEntry | undefined) =>
  b !== undefined && a.videoUrl === b.videoUrl && a.sparkCode === b.sparkCode;

/** Network failures, timeouts and server errors pass; a refusal (4xx) would only be refused again. */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The server's own explanation of a refusal, if it gave one. */
function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error) || error.code === NETWORK_ERROR_CODE || error.code.startsWith('HTTP_')) return undefined;
  return error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/** Server field errors (`submissions.{i}.videoUrl`, or `videoUrl` / `sparkCode` of a resubmission) → form paths. */
function formFieldErrors(error: unknown, videoNumbers: number[]): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const indexed = /^submissions\.(\d+)\.(videoUrl|sparkCode)$/.exec(path);
    const videoNumber = indexed
      ? videoNumbers[Number(indexed[1])]
      : videoNumbers.length === 1
        ? videoNumbers[0]
        : undefined;
    const field = indexed ? indexed[2] : path === 'videoUrl' || path === 'sparkCode' ? path : null;
    if (videoNumber !== undefined && field) errors[`videos.${videoNumber - 1}.${field}`] = message;
  }
  return errors;
}

function StatusNotice({ project }: { project: CreatorProject }) {
  if (project.projectStatus === 'draft') {
    return (
      <StatusAlert tone="info" title="Not open yet">
        This project is not open for submissions yet. You can add your videos once it opens.
      </StatusAlert>
    );
  }
  if (project.projectStatus === 'completed') {
    return (
      <StatusAlert tone="info" title="Completed">
        This project is completed.
      </StatusAlert>
    );
  }
  const notices: Partial<Record<CreatorProject['status'], [string, ReactNode]>> = {
    submitted: ['Submitted for review', 'Your videos are waiting for review. You can no longer edit them.'],
    revision_requested: [
      'Needs Revision',
      'A revision was requested. Update the video marked Needs Revision and resubmit it.',
    ],
    rejected: ['A video was rejected', 'See the reason under the video.'],
    approved: ['Approved', 'Your videos are approved.'],
    awaiting_payment: ['Approved', 'All your videos are approved. Your payment is on its way.'],
    paid: ['Paid', 'All your videos are approved and paid. Thank you!'],
  };
  const notice = notices[project.status];
  if (!notice) return null;
  const tone = project.status === 'revision_requested' || project.status === 'rejected' ? 'warning' : 'success';
  return (
    <StatusAlert tone={project.status === 'submitted' ? 'info' : tone} title={notice[0]}>
      {notice[1]}
    </StatusAlert>
  );
}

function Summary({ project, completed }: { project: CreatorProject; completed: number }) {
  const percent = progressPercent(completed, project.videoCount);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label="Summary">
      <Grid gap={{ base: 'md', sm: 'lg' }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group justify="space-between" gap="xs" mb={6}>
            <Text size="sm" c="dimmed">
              Progress
            </Text>
            <Text fw={700} data-testid="progress-percent">
              {percent}%
            </Text>
          </Group>
          <Progress
            value={percent}
            radius="xl"
            color={percent === 100 ? 'green' : undefined}
            aria-label="Project progress"
          />
          <Text size="sm" c="dimmed" mt={6}>
            {completed} of {project.videoCount} {project.videoCount === 1 ? 'video' : 'videos'} complete
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Text size="sm" c="dimmed">
            Cost per video
          </Text>
          <Text fw={700} size="lg">
            {formatUsd(project.costPerVideo)}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Text size="sm" c="dimmed">
            Total
          </Text>
          <Text fw={700} size="lg">
            {formatUsd(project.totalCost)}
          </Text>
        </Grid.Col>
      </Grid>
      {project.instructions && (
        <Stack gap={4} mt="lg">
          <Title order={2} size="h5">
            Instructions
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{project.instructions}</Text>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The work screen's body (docs/product.md#screens, #states and #validation): one row per required video with its link
 * and spark code, editable only in draft or revision_requested; drafts auto-save 1.5 s after the last edit; Submit all
 * (after a warning) or, when a revision was requested, a per-video resubmission.
 */
export function ProjectWorkForm({ project, creatorId }: { project: CreatorProject; creatorId: string }) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { videos: initialVideos(project) },
    validate: {
      videos: {
        videoUrl: (value) => linkError(value),
        sparkCode: (value) => (value.trim().length > SPARK_CODE_MAX ? 'The spark code is too long' : null),
      },
    },
    validateInputOnBlur: true,
  });
  const videos = form.values.videos;
  const saveDraft = useSaveDraft(project.id);
  const submit = useSubmitAll(project.id);
  const resubmit = useResubmitVideo(project.id);
  const refresh = useRefreshProject(creatorId, project.id);
  const [submitProblem, setSubmitProblem] = useState<ReactNode>(null);
  const [resubmitting, setResubmitting] = useState<number | null>(null);
  const [resubmitProblems, setResubmitProblems] = useState<Record<number, ReactNode>>({});

  const submissions = useMemo(
    () => new Map<number, Submission>(project.submissions.map((entry) => [entry.videoNumber, entry])),
    [project.submissions],
  );
  const statusOf = (videoNumber: number): SubmissionStatus => submissions.get(videoNumber)?.status ?? 'draft';
  const open = project.projectStatus === 'active' || project.projectStatus === 'submitted';
  const editableOf = (videoNumber: number) => open && isEditable(statusOf(videoNumber));
  const anyEditable = videos.some((video) => editableOf(video.videoNumber));
  const busy = submit.isPending || resubmitting !== null;

  const showServerErrors = (error: unknown, videoNumbers: number[]) => {
    for (const [path, message] of Object.entries(formFieldErrors(error, videoNumbers))) {
      form.setFieldError(path, message);
    }
    if (isApiError(error) && error.status === 409) void refresh();
  };

  const draft = useMemo(() => toDraft(videos, submissions), [videos, submissions]);
  const autoSave = useAutoSave(draft, {
    enabled: anyEditable && !busy,
    shouldRetry: worthRetrying,
    save: async (value, lastSaved) => {
      const before = new Map(lastSaved.map((entry) => [entry.videoNumber, entry]));
      const entries = value.filter(
        (entry) => editableOf(entry.videoNumber) && !sameEntry(entry, before.get(entry.videoNumber)),
      );
      if (entries.length === 0) return;
      try {
        await saveDraft.mutateAsync({ creatorId, submissions: entries });
      } catch (error) {
        console.error(MESSAGES.draftSaveFailed, error);
        showServerErrors(
          error,
          entries.map((entry) => entry.videoNumber),
        );
        throw error;
      }
    },
  });

  // Progress and check marks follow the inputs as typed (a link the server would refuse does not count).
  const rows = videos.map((video) => ({
    videoUrl: linkError(video.videoUrl) ? '' : video.videoUrl,
    sparkCode: video.sparkCode,
    status: statusOf(video.videoNumber),
    file: submissions.get(video.videoNumber)?.file,
  }));
  // Issue 20: a video is delivered with its uploaded file, or with a link and its spark code.
  const delivered = (video: { videoNumber: number; videoUrl: string; sparkCode: string }) =>
    isDelivered({ ...video, file: submissions.get(video.videoNumber)?.file });
  const completed = completedCount(rows);
  const heldBack = videos.some((video) => editableOf(video.videoNumber) && linkError(video.videoUrl) !== null);
  const allComplete = videos.every(delivered);
  const canSubmitAll = open && (project.status === 'pending' || project.status === 'in_progress');

  const submitAll = async () => {
    const values = form.getValues().videos;
    const body = {
      creatorId,
      submissions: values.map(({ videoNumber, videoUrl, sparkCode }) => ({
        videoNumber,
        videoUrl: videoUrl.trim(),
        sparkCode: sparkCode.trim(),
      })),
    };
    try {
      await autoSave.exclusive(async () => {
        await submit.mutateAsync(body);
        autoSave.markSaved(toDraft(values, submissions));
      });
      notifications.show({
        color: 'green',
        title: 'Videos submitted',
        message: 'Your videos are submitted for review.',
      });
    } catch (error) {
      console.error(MESSAGES.submitFailed, error);
      const detail = serverDetail(error);
      setSubmitProblem(
        <>
          <Text fw={600} size="sm">
            {MESSAGES.submitFailed}
          </Text>
          {detail && detail !== MESSAGES.submitFailed && <Text size="sm">{detail}</Text>}
        </>,
      );
      showServerErrors(
        error,
        values.map((video) => video.videoNumber),
      );
    }
  };

  const onSubmitAll = () => {
    setSubmitProblem(null);
    const values = form.getValues().videos;
    // docs/product.md#validation and issue 20: every video needs its file, or a link and a spark code.
    if (values.some((video) => !delivered(video))) {
      setSubmitProblem(MESSAGES.completeAllVideos);
      return;
    }
    if (form.validate().hasErrors) return;
    openConfirmModal({
      title: 'Submit all videos?',
      children: (
        <Text size="sm">
          Your videos go to review. After submitting you can no longer edit them, unless a revision is requested.
        </Text>
      ),
      labels: { confirm: 'Submit all', cancel: 'Cancel' },
      onConfirm: () => void submitAll(),
    });
  };

  const onResubmit = async (index: number) => {
    const video = form.getValues().videos[index]!;
    const { videoNumber } = video;
    setResubmitProblems((problems) => ({ ...problems, [videoNumber]: null }));
    // docs/product.md#validation and issue 20: a file, or both fields, are needed to resubmit.
    if (!delivered(video)) {
      setResubmitProblems((problems) => ({ ...problems, [videoNumber]: MESSAGES.completeAllFieldsResubmit }));
      return;
    }
    if (form.validateField(`videos.${index}.videoUrl`).hasError) return;
    setResubmitting(videoNumber);
    try {
      await autoSave.exclusive(() =>
        resubmit.mutateAsync({
          creatorId,
          videoNumber,
          videoUrl: video.videoUrl.trim(),
          sparkCode: video.sparkCode.trim(),
        }),
      );
      notifications.show({
        color: 'green',
        title: `Video ${videoNumber} resubmitted`,
        message: 'It is waiting for review again.',
      });
    } catch (error) {
      console.error(MESSAGES.resubmitFailed, error);
      const detail = serverDetail(error);
      setResubmitProblems((problems) => ({
        ...problems,
        [videoNumber]:
          detail && detail !== MESSAGES.resubmitFailed
            ? `${MESSAGES.resubmitFailed}: ${detail}`
            : MESSAGES.resubmitFailed,
      }));
      showServerErrors(error, [videoNumber]);
    } finally {
      setResubmitting(null);
    }
  };

  const saveDetail =
    autoSave.status === 'error' && !worthRetrying(autoSave.error) ? serverDetail(autoSave.error) : undefined;

  return (
    <Stack gap="lg">
      <Summary project={project} completed={completed} />
      <StatusNotice project={project} />

      <Stack component="section" aria-label="Videos" gap="sm">
        {/* Sticks to the top while scrolling through the videos, so the save status stays in sight. */}
        <Group justify="space-between" align="center" gap="xs" className={classes.stickyHeader}>
          <Title order={2} size="h3">
            Videos
          </Title>
          {anyEditable && <AutoSaveIndicator status={autoSave.status} detail={saveDetail} heldBack={heldBack} />}
        </Group>
        {videos.map((video, index) => {
          const status = statusOf(video.videoNumber);
          const editable = editableOf(video.videoNumber);
          const link = video.videoUrl.trim();
          return (
            <VideoSubmissionRow
              key={video.videoNumber}
              videoNumber={video.videoNumber}
              status={status}
              reviewNotes={submissions.get(video.videoNumber)?.reviewNotes}
              editable={editable}
              complete={showsCheckMark(rows[index]!)}
              openableLink={link && !linkError(link) ? link : undefined}
              link={form.getInputProps(`videos.${index}.videoUrl`)}
              sparkCode={form.getInputProps(`videos.${index}.sparkCode`)}
              busy={busy}
              onResubmit={editable && status === 'revision_requested' ? () => void onResubmit(index) : undefined}
              resubmitting={resubmitting === video.videoNumber}
              resubmitProblem={resubmitProblems[video.videoNumber]}
              sparkValidity={
                <SparkValidity
                  projectId={project.id}
                  creatorId={creatorId}
                  videoNumber={video.videoNumber}
                  expiresAt={submissions.get(video.videoNumber)?.sparkExpiresAt}
                  editable={editable}
                />
              }
              review={
                <CreatorVideoReview
                  creatorId={creatorId}
                  projectId={project.id}
                  submission={submissions.get(video.videoNumber)}
                />
              }
            />
          );
        })}
      </Stack>

      {canSubmitAll && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label="Submit">
          <Stack gap="sm">
            {submitProblem && !(submitProblem === MESSAGES.completeAllVideos && allComplete) && (
              <StatusAlert tone="error">{submitProblem}</StatusAlert>
            )}
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" maw={480}>
                Done with every video? Submit them all for review. You cannot edit them afterwards.
              </Text>
              <LoadingButton
                onClick={onSubmitAll}
                loading={submit.isPending}
                disabled={resubmitting !== null}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                Submit all videos
              </LoadingButton>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
