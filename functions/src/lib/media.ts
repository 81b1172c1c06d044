import { safeFileName, type UploadFolder } from '@reelbridge/shared';

/**
 * Where uploads live in the uploads bucket (docs/architecture.md#files). Only `media/` is served publicly
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

/** W-9 forms: `w9/` + creator id, a hyphen and the creator's name (docs/product.md#files), under the private prefix. */
export function w9Prefix(creatorId: string): string {
  return `private/w9/${creatorId}-`;
}

const MAX_KEY_LENGTH = 1024;

/**
 * Whether a key a client sent back can be one uploadKey made: relative, `/`-separated segments of letters, digits,
 * `_`, `.` and `-`, none of them empty, `.` or `..`. So no absolute path, backslash, percent-encoding (`%2e%2e`)
 * or other character that a URL or a file system could read as another object's path.
 */
export function isCleanKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH || !/^[\w.-]+(\/[\w.-]+)*$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** The creator's own W-9: `private/w9/<creatorId>-<name>/<file>`, and nothing that only starts that way. */
export function isOwnW9Key(key: string, creatorId: string): boolean {
  return isCleanKey(key) && key.startsWith(w9Prefix(creatorId)) && key.split('/').length === 4;
}

/** A file directly in `prefix` (which ends with `/`), such as a brand's private folder. */
export function isKeyIn(key: string, prefix: string): boolean {
  return isCleanKey(key) && key.startsWith(prefix) && !key.slice(prefix.length).includes('/');
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
  return isKeyIn(key, `media/${folder}/${brandId}/`) ? key : undefined;
}
