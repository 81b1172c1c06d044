import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import { ActionIcon, Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { SubmissionStatus } from '@reelbridge/shared/rules/ugc';
import { IconCheck, IconExternalLink, IconMessageCircle, IconSend } from '@tabler/icons-react';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { VideoStatusBadge } from './ugc-status-badge';
import { VideoFileUpload } from './video-file-upload';

export interface VideoSubmissionRowProps {
  videoNumber: number;
  status: SubmissionStatus;
  reviewNotes?: string;
  /** Editable only in draft or revision_requested (docs/product.md#states) and while the project is open. */
  editable: boolean;
  /** The creator-side check mark (docs/product.md#states). */
  complete: boolean;
  /** A valid saved or typed link, for the open-in-new-tab button. */
  openableLink?: string;
  /** `form.getInputProps(…)` of the two fields. */
  link: GetInputPropsReturnType;
  sparkCode: GetInputPropsReturnType;
  /** Offered when a revision was requested. */
  onResubmit?: () => void;
  resubmitting?: boolean;
  resubmitProblem?: ReactNode;
  /** Inputs are paused (a submission is under way). */
  busy?: boolean;
  /** Issue 20: the video as sent (player), the reviewers' comments and earlier versions. */
  review?: ReactNode;
  /** Issue 20: how long the spark code works (SparkValidity), shown with the spark code. */
  sparkValidity?: ReactNode;
}

function ReviewNotes({ status, notes }: { status: SubmissionStatus; notes: string }) {
  if (status === 'revision_requested') {
    return (
      <Alert
        color="orange"
        variant="light"
        title="Revision requested"
        icon={<IconMessageCircle size={18} aria-hidden />}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {notes}
        </Text>
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert color="red" variant="light" title="Rejected" icon={<IconMessageCircle size={18} aria-hidden />}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {notes}
        </Text>
      </Alert>
    );
  }
  // Notes on a video that is no longer waiting for its revision: a resubmitted revision (docs/product.md#states).
  return (
    <Alert color="gray" variant="light" title="Resubmitted revision" icon={<IconMessageCircle size={18} aria-hidden />}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        Requested: {notes}
      </Text>
    </Alert>
  );
}

/** One required video: its link and spark code, its status, the reviewer's notes, and resubmission. */
export function VideoSubmissionRow({
  videoNumber,
  status,
  reviewNotes,
  editable,
  complete,
  openableLink,
  link,
  sparkCode,
  onResubmit,
  resubmitting = false,
  resubmitProblem,
  busy = false,
  review,
  sparkValidity,
}: VideoSubmissionRowProps) {
  const title = `Video ${videoNumber}`;
  const readOnly = !editable;
  const inputStyles = readOnly ? { input: { backgroundColor: 'var(--mantine-color-gray-0)' } } : undefined;
  return (
    <Paper component="section" aria-label={title} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {complete ? (
              <ThemeIcon color="green" radius="xl" size={26} role="img" aria-label={`${title} complete`}>
                <IconCheck size={16} stroke={3} aria-hidden />
              </ThemeIcon>
            ) : (
              <ThemeIcon color="gray" variant="light" radius="xl" size={26} aria-hidden>
                <Text fz="xs" fw={700}>
                  {videoNumber}
                </Text>
              </ThemeIcon>
            )}
            <Title order={3} size="h5">
              {title}
            </Title>
          </Group>
          <VideoStatusBadge status={status} />
        </Group>

        {reviewNotes && <ReviewNotes status={status} notes={reviewNotes} />}
        {review}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="TikTok link"
            placeholder="https://www.tiktok.com/@you/video/…"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={1000}
            readOnly={readOnly}
            disabled={busy && editable}
            styles={inputStyles}
            rightSection={
              openableLink ? (
                <ActionIcon
                  component="a"
                  href={openableLink}
                  target="_blank"
                  rel="noreferrer"
                  variant="subtle"
                  aria-label={`Open ${title} in a new tab`}
                >
                  <IconExternalLink size={16} aria-hidden />
                </ActionIcon>
              ) : undefined
            }
            {...link}
          />
          <TextInput
            label="Spark code"
            placeholder="#AbC123…"
            autoComplete="off"
            maxLength={200}
            readOnly={readOnly}
            disabled={busy && editable}
            styles={inputStyles}
            {...sparkCode}
          />
        </SimpleGrid>
        {sparkValidity}
        <VideoFileUpload videoNumber={videoNumber} editable={editable && !busy} />

        {resubmitProblem && <StatusAlert tone="error">{resubmitProblem}</StatusAlert>}
        {onResubmit && (
          <Group justify="flex-end">
            <LoadingButton
              onClick={onResubmit}
              loading={resubmitting}
              disabled={busy && !resubmitting}
              leftSection={<IconSend size={16} aria-hidden />}
              aria-label={`Resubmit ${title}`}
            >
              Resubmit
            </LoadingButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
