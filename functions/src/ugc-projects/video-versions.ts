import {
  revisionLimit,
  revisionTextFromComments,
  VIDEO_REVIEW_MESSAGES,
  type ExtraRound,
  type VideoComment,
  type VideoFile,
  type VideoReview,
  type VideoVersion,
} from '@reelbridge/shared';
import type {
  ProjectBundle,
  ProjectRecord,
  SubmissionRecord,
  VideoCommentRecord,
  VideoFileRecord,
  VideoReviewRecord,
  VideoVersionRecord,
} from '../data/projects';
import { badRequest, conflict } from '../lib/errors';
import { getUrlSigner } from '../lib/presign-get';
import { s3, uploadsBucket } from '../lib/s3';

/**
 * Issue 20, versions and review (docs/videos.md): every delivery of a video is kept as a version, a review is stored
 * on the newest one, revision requests are counted against the project's cap plus the extra rounds granted, and the
 * screens get short-lived URLs to play the files. Pure rules here; the service (service.ts, video-comments.ts) writes.
 */

/** How long a playback or poster URL works: an hour; the screens ask again (refetch the project) once it has expired. */
export const MEDIA_URL_SECONDS = 60 * 60;

/** The most comments one video may have, so a project stays one Query of bounded size. */
export const MAX_COMMENTS_PER_VIDEO = 100;

/**
 * The versions a video has, as stored; a video delivered before versions existed (no `versions`, but a `submittedAt`)
 * reads as one version V1 made of its current fields and its last review (no migration: docs/videos.md).
 */
export function versionsOf(submission: SubmissionRecord): VideoVersionRecord[] {
  if (submission.versions) return submission.versions;
  if (!submission.submittedAt || submission.status === 'draft') return [];
  const legacy: VideoVersionRecord = { number: 1, submittedAt: submission.submittedAt };
  if (submission.videoUrl) legacy.videoUrl = submission.videoUrl;
  if (submission.sparkCode) legacy.sparkCode = submission.sparkCode;
  if (submission.reviewedAt && isReviewStatus(submission.status)) {
    legacy.review = {
      status: submission.status,
      at: submission.reviewedAt,
      by: submission.reviewedBy ?? '',
      ...(submission.reviewNotes ? { notes: submission.reviewNotes } : {}),
    };
  }
  return [legacy];
}

function isReviewStatus(status: SubmissionRecord['status']): status is VideoReviewRecord['status'] {
  return status === 'approved' || status === 'revision_requested' || status === 'rejected';
}

/**
 * The fields a delivery (submit all, resubmit) adds: the video's versions with a new one copied from the working
 * fields of `delivered`, on top of those `before` had.
 */
export function deliveryFields(
  before: SubmissionRecord | undefined,
  delivered: SubmissionRecord,
  now: string,
): Pick<SubmissionRecord, 'versions' | 'submittedAt'> {
  const earlier = before ? versionsOf(before) : [];
  const version: VideoVersionRecord = { number: earlier.length + 1, submittedAt: now };
  if (delivered.videoUrl) version.videoUrl = delivered.videoUrl;
  if (delivered.sparkCode) version.sparkCode = delivered.sparkCode;
  if (delivered.sparkExpiresAt) version.sparkExpiresAt = delivered.sparkExpiresAt;
  if (delivered.file) version.file = delivered.file;
  return { versions: [...earlier, version], submittedAt: now };
}

/** The cap of a project: its own `revisionCap`, else the default (2). */
export const revisionCapOf = (project: ProjectRecord & { revisionCap?: number }) => project.revisionCap;

/** How many revision requests the video may have in all. */
export const revisionLimitOf = (project: ProjectRecord, submission: SubmissionRecord) =>
  revisionLimit(revisionCapOf(project), submission.extraRounds?.length ?? 0);

/**
 * What a review changes on a video beyond its status: the review on the newest version, the revision count, and
 * (for a revision request made of comments) the request's words. A revision request beyond the cap is refused (409);
 * asking again for a revision of a version that already has one counts no new round.
 */
export function reviewFields(
  bundle: ProjectBundle,
  submission: SubmissionRecord,
  review: Omit<VideoReviewRecord, 'notes'> & { notes?: string },
  commentIds: string[] = [],
): { notes: string | undefined; fields: Pick<SubmissionRecord, 'versions' | 'revisionCount'> } {
  let notes = review.notes;
  let revisionCount = submission.revisionCount ?? 0;
  if (review.status === 'revision_requested') {
    if (commentIds.length) {
      const wanted = new Set(commentIds);
      const chosen = (bundle.comments ?? []).filter(
        (comment) => comment.submissionId === submission.id && wanted.has(comment.id),
      );
      if (chosen.length !== wanted.size) {
        throw badRequest(VIDEO_REVIEW_MESSAGES.commentsNotFound, {
          commentIds: VIDEO_REVIEW_MESSAGES.commentsNotFound,
        });
      }
      notes = revisionTextFromComments(chosen, notes);
    }
    if (submission.status !== 'revision_requested') {
      const limit = revisionLimitOf(bundle.project, submission);
      if (revisionCount >= limit) throw conflict(VIDEO_REVIEW_MESSAGES.revisionCapReached(limit));
      revisionCount += 1;
    }
  }
  const versions = [...versionsOf(submission)];
  const newest = versions.at(-1);
  const stored: VideoReviewRecord = { status: review.status, at: review.at, by: review.by };
  if (notes !== undefined) stored.notes = notes;
  if (review.automatic) stored.automatic = true;
  if (newest) versions[versions.length - 1] = { ...newest, review: stored };
  const fields: Pick<SubmissionRecord, 'versions' | 'revisionCount'> = {};
  if (versions.length) fields.versions = versions;
  if (review.status === 'revision_requested' || submission.revisionCount !== undefined) {
    fields.revisionCount = revisionCount;
  }
  return { notes, fields };
}

// ---------------------------------------------------------------- views

/** Presigned GET URLs by S3 key (files and posters); signing is local, no request to S3. */
export type MediaUrls = { urls: Map<string, string>; expiresAt: string };

/** Who a video's view is for: the creator sees their working file; reviewers see delivered versions. */
export type MediaAudience = 'admin' | 'brand' | 'creator';

function filesToShow(submission: SubmissionRecord, audience: MediaAudience): VideoFileRecord[] {
  const files = versionsOf(submission).flatMap((version) => (version.file ? [version.file] : []));
  if (submission.file && showsWorkingFile(submission, audience)) files.push(submission.file);
  return files;
}

/**
 * The file reviewers play, approve and download: the newest delivered version's. Never the working file as such: an
 * upload made while a revision is being prepared (or after a review of a video still waiting for its revision) stays
 * the creator's until it is delivered.
 */
export function deliveredFile(submission: SubmissionRecord): VideoFileRecord | undefined {
  return versionsOf(submission).at(-1)?.file;
}

/** The working file is the creator's; a reviewer sees it only when it is the file of the newest delivered version. */
function showsWorkingFile(submission: SubmissionRecord, audience: MediaAudience): boolean {
  if (audience === 'creator') return true;
  const delivered = deliveredFile(submission);
  return delivered !== undefined && delivered.key === submission.file?.key;
}

let signer: ReturnType<typeof getUrlSigner> | undefined;

/**
 * Signs a URL for every file and poster of the videos that the audience may play: locally, with the presigner made
 * once (lib/presign-get.ts; about 0.2 ms a URL where getSignedUrl took 3.5–5 ms).
 */
export async function signMedia(submissions: SubmissionRecord[], audience: MediaAudience): Promise<MediaUrls> {
  const keys = new Set<string>();
  for (const submission of submissions) {
    for (const file of filesToShow(submission, audience)) {
      keys.add(file.key);
      if (file.posterKey) keys.add(file.posterKey);
    }
  }
  const expiresAt = new Date(Date.now() + MEDIA_URL_SECONDS * 1000).toISOString();
  if (keys.size === 0) return { urls: new Map(), expiresAt };
  signer ??= getUrlSigner(s3(), uploadsBucket());
  const sign = signer;
  const signed = await Promise.all([...keys].map(async (key) => [key, await sign(key, MEDIA_URL_SECONDS)] as const));
  return { urls: new Map(signed), expiresAt };
}

function fileView(file: VideoFileRecord, media: MediaUrls | undefined): VideoFile {
  const playbackUrl = media?.urls.get(file.key);
  const posterUrl = file.posterKey ? media?.urls.get(file.posterKey) : undefined;
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
    ...(file.durationSeconds !== undefined ? { durationSeconds: file.durationSeconds } : {}),
    ...(playbackUrl ? { playbackUrl, urlsExpireAt: media!.expiresAt } : {}),
    ...(posterUrl ? { posterUrl } : {}),
  };
}

function reviewView(review: VideoReviewRecord, audience: MediaAudience): VideoReview {
  return {
    status: review.status,
    at: review.at,
    ...(review.notes !== undefined ? { notes: review.notes } : {}),
    ...(audience !== 'creator' && review.by ? { by: review.by } : {}),
    ...(review.automatic ? { automatic: true } : {}),
  };
}

function commentView(comment: VideoCommentRecord, audience: MediaAudience): VideoComment {
  return {
    id: comment.id,
    submissionId: comment.submissionId,
    versionNumber: comment.versionNumber,
    atSeconds: comment.atSeconds,
    text: comment.text,
    authorRole: comment.authorRole,
    ...(audience !== 'creator' ? { authorName: comment.authorName } : {}),
    createdAt: comment.createdAt,
  };
}

/** What the video views need beyond the submission itself: its project's cap, the comments, the signed URLs. */
export interface VideoContext {
  project: ProjectRecord;
  comments: VideoCommentRecord[];
  media?: MediaUrls;
}

/** The issue-20 fields of a video's view: its file, versions with their reviews, comments and revision rounds. */
export function videoReviewView(
  submission: SubmissionRecord,
  context: VideoContext | undefined,
  audience: MediaAudience,
): {
  file?: VideoFile;
  versions?: VideoVersion[];
  comments?: VideoComment[];
  revisionCount?: number;
  revisionLimit?: number;
  extraRounds?: ExtraRound[];
} {
  const media = context?.media;
  const versions = versionsOf(submission);
  const comments = (context?.comments ?? [])
    .filter((comment) => comment.submissionId === submission.id)
    .sort((a, b) => a.atSeconds - b.atSeconds || a.createdAt.localeCompare(b.createdAt));
  return {
    ...(submission.file && showsWorkingFile(submission, audience) ? { file: fileView(submission.file, media) } : {}),
    ...(versions.length
      ? {
          versions: versions.map((version) => ({
            number: version.number,
            submittedAt: version.submittedAt,
            ...(version.videoUrl ? { videoUrl: version.videoUrl } : {}),
            ...(version.sparkCode ? { sparkCode: version.sparkCode } : {}),
            ...(version.sparkExpiresAt ? { sparkExpiresAt: version.sparkExpiresAt } : {}),
            ...(version.file ? { file: fileView(version.file, media) } : {}),
            ...(version.review ? { review: reviewView(version.review, audience) } : {}),
          })),
        }
      : {}),
    comments: comments.map((comment) => commentView(comment, audience)),
    revisionCount: submission.revisionCount ?? 0,
    ...(context ? { revisionLimit: revisionLimitOf(context.project, submission) } : {}),
    extraRounds: (submission.extraRounds ?? []).map((round) => ({
      at: round.at,
      ...(audience !== 'creator' ? { by: round.byEmail } : {}),
    })),
  };
}
