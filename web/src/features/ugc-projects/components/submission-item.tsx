import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Button, Center, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import { isReviewable } from '@reelbridge/shared/rules/ugc';
import { IconCheck, IconExternalLink, IconLock, IconMessage, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { serverMessage } from '../api/projects';
import { useProjectAction, type ProjectAction } from '../api/review';
import type { Submission } from '@reelbridge/shared/api/types';
import { formatDateTime } from '../format';
import { InternalNoteField, InternalReviewNotes } from './internal-note';
import { SubmissionStatusBadge } from './status-badge';
import { VideoDownloadRow } from './video-download';
import { VideoTimerNotes } from './video-timers';
import { revisionCapped, VideoReview } from './video-review';
import classes from './submission-item.module.css';
import { openConfirmModal } from '@/components/confirm-modals';

// The note form (with zod and the form library) loads when a reviewer first asks for a revision or rejects.
const NoteForm = lazy(async () => ({ default: (await import('./note-form')).NoteForm }));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <p className={classes.fieldLabel}>{label}</p>
      <div className={classes.fieldValue}>{children}</div>
    </div>
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
 * revision_requested, docs/product.md#states) Approve, Request Revision (comment required) and Reject (reason
 * required). An admin also reads the agency's internal notes on the video's reviews and may send one with a review
 * (issue 19); a brand user sees neither (their answers carry no internal notes, and the API refuses theirs).
 * Memoised: a card's videos arrive one part at a time, and a part does not render the videos already there again.
 */
export const SubmissionItem = memo(function SubmissionItem({ projectId, submission, canReview }: SubmissionItemProps) {
  const action = useProjectAction(projectId);
  const [mode, setMode] = useState<'actions' | 'revision' | 'reject'>('actions');
  const { data: user } = useQuery(currentUserQueryOptions());
  const isAdmin = user?.group === 'admin';
  // The internal note: opened with 'Add internal note' for an approval, always offered with a revision or rejection.
  const [internalNote, setInternalNote] = useState('');
  const [noteOpen, setNoteOpen] = useState(false);
  const title = `Video ${submission.videoNumber}`;
  const submitted = formatDateTime(submission.submittedAt);
  // A video with review notes that is no longer waiting for a revision came back as a resubmission.
  const resubmitted =
    Boolean(submission.reviewNotes) && submission.status !== 'revision_requested' && submission.status !== 'rejected';

  const run = (next: ProjectAction & { kind: 'approve' | 'revision' | 'reject' }) =>
    action.mutate(next, {
      onSuccess: () => {
        setMode('actions');
        setInternalNote('');
        setNoteOpen(false);
        notifications.show({ color: 'green', title: SUCCESSES[next.kind], message: title });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: FAILURES[next.kind], message: serverMessage(error) ?? title }),
    });

  // Only an admin's review carries the internal note.
  const note = isAdmin ? { internalNote } : {};
  const seen = {
    submissionId: submission.id,
    seenStatus: submission.status,
    seenVersion: submission.versions?.at(-1)?.number,
  };
  const approveNow = () => run({ kind: 'approve', ...seen, ...note });
  // A video sent back for a revision has not been redone yet: approving it as it is takes a second word.
  const approve = () =>
    submission.status === 'revision_requested'
      ? openConfirmModal({
          title: 'Approve without the revision?',
          children: (
            <Text size="sm">
              You asked for a revision of {title} and the creator has not resubmitted it yet. Approve the video as it is
              now?
            </Text>
          ),
          labels: { confirm: 'Approve as it is', cancel: 'Wait for the revision' },
          confirmProps: { color: 'teal.9' },
          onConfirm: approveNow,
        })
      : approveNow();

  const reviewable = canReview && isReviewable(submission.status);
  // Plain elements with this file's classes for the frame and rows (the look of Mantine's Paper, Stack, Group and
  // Text): an open card renders up to its creator's every video (docs/performance.md, "Plain elements for repeated
  // rows").
  return (
    <article aria-label={title} className={classes.item}>
      <div className={classes.column}>
        <div className={classes.headRow}>
          <div className={classes.row}>
            <p className={classes.title}>{title}</p>
            <SubmissionStatusBadge status={submission.status} />
            {resubmitted && (
              <Badge variant="outline" color="gray" c="dark.6" tt="none" radius="sm">
                Resubmitted revision
              </Badge>
            )}
          </div>
          {submitted && <p className={classes.submitted}>Submitted {submitted}</p>}
        </div>
        <div className={classes.fields}>
          <Field label="Video link">
            {submission.videoUrl ? (
              <Anchor href={submission.videoUrl} target="_blank" rel="noopener noreferrer" fz="inherit">
                <span className={classes.link}>
                  <span className={classes.linkText}>{submission.videoUrl}</span>
                  <IconExternalLink size={14} aria-hidden className={classes.linkIcon} />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </span>
              </Anchor>
            ) : (
              <span className={classes.dimmed}>Not provided</span>
            )}
          </Field>
          <Field label="Spark code">
            {submission.sparkCode ? (
              <span className={classes.code}>{submission.sparkCode}</span>
            ) : (
              <span className={classes.dimmed}>Not provided</span>
            )}
          </Field>
        </div>
        <VideoTimerNotes submission={submission} />
        <VideoReview projectId={projectId} submission={submission} canReview={reviewable} />
        <VideoDownloadRow submission={submission} />
        <ReviewNotes submission={submission} />
        {isAdmin && <InternalReviewNotes notes={submission.internalNotes} />}
        {reviewable && isAdmin && (noteOpen || mode !== 'actions') && (
          <InternalNoteField
            value={internalNote}
            onChange={setInternalNote}
            disabled={action.isPending}
            focusOnMount={mode === 'actions'}
          />
        )}
        {reviewable && mode === 'actions' && (
          // Phones: one button per row, the approval first.
          <div className={classes.actions}>
            {isAdmin && !noteOpen && (
              <Button
                variant="subtle"
                color="violet.9"
                size="sm"
                leftSection={<IconLock size={16} aria-hidden />}
                disabled={action.isPending}
                onClick={() => setNoteOpen(true)}
                className={classes.addNote}
              >
                Add internal note
              </Button>
            )}
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
            {!revisionCapped(submission) && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconMessage size={16} aria-hidden />}
                disabled={action.isPending}
                onClick={() => setMode('revision')}
              >
                Request Revision
              </Button>
            )}
            <LoadingButton
              color="teal.9"
              size="sm"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={action.isPending}
              onClick={approve}
            >
              Approve
            </LoadingButton>
          </div>
        )}
        {reviewable && mode !== 'actions' && (
          <Suspense
            fallback={
              <Center py="sm" role="status" aria-label="Loading">
                <Loader size="sm" />
              </Center>
            }
          >
            <NoteForm
              kind={mode}
              busy={action.isPending}
              onCancel={() => setMode('actions')}
              onSend={(text) =>
                run(
                  mode === 'revision'
                    ? { kind: 'revision', ...seen, comment: text, ...note }
                    : { kind: 'reject', ...seen, reason: text, ...note },
                )
              }
            />
          </Suspense>
        )}
      </div>
    </article>
  );
});

/** A video the creator has not started yet. */
export function MissingVideo({ videoNumber }: { videoNumber: number }) {
  return (
    <article aria-label={`Video ${videoNumber}`} className={`${classes.item} ${classes.missing}`}>
      <div className={classes.row}>
        <p className={classes.title}>Video {videoNumber}</p>
        <p className={classes.notStarted}>Not started yet</p>
      </div>
    </article>
  );
}
