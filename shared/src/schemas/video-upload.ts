import * as z from 'zod';

/**
 * The creator's upload of a video file (issue 20, docs/videos.md): limits the browser checks before any request and
 * the server checks again, and the bodies of the upload's routes.
 */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Parts are at least this large (S3 needs 5 MiB for every part but the last), and at most 10,000 of them. */
export const VIDEO_MIN_PART_BYTES = 8 * 1024 * 1024;
export const VIDEO_MAX_PARTS = 10_000;
/** Part URLs asked for at once. */
export const VIDEO_SIGN_BATCH = 10;
/** The poster frame captured in the browser: a small JPEG. */
export const VIDEO_POSTER_MAX_BYTES = 512 * 1024;

export const VIDEO_TYPES = {
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
} as const;
export type VideoContentType = keyof typeof VIDEO_TYPES;
const TYPE_NAMES = Object.keys(VIDEO_TYPES) as [VideoContentType, ...VideoContentType[]];

export const VIDEO_MESSAGES = {
  type: 'Choose an MP4, MOV or WebM video',
  tooLarge: 'The video is larger than 2 GB',
  empty: 'The file is empty',
  notVideo: 'This file is not an MP4, MOV or WebM video. Choose the video file itself.',
  sizeMismatch: 'The uploaded file is not the size that was announced. Upload it again.',
  locked: 'This video can no longer be changed: it is being reviewed',
  uploadGone: 'This upload no longer exists. Choose the file again to start over.',
  partsIncomplete: 'Some parts of the file have not been uploaded yet',
  partsMismatch: 'The parts do not match what was uploaded. Choose the file again to resume.',
} as const;

/**
 * The file's type: its extension's, when the declared type agrees (or the browser gave none). Undefined: not a video
 * we take. The server checks the first bytes after the upload anyway (videos/service.ts).
 */
export function videoContentType(fileName: string, declaredType: string): VideoContentType | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const byExtension = TYPE_NAMES.find((type) => (VIDEO_TYPES[type] as readonly string[]).includes(extension));
  if (!byExtension) return undefined;
  const declared = declaredType.trim().toLowerCase();
  const untyped = declared === '' || declared === 'application/octet-stream';
  return untyped || declared === byExtension ? byExtension : undefined;
}

/** The part size the server chooses: whole MiB, at least 8 MiB, so that the file is at most 10,000 parts. */
export function videoPartSize(size: number): number {
  const mib = 1024 * 1024;
  return Math.max(VIDEO_MIN_PART_BYTES, Math.ceil(size / VIDEO_MAX_PARTS / mib) * mib);
}

export function videoPartCount(size: number, partSize: number): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** The browser's check of a chosen file, before any request: the message to show, or undefined. */
export function videoFileProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!videoContentType(file.name, file.type)) return VIDEO_MESSAGES.type;
  if (file.size <= 0) return VIDEO_MESSAGES.empty;
  if (file.size > VIDEO_MAX_BYTES) return VIDEO_MESSAGES.tooLarge;
  return undefined;
}

/** POST /video-uploads: one video of the creator's own project entry. */
export const videoUploadCreateSchema = z
  .object({
    projectId: z.string().trim().min(1).max(40),
    videoNumber: z.number({ error: 'Choose a video' }).int().min(1).max(50),
    fileName: z.string().trim().min(1, { error: 'File name is required' }).max(255, { error: 'File name is too long' }),
    contentType: z.string().trim().max(100),
    size: z
      .number({ error: 'File size is required' })
      .int()
      .positive({ error: VIDEO_MESSAGES.empty })
      .max(VIDEO_MAX_BYTES, { error: VIDEO_MESSAGES.tooLarge }),
  })
  .strict();
export type VideoUploadCreate = z.output<typeof videoUploadCreateSchema>;

const partNumber = z.number().int().min(1).max(VIDEO_MAX_PARTS);

/** POST /video-uploads/{id}/parts: URLs for a few part numbers at a time. */
export const videoUploadSignSchema = z
  .object({
    partNumbers: z
      .array(partNumber)
      .min(1, { error: 'Name at least one part' })
      .max(VIDEO_SIGN_BATCH, { error: `At most ${VIDEO_SIGN_BATCH} parts at a time` }),
  })
  .strict();

/** POST /video-uploads/{id}/complete: every part with the ETag S3 gave it, in order. */
export const videoUploadCompleteSchema = z
  .object({
    parts: z
      .array(z.object({ partNumber, etag: z.string().trim().min(1).max(200) }).strict())
      .min(1)
      .max(VIDEO_MAX_PARTS),
    /** The video's length in seconds, as the browser read it. */
    durationSeconds: z.number().nonnegative().max(86_400).optional(),
  })
  .strict();

/** POST /video-uploads/{id}/poster: the size of the JPEG frame about to be sent. */
export const videoPosterSchema = z
  .object({
    size: z.number().int().positive().max(VIDEO_POSTER_MAX_BYTES, { error: 'The poster frame is too large' }),
  })
  .strict();

/** The answers. */
export interface VideoUploadSession {
  uploadId: string;
  partSize: number;
  partCount: number;
}
export interface VideoPartUrls {
  parts: { partNumber: number; url: string }[];
  expiresAt: string;
}
export interface VideoStoredParts {
  parts: { partNumber: number; etag: string; size: number }[];
}
export interface VideoPosterUrl {
  url: string;
  headers: Record<string, string>;
}
export interface UploadedVideoFile {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  hasPoster: boolean;
}
