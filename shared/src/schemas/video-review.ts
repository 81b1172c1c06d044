import * as z from 'zod';
import { idPattern } from '../ids';
import { VIDEO_COMMENT_MAX } from '../rules/video-review';

/**
 * Issue 20, versions and review: what a reviewer sends to pin a comment to a second of a video, to make a revision
 * request of such comments, and to grant a video an extra revision round (docs/videos.md).
 */

/** At most this many comments make one revision request. */
export const MAX_REVISION_COMMENTS = 50;
/** The longest time a comment may be pinned to, when the video's length is unknown: 24 hours. */
export const MAX_COMMENT_SECONDS = 24 * 60 * 60;

export const VIDEO_REVIEW_MESSAGES = {
  commentRequired: 'Please write a comment',
  commentTooLong: `A comment is at most ${VIDEO_COMMENT_MAX} characters`,
  timeInvalid: 'The time must be 0 seconds or more',
  versionInvalid: 'Choose a version of the video',
  noSuchVersion: 'This video has no such version',
  beyondEnd: 'The time is after the end of the video',
  notDelivered: 'This video has not been delivered yet',
  commentsNotFound: 'Some of the chosen comments are not on this video',
  revisionCapReached: (limit: number) =>
    `This video has had its ${limit === 1 ? '1 revision round' : `${limit} revision rounds`}. Grant an extra round to request another revision.`,
  extraRoundNotNeeded: 'This video still has a revision round left',
  extraRoundNotReviewable: 'An extra round can be granted only while the video waits for review',
} as const;

export const videoCommentCreateSchema = z
  .object({
    versionNumber: z
      .number({ error: VIDEO_REVIEW_MESSAGES.versionInvalid })
      .int({ error: VIDEO_REVIEW_MESSAGES.versionInvalid })
      .min(1, { error: VIDEO_REVIEW_MESSAGES.versionInvalid })
      .max(1000, { error: VIDEO_REVIEW_MESSAGES.versionInvalid }),
    atSeconds: z
      .number({ error: VIDEO_REVIEW_MESSAGES.timeInvalid })
      .finite({ error: VIDEO_REVIEW_MESSAGES.timeInvalid })
      .min(0, { error: VIDEO_REVIEW_MESSAGES.timeInvalid })
      .max(MAX_COMMENT_SECONDS, { error: VIDEO_REVIEW_MESSAGES.beyondEnd })
      // Tenths of a second are as fine as a player seeks; a stored time never carries float noise.
      .transform((value) => Math.round(value * 10) / 10),
    text: z
      .string({ error: VIDEO_REVIEW_MESSAGES.commentRequired })
      .trim()
      .min(1, { error: VIDEO_REVIEW_MESSAGES.commentRequired })
      .max(VIDEO_COMMENT_MAX, { error: VIDEO_REVIEW_MESSAGES.commentTooLong }),
  })
  .strict();
export type VideoCommentInput = z.input<typeof videoCommentCreateSchema>;
export type VideoCommentFields = z.output<typeof videoCommentCreateSchema>;

/** The comments a revision request is made of (their ids, on the video being reviewed). */
export const revisionCommentIdsSchema = z
  .array(z.string().trim().regex(idPattern('comment'), { error: VIDEO_REVIEW_MESSAGES.commentsNotFound }), {
    error: VIDEO_REVIEW_MESSAGES.commentsNotFound,
  })
  .max(MAX_REVISION_COMMENTS, { error: `At most ${MAX_REVISION_COMMENTS} comments make one revision request` })
  .optional();

/** Granting an extra revision round takes nothing but the video (in the path). */
export const extraRoundSchema = z.object({}).strict();
