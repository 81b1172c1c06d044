import { formatVideoTime, newId, VIDEO_REVIEW_MESSAGES, type VideoCommentFields } from '@reelbridge/shared';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { SubmissionRecord, VideoCommentRecord } from '../data/projects';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { commit, videoEvent, viewFor } from './bundle';
import { submissionInContext } from './reviews';
import { MAX_COMMENTS_PER_VIDEO, revisionLimitOf, versionsOf } from './video-versions';

/**
 * Issue 20: reviewers (the agency and the brand's users) pin comments to a second of a video's version, and grant a
 * video an extra revision round once its cap is reached (docs/videos.md). Each is one transaction with its event;
 * the answer is the project as the reviewer reads it (GET /ugc-projects/{id}).
 */

/** Adds a comment at a time of one version of the video; the activity history gets a line (project.videoCommented). */
export async function addComment(
  principal: Principal,
  submissionId: string,
  input: VideoCommentFields,
  now = new Date().toISOString(),
) {
  if (principal.role === 'creator') throw forbidden();
  const { bundle, creator, submission } = await submissionInContext(principal, submissionId);
  const versions = versionsOf(submission);
  if (versions.length === 0) throw conflict(VIDEO_REVIEW_MESSAGES.notDelivered);
  const version = versions.find((candidate) => candidate.number === input.versionNumber);
  if (!version) {
    throw badRequest(VIDEO_REVIEW_MESSAGES.noSuchVersion, { versionNumber: VIDEO_REVIEW_MESSAGES.noSuchVersion });
  }
  const length = version.file?.durationSeconds;
  if (length !== undefined && input.atSeconds > length) {
    throw badRequest(VIDEO_REVIEW_MESSAGES.beyondEnd, { atSeconds: VIDEO_REVIEW_MESSAGES.beyondEnd });
  }
  const existing = (bundle.comments ?? []).filter((comment) => comment.submissionId === submission.id);
  if (existing.length >= MAX_COMMENTS_PER_VIDEO) {
    throw conflict(`This video has ${MAX_COMMENTS_PER_VIDEO} comments, the most one video can have`);
  }
  const comment: VideoCommentRecord = {
    id: newId('comment'),
    projectId: bundle.project.id,
    submissionId: submission.id,
    versionNumber: version.number,
    atSeconds: input.atSeconds,
    text: input.text,
    authorId: principal.userId,
    authorName: principal.email,
    authorRole: principal.role,
    createdAt: now,
  };
  const changes = new Changes();
  changes.put(`comment:${comment.id}`, data.items.videoComment(comment), undefined);
  addEvent(
    changes,
    videoEvent(principal, bundle, creator, submission, 'project.videoCommented', {
      count: version.number,
      comment: `${formatVideoTime(comment.atSeconds)} ${comment.text}`,
    }),
    now,
  );
  await commit(changes);
  bundle.comments = [...(bundle.comments ?? []), comment];
  logger.info('Video comment added', { submissionId, commentId: comment.id, by: principal.userId });
  return viewFor(principal, bundle, now);
}

/**
 * Grants one more revision round to a video whose revision requests reached the project's cap (plus rounds granted
 * before): recorded on the video with who and when, evented (project.extraRoundGranted). Only while the video waits
 * for review, and only when no round is left (409 otherwise), at the version read.
 */
export async function grantExtraRound(principal: Principal, submissionId: string, now = new Date().toISOString()) {
  if (principal.role === 'creator') throw forbidden();
  const { bundle, creator, submission } = await submissionInContext(principal, submissionId);
  if (submission.status !== 'pending' && submission.status !== 'submitted') {
    throw conflict(VIDEO_REVIEW_MESSAGES.extraRoundNotReviewable);
  }
  const limit = revisionLimitOf(bundle.project, submission);
  if ((submission.revisionCount ?? 0) < limit) throw conflict(VIDEO_REVIEW_MESSAGES.extraRoundNotNeeded);
  const next: SubmissionRecord = {
    ...submission,
    extraRounds: [...(submission.extraRounds ?? []), { at: now, by: principal.userId, byEmail: principal.email }],
    updatedAt: now,
    version: submission.version + 1,
  };
  const changes = new Changes();
  changes.put(`sub:${submission.videoNumber}`, data.items.submission(next), submission.version);
  addEvent(
    changes,
    videoEvent(principal, bundle, creator, submission, 'project.extraRoundGranted', {
      count: limit + 1,
    }),
    now,
  );
  await commit(changes, 'This video changed meanwhile. Reload and try again.');
  creator.submissions = creator.submissions.map((candidate) => (candidate.id === submission.id ? next : candidate));
  logger.info('Extra revision round granted', { submissionId, by: principal.userId });
  return viewFor(principal, bundle, now);
}
