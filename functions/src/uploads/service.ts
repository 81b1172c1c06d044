import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  DIRECT_UPLOAD_MAX_BYTES,
  fileTooLarge,
  MESSAGES,
  presignRequestSchema,
  UPLOAD_FOLDERS,
  type PresignedUpload,
  type PresignRequest,
  type UploadFolder,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { getCreator } from '../data/creators';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../lib/errors';
import { fieldErrors } from '../lib/http';
import { logger } from '../lib/logger';
import { isPublicMediaFolder, mediaUrl, uploadKey } from '../lib/media';
import type { Principal } from '../lib/principal';
import { s3, uploadsBucket } from '../lib/s3';

const PRESIGN_SECONDS = 300;

/** File endings each content type may carry, so a name and its declared type agree. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4'],
  'video/quicktime': ['mov'],
  'video/x-msvideo': ['avi'],
  'application/pdf': ['pdf'],
  'image/vnd.adobe.photoshop': ['psd'],
  'application/postscript': ['ai'],
  'application/illustrator': ['ai'],
};

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/** Type and size against the folder's limits (docs/product.md#validation and #limits), before anything is signed. */
export function checkFile(folder: UploadFolder, fileName: string, fileType: string, fileSize: number): void {
  const limits = UPLOAD_FOLDERS[folder];
  const typeMessage = folder === 'w9' ? MESSAGES.w9Type : 'This file type is not allowed here';
  const allowed = (limits.types as readonly string[]).includes(fileType);
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!allowed || !(EXTENSIONS[fileType] ?? []).includes(extension)) {
    throw badRequest(typeMessage, { fileType: typeMessage });
  }
  if (fileSize > limits.maxBytes) {
    const message = folder === 'w9' ? MESSAGES.w9Size : fileTooLarge(megabytes(limits.maxBytes));
    throw badRequest(message, { fileSize: message });
  }
}

/** Whose files these are: a brand for brand folders, a creator for W-9 forms (only their own). */
async function owner(
  principal: Principal,
  request: Pick<PresignRequest, 'uploadPath' | 'brandId' | 'creatorId'>,
): Promise<{ id: string; name?: string }> {
  if (request.uploadPath === 'w9') {
    if (principal.role !== 'creator') throw forbidden('Only a creator uploads their W-9');
    if (request.creatorId && request.creatorId !== principal.creatorId) throw forbidden();
    const creator = await getCreator(principal.creatorId);
    if (!creator) throw notFound('Creator not found');
    return { id: creator.id, name: `${creator.firstName} ${creator.lastName}` };
  }
  if (principal.role === 'creator') throw forbidden('Creators upload only their W-9');
  const brandId = principal.role === 'brand' ? principal.companyId : request.brandId;
  if (!brandId) throw badRequest('Choose a brand for this file', { brandId: 'Choose a brand for this file' });
  if (principal.role === 'brand' && request.brandId && request.brandId !== principal.companyId) throw forbidden();
  if (!(await getBrand(brandId))) throw notFound('Brand not found');
  return { id: brandId };
}

export async function presign(principal: Principal, request: PresignRequest): Promise<PresignedUpload> {
  checkFile(request.uploadPath, request.fileName, request.fileType, request.fileSize);
  const ownerId = await owner(principal, request);
  const key = uploadKey(request.uploadPath, ownerId, request.fileName);
  const bucket = uploadsBucket();
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: request.fileType, ContentLength: request.fileSize }),
    { expiresIn: PRESIGN_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  logger.info('Upload signed', { folder: request.uploadPath, ownerId: ownerId.id, size: request.fileSize });
  const result: PresignedUpload = { url, key, bucket, headers: { 'Content-Type': request.fileType } };
  if (isPublicMediaFolder(request.uploadPath)) result.publicUrl = mediaUrl(key);
  return result;
}

/** POST /upload/direct: multipart with file, uploadPath and brandId; small files only. */
export async function direct(
  principal: Principal,
  body: Buffer,
  contentType: string,
): Promise<{ url?: string; key: string }> {
  if (body.length > DIRECT_UPLOAD_MAX_BYTES + 64 * 1024) {
    throw payloadTooLarge(
      `Files over ${megabytes(DIRECT_UPLOAD_MAX_BYTES)}MB cannot be uploaded directly; use the presigned upload`,
    );
  }
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Send the file as multipart/form-data');
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The multipart body could not be read');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw badRequest('A file is required', { file: 'A file is required' });
  if (file.size > DIRECT_UPLOAD_MAX_BYTES) {
    throw payloadTooLarge(
      `Files over ${megabytes(DIRECT_UPLOAD_MAX_BYTES)}MB cannot be uploaded directly; use the presigned upload`,
    );
  }
  const parsed = presignRequestSchema.safeParse({
    fileName: (file as File).name || 'file',
    fileType: file.type,
    fileSize: file.size,
    uploadPath: form.get('uploadPath') ?? undefined,
    brandId: form.get('brandId') || undefined,
    creatorId: form.get('creatorId') || undefined,
  });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(Object.values(fields)[0] ?? 'Invalid upload', fields);
  }
  const request = parsed.data;
  checkFile(request.uploadPath, request.fileName, request.fileType, request.fileSize);
  const ownerId = await owner(principal, request);
  const key = uploadKey(request.uploadPath, ownerId, request.fileName);
  await s3().send(
    new PutObjectCommand({
      Bucket: uploadsBucket(),
      Key: key,
      Body: Buffer.from(await file.arrayBuffer()),
      ContentType: request.fileType,
    }),
  );
  return isPublicMediaFolder(request.uploadPath) ? { url: mediaUrl(key), key } : { key };
}
