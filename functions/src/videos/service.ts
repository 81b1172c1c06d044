import { randomUUID } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  isEditable,
  isId,
  newId,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
  VIDEO_POSTER_MAX_BYTES,
  videoContentType,
  videoPartCount,
  videoPartSize,
  type UploadedVideoFile,
  type VideoContentType,
  type VideoPartUrls,
  type VideoPosterUrl,
  type VideoStoredParts,
  type VideoUploadCreate,
  type VideoUploadSession,
} from '@reelbridge/shared';
import { Changes } from '../data/changes';
import * as projects from '../data/projects';
import type { SubmissionRecord, VideoFileRecord } from '../data/projects';
import {
  completedVideoUploadItem,
  deleteVideoUpload,
  getVideoUpload,
  putNewVideoUpload,
  setVideoUploadPoster,
  VIDEO_UPLOAD_TTL_SECONDS,
  type VideoUploadRecord,
} from '../data/video-uploads';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { s3, uploadsBucket } from '../lib/s3';
import { entryOf, loadBundle, openCreatorEntry, settle } from '../ugc-projects/bundle';
import { saveDraft } from '../ugc-projects/deliveries';

/** Part URLs are short-lived: S3 checks the expiry when a request starts, so a slow part still finishes. */
export const PART_URL_SECONDS = 600;
const POSTER_URL_SECONDS = 300;
/**
 * S3 may take seconds to assemble a large upload (AWS: "could take several minutes"; it keeps the connection open), far
 * beyond the 3 s the clients allow a call (lib/aws-config.ts); the videos function has 29 s (api-stack.ts).
 */
export const COMPLETE_TIMEOUT_MS = 25_000;
/** How many bytes of the object's start the container check reads. */
const SNIFF_BYTES = 64;
const UPLOAD_NOT_FOUND = 'Upload not found';
const KEY_EXTENSION: Record<VideoContentType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

type CreatorPrincipal = Extract<Principal, { role: 'creator' }>;

function asCreator(principal: Principal): CreatorPrincipal {
  if (principal.role !== 'creator') throw forbidden('Only the creator uploads their videos');
  return principal;
}

/** The caller's own upload: an id of another form was never issued; another creator's is not theirs to touch. */
async function ownUpload(principal: Principal, uploadId: string): Promise<VideoUploadRecord> {
  const creator = asCreator(principal);
  if (!isId('videoUpload', uploadId)) throw notFound(UPLOAD_NOT_FOUND);
  const upload = await getVideoUpload(uploadId);
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  if (upload.creatorId !== creator.creatorId) throw forbidden('This upload is not yours');
  return upload;
}

function openUpload(upload: VideoUploadRecord): void {
  if (upload.completedAt) throw conflict('This upload is already complete');
}

const s3Name = (error: unknown) => (error as { name?: string }).name ?? '';

// ---------------------------------------------------------------- start

/**
 * POST /video-uploads: checks the file's type and size, the project (open, the caller on it, the video's number) and
 * the video (editable; a draft made for it if the slot has none, as saving a draft does), then starts a multipart
 * upload under a key of the server's and records the session.
 */
export async function createUpload(
  principal: Principal,
  body: VideoUploadCreate,
  now = new Date().toISOString(),
): Promise<VideoUploadSession> {
  const creator = asCreator(principal);
  const contentType = videoContentType(body.fileName, body.contentType);
  if (!contentType) throw badRequest(VIDEO_MESSAGES.type, { fileName: VIDEO_MESSAGES.type });
  if (!isId('project', body.projectId)) throw notFound('Project not found');
  let { bundle, creator: entry } = await openCreatorEntry(body.projectId, creator.creatorId);
  if (body.videoNumber > entry.entry.videoCount) {
    throw badRequest(`This project has ${entry.entry.videoCount} video(s)`, { videoNumber: 'No such video' });
  }
  let submission = entry.submissions.find((candidate) => candidate.videoNumber === body.videoNumber);
  if (submission && !isEditable(submission.status)) throw conflict(VIDEO_MESSAGES.locked);
  if (!submission) {
    await saveDraft(principal, body.projectId, {
      creatorId: creator.creatorId,
      submissions: [{ videoNumber: body.videoNumber }],
    } as Parameters<typeof saveDraft>[2]);
    bundle = await loadBundle(body.projectId);
    entry = entryOf(bundle, creator.creatorId);
    submission = entry.submissions.find((candidate) => candidate.videoNumber === body.videoNumber);
    if (!submission) throw conflict('Your videos changed meanwhile. Reload and try again.');
  }

  const partSize = videoPartSize(body.size);
  const partCount = videoPartCount(body.size, partSize);
  const key = `private/videos/${bundle.project.id}/${submission.id}/${randomUUID()}.${KEY_EXTENSION[contentType]}`;
  const started = await s3().send(
    new CreateMultipartUploadCommand({ Bucket: uploadsBucket(), Key: key, ContentType: contentType }),
  );
  const record: VideoUploadRecord = {
    id: newId('videoUpload'),
    creatorId: creator.creatorId,
    projectId: bundle.project.id,
    submissionId: submission.id,
    videoNumber: body.videoNumber,
    key,
    s3UploadId: started.UploadId!,
    fileName: body.fileName,
    contentType,
    size: body.size,
    partSize,
    partCount,
    createdAt: now,
    expiresAt: Math.floor(Date.parse(now) / 1000) + VIDEO_UPLOAD_TTL_SECONDS,
    version: 1,
  };
  await putNewVideoUpload(record);
  logger.info('Video upload started', { uploadId: record.id, projectId: record.projectId, size: body.size, partCount });
  return { uploadId: record.id, partSize, partCount };
}

// ---------------------------------------------------------------- parts

/** POST /video-uploads/{id}/parts: URLs for a few parts of this upload, each bound to the part's exact size. */
export async function signParts(principal: Principal, uploadId: string, partNumbers: number[]): Promise<VideoPartUrls> {
  const upload = await ownUpload(principal, uploadId);
  openUpload(upload);
  const beyond = partNumbers.find((number) => number > upload.partCount);
  if (beyond !== undefined) {
    const message = `This upload has ${upload.partCount} part(s)`;
    throw badRequest(message, { partNumbers: message });
  }
  const unique = [...new Set(partNumbers)].sort((a, b) => a - b);
  const parts = await Promise.all(
    unique.map(async (partNumber) => {
      const length =
        partNumber < upload.partCount ? upload.partSize : upload.size - upload.partSize * (upload.partCount - 1);
      const url = await getSignedUrl(
        s3(),
        new UploadPartCommand({
          Bucket: uploadsBucket(),
          Key: upload.key,
          UploadId: upload.s3UploadId,
          PartNumber: partNumber,
          ContentLength: length,
        }),
        { expiresIn: PART_URL_SECONDS, signableHeaders: new Set(['content-length']) },
      );
      return { partNumber, url };
    }),
  );
  return { parts, expiresAt: new Date(Date.now() + PART_URL_SECONDS * 1000).toISOString() };
}

/** GET /video-uploads/{id}/parts: what S3 holds of the upload (at most 10 pages of 1,000 parts). */
export async function storedParts(principal: Principal, uploadId: string): Promise<VideoStoredParts> {
  const upload = await ownUpload(principal, uploadId);
  openUpload(upload);
  const parts: VideoStoredParts['parts'] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await s3().send(
        new ListPartsCommand({
          Bucket: uploadsBucket(),
          Key: upload.key,
          UploadId: upload.s3UploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const part of page.Parts ?? []) {
        parts.push({ partNumber: part.PartNumber!, etag: part.ETag!, size: part.Size ?? 0 });
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (s3Name(error) === 'NoSuchUpload') throw notFound(VIDEO_MESSAGES.uploadGone);
    throw error;
  }
  return { parts };
}

/** POST /video-uploads/{id}/poster: a URL to PUT the poster JPEG of exactly the given size beside the video. */
export async function signPoster(principal: Principal, uploadId: string, size: number): Promise<VideoPosterUrl> {
  const upload = await ownUpload(principal, uploadId);
  openUpload(upload);
  const posterKey = upload.key.replace(/\.[a-z0-9]+$/, '.poster.jpg');
  if (upload.posterKey !== posterKey && (await setVideoUploadPoster(upload, posterKey)) === 'conflict') {
    throw conflict('This upload changed meanwhile. Try again.');
  }
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: uploadsBucket(), Key: posterKey, ContentType: 'image/jpeg', ContentLength: size }),
    { expiresIn: POSTER_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'Content-Type': 'image/jpeg' } };
}

// ---------------------------------------------------------------- complete

/** An MP4 or QuickTime file starts with an `ftyp` box; a WebM file with the EBML magic number. */
export function looksLikeVideo(contentType: VideoContentType, head: Uint8Array): boolean {
  if (contentType === 'video/webm') {
    return head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  }
  if (head.length < 8) return false;
  const box = String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!);
  if (box === 'ftyp') return true;
  // QuickTime files from before the ftyp box (older cameras) open with one of the classic atoms.
  return contentType === 'video/quicktime' && ['moov', 'wide', 'mdat', 'free', 'skip', 'pnot'].includes(box);
}

async function removeObjects(keys: (string | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await s3()
      .send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }))
      .catch((error: unknown) => logger.warn('An uploaded object could not be removed', { key, error: s3Name(error) }));
  }
}

async function objectHead(key: string): Promise<{ size: number } | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return { size: head.ContentLength ?? 0 };
  } catch (error) {
    if (['NotFound', 'NoSuchKey'].includes(s3Name(error))) return undefined;
    throw error;
  }
}

async function firstBytes(key: string): Promise<Uint8Array> {
  const object = await s3().send(
    new GetObjectCommand({ Bucket: uploadsBucket(), Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
  );
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** The poster, if one arrived and is a small JPEG; otherwise it is removed and the video has none. */
async function checkedPoster(upload: VideoUploadRecord): Promise<string | undefined> {
  if (!upload.posterKey) return undefined;
  const head = await objectHead(upload.posterKey);
  if (!head) return undefined;
  const bytes = head.size <= VIDEO_POSTER_MAX_BYTES ? await firstBytes(upload.posterKey) : new Uint8Array();
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return upload.posterKey;
  await removeObjects([upload.posterKey]);
  return undefined;
}

/** Keys a video's versions still name: their files stay (docs/videos.md: versions are never rewritten). */
function keptByVersions(submission: SubmissionRecord, key: string | undefined): boolean {
  return (
    !!key && (submission.versions ?? []).some((version) => version.file?.key === key || version.file?.posterKey === key)
  );
}

function fileView(file: VideoFileRecord): UploadedVideoFile {
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
    hasPoster: !!file.posterKey,
  };
}

/**
 * Assembles the parts in S3 (a completion S3 already made, answered NoSuchUpload, is picked up from the object), then
 * checks what arrived: the object's size is the declared one and within the limit, and its first bytes are the
 * container the type says. Otherwise the object is deleted and the creator told why.
 */
async function assemble(upload: VideoUploadRecord, parts: { partNumber: number; etag: string }[]): Promise<void> {
  const complete = parts.length === upload.partCount && parts.every((part, index) => part.partNumber === index + 1);
  if (!complete) throw badRequest(VIDEO_MESSAGES.partsIncomplete, { parts: VIDEO_MESSAGES.partsIncomplete });
  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: uploadsBucket(),
        Key: upload.key,
        UploadId: upload.s3UploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
      }),
      { requestTimeout: COMPLETE_TIMEOUT_MS },
    );
  } catch (error) {
    const name = s3Name(error);
    if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'].includes(name)) {
      throw badRequest(VIDEO_MESSAGES.partsMismatch, { parts: VIDEO_MESSAGES.partsMismatch });
    }
    if (name !== 'NoSuchUpload' || !(await objectHead(upload.key))) {
      if (name === 'NoSuchUpload') throw notFound(VIDEO_MESSAGES.uploadGone);
      throw error;
    }
  }
}

async function checkArrived(upload: VideoUploadRecord): Promise<number> {
  const head = await objectHead(upload.key);
  if (!head) throw notFound(VIDEO_MESSAGES.uploadGone);
  if (head.size > VIDEO_MAX_BYTES || head.size !== upload.size) {
    await removeObjects([upload.key, upload.posterKey]);
    await deleteVideoUpload(upload.id);
    const message = head.size > VIDEO_MAX_BYTES ? VIDEO_MESSAGES.tooLarge : VIDEO_MESSAGES.sizeMismatch;
    throw badRequest(message, { file: message });
  }
  if (!looksLikeVideo(upload.contentType, await firstBytes(upload.key))) {
    await removeObjects([upload.key, upload.posterKey]);
    await deleteVideoUpload(upload.id);
    logger.info('Upload refused: not a video container', { uploadId: upload.id, contentType: upload.contentType });
    throw badRequest(VIDEO_MESSAGES.notVideo, { file: VIDEO_MESSAGES.notVideo });
  }
  return head.size;
}

const ATTEMPTS = 3;

/** POST /video-uploads/{id}/complete. A repeat of a completion that succeeded answers the same and changes nothing. */
export async function completeUpload(
  principal: Principal,
  uploadId: string,
  body: { parts: { partNumber: number; etag: string }[]; durationSeconds?: number },
  now = new Date().toISOString(),
): Promise<UploadedVideoFile> {
  let upload = await ownUpload(principal, uploadId);
  if (upload.completedAt && upload.file) return fileView(upload.file);
  await assemble(upload, body.parts);
  const size = await checkArrived(upload);
  const posterKey = await checkedPoster(upload);
  const file: VideoFileRecord = {
    key: upload.key,
    fileName: upload.fileName,
    contentType: upload.contentType,
    size,
    ...(posterKey ? { posterKey } : {}),
    ...(body.durationSeconds !== undefined ? { durationSeconds: Math.round(body.durationSeconds * 10) / 10 } : {}),
    uploadedAt: now,
  };
  for (let attempt = 1; ; attempt++) {
    const outcome = await setFile(upload, file, now);
    if (outcome.status === 'ok') {
      if (outcome.replaced) await removeObjects(outcome.replaced);
      logger.info('Video uploaded', { uploadId, submissionId: upload.submissionId, size });
      return fileView(file);
    }
    if (outcome.status === 'locked') {
      await removeObjects([file.key, file.posterKey]);
      await deleteVideoUpload(upload.id);
      throw conflict(VIDEO_MESSAGES.locked);
    }
    // Someone wrote the video meanwhile (the creator's auto-save of the link): read again and try again.
    if (attempt >= ATTEMPTS) throw conflict('Your videos changed meanwhile. Try again.');
    const again = await getVideoUpload(uploadId);
    if (!again) throw notFound(VIDEO_MESSAGES.uploadGone);
    if (again.completedAt && again.file) return fileView(again.file);
    upload = again;
  }
}

type SetFileOutcome =
  { status: 'ok'; replaced: (string | undefined)[] } | { status: 'locked' } | { status: 'conflict' };

/** The video's `file`, in one transaction with the upload marked complete, only while the video may be edited. */
async function setFile(upload: VideoUploadRecord, file: VideoFileRecord, now: string): Promise<SetFileOutcome> {
  const bundle = await projects.getProjectBundle(upload.projectId);
  if (!bundle || bundle.project.deletingSince) return { status: 'locked' };
  if (bundle.project.status === 'draft' || bundle.project.status === 'completed') return { status: 'locked' };
  const creator = bundle.creators.find((candidate) => candidate.entry.creatorId === upload.creatorId);
  const submission = creator?.submissions.find((candidate) => candidate.id === upload.submissionId);
  if (!creator || !submission || !isEditable(submission.status)) return { status: 'locked' };
  const changes = new Changes();
  const updated: SubmissionRecord = { ...submission, file, updatedAt: now, version: submission.version + 1 };
  changes.put(`sub:${submission.videoNumber}`, projects.items.submission(updated), submission.version);
  creator.submissions = creator.submissions.map((candidate) => (candidate.id === submission.id ? updated : candidate));
  settle(bundle, new Set([creator.entry.id]), changes, now);
  const done = completedVideoUploadItem(upload, file, now);
  changes.put(done.key, done.item, done.expected);
  const result = await changes.commit();
  if (result !== 'ok') return { status: 'conflict' };
  const previous = submission.file;
  const replaced =
    previous && previous.key !== file.key && !keptByVersions(submission, previous.key)
      ? [previous.key, keptByVersions(submission, previous.posterKey) ? undefined : previous.posterKey]
      : [];
  return { status: 'ok', replaced };
}

// ---------------------------------------------------------------- abort and remove

/** DELETE /video-uploads/{id}: S3 drops the stored parts; the poster sent meanwhile goes too. */
export async function abortUpload(principal: Principal, uploadId: string): Promise<void> {
  const upload = await ownUpload(principal, uploadId);
  openUpload(upload);
  await s3()
    .send(new AbortMultipartUploadCommand({ Bucket: uploadsBucket(), Key: upload.key, UploadId: upload.s3UploadId }))
    .catch((error: unknown) => {
      if (s3Name(error) !== 'NoSuchUpload') throw error;
    });
  await removeObjects([upload.posterKey]);
  await deleteVideoUpload(upload.id);
  logger.info('Video upload aborted', { uploadId });
}

/** DELETE /ugc-projects/submissions/{submissionId}/file: the creator's own video, while it may be edited. */
export async function removeFile(
  principal: Principal,
  submissionId: string,
  now = new Date().toISOString(),
): Promise<void> {
  const creator = asCreator(principal);
  const found = await projects.findSubmission(submissionId);
  if (!found) throw notFound('Video not found');
  if (found.creatorId !== creator.creatorId) throw forbidden('This video is not yours');
  for (let attempt = 1; ; attempt++) {
    const { bundle, creator: entry } = await openCreatorEntry(found.projectId, creator.creatorId);
    const submission = entry.submissions.find((candidate) => candidate.id === submissionId);
    if (!submission) throw notFound('Video not found');
    if (!submission.file) return;
    if (!isEditable(submission.status)) throw conflict(VIDEO_MESSAGES.locked);
    const changes = new Changes();
    const { file: removed, ...rest } = submission;
    const updated: SubmissionRecord = { ...rest, updatedAt: now, version: submission.version + 1 };
    changes.put(`sub:${submission.videoNumber}`, projects.items.submission(updated), submission.version);
    entry.submissions = entry.submissions.map((candidate) => (candidate.id === submission.id ? updated : candidate));
    settle(bundle, new Set([entry.entry.id]), changes, now);
    const result = await changes.commit();
    if (result === 'ok') {
      await removeObjects([removed.key, removed.posterKey].filter((key) => !keptByVersions(submission, key)));
      return;
    }
    if (attempt >= ATTEMPTS) throw conflict('Your videos changed meanwhile. Reload and try again.');
  }
}
