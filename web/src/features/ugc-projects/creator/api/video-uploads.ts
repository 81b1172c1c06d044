import type { UploadedPart, UploadSession } from '@/lib/multipart-upload';
import { apiRequest } from '@/lib/api-client';

/** The creator's upload of a video file (issue 20, docs/videos.md): the API's side of the multipart flow. */
export const videoUploadApi = {
  /** POST /api/video-uploads: the server chooses the part size and count. */
  create: (body: { projectId: string; videoNumber: number; fileName: string; contentType: string; size: number }) =>
    apiRequest('videoUploads.create', { body }),
  signParts: async (uploadId: string, partNumbers: number[]) =>
    (await apiRequest('videoUploads.sign', { params: { id: uploadId }, body: { partNumbers } })).parts,
  listParts: async (uploadId: string) => (await apiRequest('videoUploads.parts', { params: { id: uploadId } })).parts,
  poster: (uploadId: string, size: number) =>
    apiRequest('videoUploads.poster', { params: { id: uploadId }, body: { size } }),
  complete: (uploadId: string, parts: UploadedPart[], durationSeconds?: number) =>
    apiRequest('videoUploads.complete', {
      params: { id: uploadId },
      body: durationSeconds === undefined ? { parts } : { parts, durationSeconds },
    }),
  abort: (uploadId: string) => apiRequest('videoUploads.abort', { params: { id: uploadId } }),
  /** DELETE /api/ugc-projects/submissions/{id}/file */
  removeFile: (submissionId: string) => apiRequest('videos.removeFile', { params: { submissionId } }),
};

/**
 * Where an unfinished upload is remembered, per creator, project, video and file (name, size, last change), so a
 * reload or a lost connection resumes it when the same file is chosen again.
 */
export interface RememberedUpload extends UploadSession {
  startedAt: string;
}

const PREFIX = 'reelbridge:video-upload:';
/** Kept a little less than the server keeps an unfinished upload (a day). */
const KEEP_MS = 20 * 3600 * 1000;

export function uploadMemoryKey(
  creatorId: string,
  projectId: string,
  videoNumber: number,
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
): string {
  return `${PREFIX}${creatorId}:${projectId}:${videoNumber}:${file.name}:${file.size}:${file.lastModified}`;
}

export function recallUpload(key: string, now = Date.now()): RememberedUpload | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as RememberedUpload;
    if (!value.uploadId || now - Date.parse(value.startedAt) > KEEP_MS) {
      window.localStorage.removeItem(key);
      return undefined;
    }
    return value;
  } catch {
    return undefined;
  }
}

export function rememberUpload(key: string, session: UploadSession, now = new Date()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...session, startedAt: now.toISOString() }));
  } catch {
    // Private mode or a full storage: the upload works, it only cannot resume after a reload.
  }
}

export function forgetUpload(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing remembered
  }
}
