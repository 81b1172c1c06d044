import { isReviewable, type SubmissionStatus } from '@reelbridge/shared';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { SubmissionRecord } from '../data/projects';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForBrand, type Principal } from '../lib/principal';
import { loadBundle, retryLostRaces, settle, videoEvent, viewFor, type Bundle, type CreatorEntry } from './bundle';
import * as timers from './review-timers';
import { reviewFields, versionsOf } from './video-versions';

/** The agency and the brand review videos: approve, request a revision, reject; the system approves late ones. */

export async function submissionInContext(principal: Principal, submissionId: string) {
  const found = await data.findSubmission(submissionId);
  if (!found) throw notFound('Submission not found');
  const bundle = await loadBundle(found.projectId);
  assertCanActForBrand(principal, bundle.project.brandId);
  const creator = bundle.creators.find(({ entry }) => entry.id === found.projectCreatorId);
  const submission = creator?.submissions.find((candidate) => candidate.id === submissionId);
  if (!creator || !submission) throw notFound('Submission not found');
  return { bundle, creator, submission };
}

const REVIEW_EVENTS = {
  approved: 'project.videoApproved',
  revision_requested: 'project.revisionRequested',
  rejected: 'project.videoRejected',
} as const;

/** Only the agency keeps internal notes: a brand user sending one is refused before anything is read. */
const INTERNAL_NOTE_ADMIN_ONLY = 'Only the agency can add an internal note to a review';

/** What a reviewer sends besides the review itself. */
export interface ReviewOptions {
  /** Admins only (issue 19): appended to the video's internal notes. */
  internalNote?: string | undefined;
  /**
   * The status the reviewer saw when they chose (docs/videos.md "Reviews"): when the video has moved on since (another
   * reviewer asked for a revision a moment earlier), the review is refused with 409 instead of overriding a decision
   * the reviewer never saw. The web app always sends it.
   */
  seenStatus?: SubmissionStatus | undefined;
  /**
   * The version the reviewer saw (V1, V2, …): the status alone comes back to 'submitted' once a revision is asked for
   * and the creator resubmits, so a review made on V1 would otherwise land on a V2 nobody watched.
   */
  seenVersion?: number | undefined;
}

type ReviewStatus = 'approved' | 'revision_requested' | 'rejected';

const REVIEWED_MEANWHILE = 'This video was reviewed meanwhile. Reload to see its status.';
const NEWER_VERSION = 'This video has a newer version than the one you saw. Reload to watch it before you review.';

/**
 * Reviews one video. `notes` (a revision's comment, a rejection's reason) is shared: the creator and the brand read
 * it, and it is on the event. `internalNote` (admins only, issue 19) is appended to the video's internal notes and is
 * deliberately not on the event, so no activity line, notification or e-mail can carry it.
 */
async function review(
  principal: Principal,
  submissionId: string,
  status: ReviewStatus,
  notes: string | undefined,
  options: ReviewOptions,
  now: string,
  commentIds: string[] = [],
) {
  const { internalNote } = options;
  if (internalNote && principal.role !== 'admin') throw forbidden(INTERNAL_NOTE_ADMIN_ONLY);
  let firstRead: number | undefined;
  const bundle = await retryLostRaces(async () => {
    const { bundle, creator, submission } = await submissionInContext(principal, submissionId);
    // Read again after a lost race: the review goes on only while the video itself is as first read.
    firstRead ??= submission.version;
    if (submission.version !== firstRead) throw conflict(REVIEWED_MEANWHILE);
    const changes = reviewChanges(principal, bundle, creator, submission, status, notes, options, now, commentIds);
    return { changes, answer: bundle };
  });
  logger.info('Submission reviewed', { submissionId, status, by: principal.userId });
  return viewFor(principal, bundle, now);
}

/**
 * The review's writes: the video at the version read, its creator's entry and the project settled (bundle.ts), and
 * the event. `bundle` is left as written, for the answer.
 */
function reviewChanges(
  principal: Principal,
  bundle: Bundle,
  creator: CreatorEntry,
  submission: SubmissionRecord,
  status: ReviewStatus,
  comment: string | undefined,
  { internalNote, seenStatus, seenVersion }: ReviewOptions,
  now: string,
  commentIds: string[],
): Changes {
  if (seenStatus !== undefined && seenStatus !== submission.status) throw conflict(REVIEWED_MEANWHILE);
  if (seenVersion !== undefined && seenVersion !== versionsOf(submission).at(-1)?.number) {
    throw conflict(NEWER_VERSION);
  }
  if (!isReviewable(submission.status)) {
    throw conflict(`This video is ${submission.status.replace('_', ' ')} and cannot be reviewed now`);
  }
  if (timers.isSystemReviewer(principal)) timers.assertAutoApprovable(bundle.project, submission, now);
  // Issue 20: the review goes on the newest version; a revision request counts against the cap (409 beyond it).
  const reviewed = reviewFields(
    bundle,
    submission,
    { status, notes: comment, at: now, by: principal.email },
    commentIds,
  );
  const notes = reviewed.notes;
  const changes = new Changes();
  const next: SubmissionRecord = {
    ...submission,
    ...reviewed.fields,
    status,
    reviewedAt: now,
    reviewedBy: principal.userId,
    updatedAt: now,
    version: submission.version + 1,
  };
  if (notes !== undefined) next.reviewNotes = notes;
  timers.markReviewer(principal, next);
  if (internalNote) {
    const note = { text: internalNote, at: now, by: principal.email, action: status };
    next.internalNotes = [...(submission.internalNotes ?? []), note];
  }
  changes.put(`sub:${submission.videoNumber}`, data.items.submission(next), submission.version);
  creator.submissions = creator.submissions.map((candidate) => (candidate.id === submission.id ? next : candidate));
  settle(bundle, new Set([creator.entry.id]), changes, now);
  addEvent(
    changes,
    videoEvent(principal, bundle, creator, submission, REVIEW_EVENTS[status], {
      before: submission.status,
      after: status,
      ...(notes !== undefined ? { comment: notes } : {}),
      ...timers.automaticReviewDetails(principal, bundle.project),
    }),
    now,
  );
  return changes;
}

export const approveSubmission = (
  principal: Principal,
  submissionId: string,
  options: ReviewOptions = {},
  now = new Date().toISOString(),
) => review(principal, submissionId, 'approved', undefined, options, now);
export const requestRevision = (
  principal: Principal,
  submissionId: string,
  comment: string | undefined,
  options: ReviewOptions = {},
  now = new Date().toISOString(),
  commentIds: string[] = [],
) => review(principal, submissionId, 'revision_requested', comment || undefined, options, now, commentIds);
export const rejectSubmission = (
  principal: Principal,
  submissionId: string,
  reason: string,
  options: ReviewOptions = {},
  now = new Date().toISOString(),
) => review(principal, submissionId, 'rejected', reason, options, now);

/**
 * Issue 20: approves a video nobody reviewed in time, as the system (ugc-projects/timers.ts, the scheduled job): only
 * while it is pending and its `reviewDueAt` has passed, written at the version read (409 otherwise, nothing written).
 */
export const autoApprove = (submissionId: string, now = new Date().toISOString()) =>
  review(timers.SYSTEM_REVIEWER, submissionId, 'approved', undefined, {}, now);
