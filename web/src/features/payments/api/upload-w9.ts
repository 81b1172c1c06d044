import { UPLOAD_FOLDERS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { apiRequest } from '@/lib/api-client';

const W9 = UPLOAD_FOLDERS.w9;
/** File endings that go with the W-9 types (the API checks that name and type agree). */
const W9_EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
export const W9_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * Checks a W-9 before any request (docs/product.md#validation): PDF, JPG or PNG ('Please upload a PDF or image file
 * (JPG, PNG)'), under 10MB ('File size must be less than 10MB'). Null when it may be uploaded.
 */
export function checkW9File(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  if (!(W9.types as readonly string[]).includes(type) || !(W9_EXTENSIONS[type] ?? []).includes(extension)) {
    return MESSAGES.w9Type;
  }
  if (file.size > W9.maxBytes) return MESSAGES.w9Size;
  return null;
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** PUT of the file to the presigned address with exactly the signed headers; progress 0–100. */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(`Upload answered HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new UploadError('Upload failed (network)'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * The W-9 upload (docs/product.md#files): ask the API for a presigned address in the creator's private W-9
 * folder, then PUT the file with progress. Answers the key to send as `w9FileKey`.
 */
export async function uploadW9(
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<string> {
  const presigned = await apiRequest('uploads.presign', {
    body: { fileName: file.name, fileType: file.type, fileSize: file.size, uploadPath: 'w9' },
    signal,
  });
  onProgress(0);
  await putFile(presigned.url, file, presigned.headers ?? { 'Content-Type': file.type }, onProgress, signal);
  onProgress(100);
  return presigned.key;
}
