/**
 * Downloading approved content (issue 20, docs/videos.md "Downloads and exports"): the readable file name of an
 * approved video, and what the API answers for a single download and for a project's zip of approved videos.
 */

/** The file types a video may have (docs/videos.md `VideoFileRecord.contentType`) and their extension. */
const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The longest part a name contributes to a file name, so a download's name stays readable. */
const MAX_PART_CHARS = 40;

/**
 * A name as a part of a file name: letters and digits only (accents dropped), every other run of characters one
 * hyphen, cut to 40 characters; `fallback` when nothing is left. Safe in a quoted `Content-Disposition` filename
 * and on every file system.
 */
export function fileNamePart(name: string | undefined, fallback: string): string {
  const safe = (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PART_CHARS)
    .replace(/-+$/g, '');
  return safe || fallback;
}

/** The extension of a video file, by its content type, else by its stored key ('mp4' when neither says). */
export function videoExtension(contentType: string | undefined, key?: string): string {
  const byType = contentType ? EXTENSIONS[contentType] : undefined;
  if (byType) return byType;
  const byKey = key?.match(/\.(mp4|mov|webm)$/i)?.[1];
  return byKey ? byKey.toLowerCase() : 'mp4';
}

/** `<brand>-<project>-<creator>-video-<n>.<ext>`: the name an approved video is downloaded under, alone or in a zip. */
export function videoDownloadName(input: {
  brandName: string | undefined;
  projectName: string | undefined;
  creatorName: string | undefined;
  videoNumber: number;
  contentType?: string;
  key?: string;
}): string {
  return [
    fileNamePart(input.brandName, 'brand'),
    fileNamePart(input.projectName, 'project'),
    fileNamePart(input.creatorName, 'creator'),
    `video-${input.videoNumber}.${videoExtension(input.contentType, input.key)}`,
  ].join('-');
}

/** `<brand>-<project>-approved-videos.zip`: the name a project's zip is downloaded under. */
export function exportDownloadName(brandName: string | undefined, projectName: string | undefined): string {
  return `${fileNamePart(brandName, 'brand')}-${fileNamePart(projectName, 'project')}-approved-videos.zip`;
}

/** The answer to a single video's download: a presigned GET that saves the file under `fileName`. */
export interface VideoDownload {
  url: string;
  fileName: string;
  /** When the URL stops working (ask again after). */
  expiresAt: string;
}

/** A project's zip: `preparing` until the zip is stored, then `ready` (with its URL) or `failed` (ask again). */
export type ProjectExportStatus = 'preparing' | 'ready' | 'failed';

export interface ProjectExport {
  id: string;
  projectId: string;
  status: ProjectExportStatus;
  createdAt: string;
  /** Who asked for it (their e-mail): they are told when it is ready. */
  requestedBy: string;
  readyAt?: string;
  /** How many videos it holds, and its size in bytes, once ready. */
  videoCount?: number;
  size?: number;
  /** Why it failed, in words, when it did. */
  error?: string;
  /** Once ready: a presigned GET of the zip, saved under `fileName`, and when that URL stops working. */
  downloadUrl?: string;
  fileName?: string;
  urlExpiresAt?: string;
  /** When the zip itself is removed from storage (ask for a new one after). */
  expiresAt: string;
}

/** How long a stored zip is kept (the storage lifecycle rule expires `private/exports/` after this many days). */
export const EXPORT_RETENTION_DAYS = 7;
/** How long a presigned download URL works, in seconds. */
export const DOWNLOAD_URL_SECONDS = 15 * 60;
