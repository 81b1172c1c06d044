import type { UploadFolder } from '@reelbridge/shared/constants';
import { apiRequest } from '@/lib/api-client';

/** Where a file goes: the upload folder and its owner (a brand, or for a W-9 the creator). */
export interface UploadTarget {
  folder: UploadFolder;
  brandId?: string;
  creatorId?: string;
}

/** A file stored by the presigned flow. */
export interface UploadedFile {
  /** The object key; what a form sends back to the API. */
  key: string;
  /** Where the file can be read (public product media only). */
  publicUrl?: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

/** The PUT to storage failed (HTTP status 0: the network or CORS). */
export class UploadTransferError extends Error {
  override readonly name = 'UploadTransferError';
  readonly status: number;
  constructor(status: number) {
    super(`Upload failed (HTTP ${status})`);
    this.status = status;
  }
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  psd: 'image/vnd.adobe.photoshop',
  ai: 'application/postscript',
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The browser's type for the file, or one made from its ending when the browser does not know it. */
export function fileTypeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type || MIME_BY_EXTENSION[fileExtension(file.name)] || 'application/octet-stream';
}

/**
 * PUT the file to a presigned address with exactly the headers the API signed; XMLHttpRequest, because fetch
 * cannot report upload progress. `onProgress` gets 0–100.
 */
export function putWithProgress(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadTransferError(xhr.status));
      }
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new UploadTransferError(0));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

/**
 * The presigned flow (docs/product.md#files): ask the API for an address (it checks type and size for the folder and
 * refuses with 400 and fields.fileType / fields.fileSize), then PUT the file there with progress.
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedFile> {
  const fileType = fileTypeOf(file);
  const presigned = await apiRequest('uploads.presign', {
    body: {
      fileName: file.name,
      fileType,
      fileSize: file.size,
      uploadPath: target.folder,
      ...(target.brandId ? { brandId: target.brandId } : {}),
      ...(target.creatorId ? { creatorId: target.creatorId } : {}),
    },
    signal,
  });
  onProgress(0);
  await putWithProgress(presigned.url, file, presigned.headers, onProgress, signal);
  const uploaded: UploadedFile = { key: presigned.key, fileName: file.name, fileType, fileSize: file.size };
  if (presigned.publicUrl) uploaded.publicUrl = presigned.publicUrl;
  return uploaded;
}
