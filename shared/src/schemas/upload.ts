import * as z from 'zod';
import { UPLOAD_FOLDERS, type UploadFolder } from '../constants';

const FOLDERS = Object.keys(UPLOAD_FOLDERS) as [UploadFolder, ...UploadFolder[]];

/** POST /upload/presigned-url (docs/product.md#files). */
export const presignRequestSchema = z
  .object({
    fileName: z.string().trim().min(1, { error: 'File name is required' }).max(255, { error: 'File name is too long' }),
    fileType: z.string().trim().min(1, { error: 'File type is required' }).max(100),
    fileSize: z.number({ error: 'File size is required' }).int().positive({ error: 'The file is empty' }),
    uploadPath: z.enum(FOLDERS, { error: 'Unknown upload folder' }),
    brandId: z.string().trim().min(1).max(40).optional(),
    creatorId: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type PresignRequest = z.output<typeof presignRequestSchema>;

/** Lower-case, dashes for anything but letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .toLowerCase()
    .slice(-100);
  return cleaned || 'file';
}
