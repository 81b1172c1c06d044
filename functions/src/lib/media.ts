import { safeFileName, type UploadFolder } from '@reelbridge/shared';

/**
 * Where uploads live in the uploads bucket (DESIGN section 5). Only `media/` is served publicly
 * (CloudFront /media/*); everything else is private and read through short-lived presigned GETs.
 */
export const PUBLIC_MEDIA_FOLDERS = [
  'product-photos',
  'product-videos',
  'packaging-files',
] as const satisfies readonly UploadFolder[];
export const BRAND_ASSET_FOLDERS = [
  'brand-videos',
  'style-guides',
  'marketing-materials',
  'social-examples',
] as const satisfies readonly UploadFolder[];

export function isPublicMediaFolder(folder: UploadFolder): boolean {
  return (PUBLIC_MEDIA_FOLDERS as readonly string[]).includes(folder);
}

/** W-9 forms: `w9/` + creator id, a hyphen and the creator's name (spec section 7), under the private prefix. */
export function w9Prefix(creatorId: string): string {
  return `private/w9/${creatorId}-`;
}

/** `owner` is the brand id, or for W-9 forms the creator id and name. */
export function uploadKey(folder: UploadFolder, owner: { id: string; name?: string }, fileName: string): string {
  const name = `${crypto.randomUUID()}-${safeFileName(fileName)}`;
  if (isPublicMediaFolder(folder)) return `media/${folder}/${owner.id}/${name}`;
  if (folder === 'w9') return `${w9Prefix(owner.id)}${safeFileName(owner.name ?? 'creator')}/${name}`;
  return `private/brands/${owner.id}/${folder}/${name}`;
}

function mediaBase(): string {
  return (process.env.MEDIA_BASE_URL ?? '/media').replace(/\/$/, '');
}

/** The public address of a `media/` key. */
export function mediaUrl(key: string): string {
  return `${mediaBase()}/${key.replace(/^media\//, '')}`;
}

/**
 * Accepts what a client may send back for a product's file (the key, or the public address made from it)
 * and returns the key, only if it is a file of that folder of that brand.
 */
export function ownedMediaKey(value: string, folder: UploadFolder, brandId: string): string | undefined {
  const base = mediaBase();
  let key = value;
  if (value.startsWith(`${base}/`)) key = `media/${value.slice(base.length + 1)}`;
  const prefix = `media/${folder}/${brandId}/`;
  if (!key.startsWith(prefix)) return undefined;
  const rest = key.slice(prefix.length);
  return rest && !rest.includes('/') && !rest.includes('..') ? key : undefined;
}
