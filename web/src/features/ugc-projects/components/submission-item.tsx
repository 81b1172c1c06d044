import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Button, Flex, Group, Paper, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import { isReviewable } from '@reelbridge/shared/rules/ugc';
import { revisionRequestSchema, submissionRejectSchema } from '@reelbridge/shared/schemas/project';
import { IconCheck, IconExternalLink, IconMessage, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { serverMessage } from '../api/projects';
import { useProjectAction, type ProjectAction } from '../api/review';
import type { Submission } from '../api/types';
import { formatDateTime } from '../format';
import { SubmissionStatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ReviewNotes({ submission }: { submission: Submission }) {
  if (!submission.reviewNotes) return null;
  let label = 'Earlier revision request';
  if (submission.status === 'revision_requested') label = 'Revision requested';
  if (submission.status === 'rejected') label = 'Reason for rejection';
  return (
    <Paper radius="sm" p="xs" bg={submission.status === 'rejected' ? 'red.0' : 'yellow.0'}>
      <Text size="xs" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {submission.reviewNotes}
      </Text>
    </Paper>
  );
}

/** The comment of a revision request or the reason of a rejection: required, with the schema's message. */
function NoteForm({
  kind,
  busy,
  onCancel,
  onSend,
}: {
  kind: 'revision' | 'reject';
  busy: boolean;
  onCancel: () => void;
  onSend: (text: string) => void;
}) {
  const revision = kind === 'revision';
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: (values) =>
      revision
        ? schemaResolver(revisionRequestSchema, { sync: true })({ revisionComment: values.text })
        : schemaResolver(submissionRejectSchema, { sync: true })({ reason: values.text }),
    transformValues: (values) => ({ text: values.text.trim() }),
  });
  const error = form.errors.revisionComment ?? form.errors.reason;
  // The field appears on 'Request Revision' or 'Reject': take the focus there.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  return (
    <form
      onSubmit={form.onSubmit((values) => onSend(values.text))}
      noValidate
      aria-label={revision ? 'Request a revision' : 'Reject the video'}
    >
      <Stack gap="sm">
        <Textarea
          label={revision ? 'Revision comment' : 'Reason for rejection'}
          description={
            revision
              ? 'The creator sees this comment and resubmits the video.'
              : 'The creator sees this reason. A rejected video is not paid.'
          }
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={busy}
          ref={fieldRef}
          value={form.values.text}
          onChange={(event) => {
            form.setFieldValue('text', event.currentTarget.value);
            form.clearErrors();
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton
            type="submit"
            color={revision ? undefined : 'red'}
            loading={busy}
            leftSection={revision ? <IconMessage size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
          >
            {revision ? 'Request Revision' : 'Reject'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}

const FAILURES = {
  approve: MESSAGES.approveSubmissionFailed,
  revision: MESSAGES.revisionFailed,
  reject: 'Failed to reject submission',
} as const;

const SUCCESSES = {
  approve: 'Video approved',
  revision: 'Revision requested',
  reject: 'Video rejected',
} as const;

export interface SubmissionItemProps {
  projectId: string;
  submission: Submission;
  /** Admins and the project's brand review; the server checks it too. */
  canReview: boolean;
}

/**
 * One video of a creator: link, spark code, status, review notes, and while it waits for review (pending or
 * revision_requested, spec section 4) Approve, Request Revision (comment required) and Reject (reason required).
 */
export function SubmissionItem({ projectId, submission, canReview }: SubmissionItemProps) {
  const action = useProjectAction(projectId);
  const [mode, setMode] = useState<'actions' | 'revision' | 'reject'>('actions');
  const title = `Video ${submission.videoNumber}`;
  const submitted = formatDateTime(submission.submittedAt);
  // A video with review notes that is no longer waiting for a revision came back as a resubmission.
  const resubmitted =
    Boolean(submission.reviewNotes) && submission.status !== 'revision_requested' && submission.status !== 'rejected';

  const run = (next: ProjectAction & { kind: 'approve' | 'revision' | 'reject' }) =>
    action.mutate(next, {
      onSuccess: () => {
        setMode('actions');
        notifications.show({ color: 'green', title: SUCCESSES[next.kind], message: title });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: FAILURES[next.kind], message: serverMessage(error) ?? title }),
    });

  const reviewable = canReview && isReviewable(submission.status);
  return (
    <Paper component="article" aria-label={title} withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{title}</Text>
            <SubmissionStatusBadge status={submission.status} />
            {resubmitted && (
              <Badge variant="outline" color="gray" c="dark.6" tt="none" radius="sm">
                Resubmitted revision
              </Badge>
            )}
          </Group>
          {submitted && (
            <Text size="xs" c="dimmed">
              Submitted {submitted}
            </Text>
          )}
        </Group>
        <Group gap="lg" align="flex-start" grow preventGrowOverflow={false}>
          <Field label="Video link">
            {submission.videoUrl ? (
              <Anchor href={submission.videoUrl} target="_blank" rel="noopener noreferrer" fz="inherit">
                <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
                  <span style={{ overflowWrap: 'anywhere' }}>{submission.videoUrl}</span>
                  <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Group>
              </Anchor>
            ) : (
              <Text span c="dimmed" fz="inherit">
                Not provided
              </Text>
            )}
          </Field>
          <Field label="Spark code">
            {submission.sparkCode ? (
              <Text span ff="monospace" fz="inherit">
                {submission.sparkCode}
              </Text>
            ) : (
              <Text span c="dimmed" fz="inherit">
                Not provided
              </Text>
            )}
          </Field>
        </Group>
        <ReviewNotes submission={submission} />
        {reviewable && mode === 'actions' && (
          // Phones: one button per row, the approval first.
          <Flex gap="xs" justify="flex-end" direction={{ base: 'column-reverse', xs: 'row' }}>
            <Button
              variant="outline"
              color="red"
              size="sm"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={action.isPending}
              onClick={() => setMode('reject')}
            >
              Reject
            </Button>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconMessage size={16} aria-hidden />}
              disabled={action.isPending}
              onClick={() => setMode('revision')}
            >
              Request Revision
            </Button>
            <LoadingButton
              color="teal.9"
              size="sm"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={action.isPending}
              onClick={() => run({ kind: 'approve', submissionId: submission.id })}
            >
              Approve
            </LoadingButton>
          </Flex>
        )}
        {reviewable && mode !== 'actions' && (
          <NoteForm
            kind={mode}
            busy={action.isPending}
            onCancel={() => setMode('actions')}
            onSend={(text) =>
              run(
                mode === 'revision'
                  ? { kind: 'revision', submissionId: submission.id, comment: text }
                  : { kind: 'reject', submissionId: submission.id, reason: text },
              )
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

/** A video the creator has not started yet. */
export function MissingVideo({ videoNumber }: { videoNumber: number }) {
  return (
    <Paper component="article" aria-label={`Video ${videoNumber}`} withBorder radius="md" p="sm" bg="gray.0">
      <Group gap="xs">
        <Text fw={700}>Video {videoNumber}</Text>
        <Text size="sm" c="dimmed">
          Not started yet
        </Text>
      </Group>
    </Paper>
  );
}
