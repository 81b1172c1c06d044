import { UPLOAD_FOLDERS, type UploadFolder } from '@reelbridge/shared/constants';

export interface UploadField {
  label: string;
  description: string;
  /** The upload folder (docs/product.md#files). */
  folder: UploadFolder;
  /** File endings the picker offers and the browser checks before any call. */
  accept: readonly string[];
  /** docs/product.md#limits: how many files of this kind. */
  maxFiles: number;
  /** The folder's size limit, as the API enforces it. */
  maxSizeMB: number;
}

const MB = 1024 * 1024;

function field(folder: UploadFolder, rest: Omit<UploadField, 'folder' | 'maxSizeMB'>): UploadField {
  return { ...rest, folder, maxSizeMB: UPLOAD_FOLDERS[folder].maxBytes / MB };
}

/** The wizard's uploads with the limits and types of docs/product.md#limits. */
export const UPLOAD_FIELDS = {
  productPhotos: field('product-photos', {
    label: 'Product photos',
    description: 'Clear shots of your products',
    accept: ['.jpg', '.jpeg', '.png', '.gif'],
    maxFiles: 5,
  }),
  brandVideos: field('brand-videos', {
    label: 'Brand videos',
    description: 'Ads, product demos or brand films',
    accept: ['.mp4', '.mov', '.avi'],
    maxFiles: 3,
  }),
  packagingFiles: field('packaging-files', {
    label: 'Packaging files',
    description: 'Packaging artwork and mock-ups',
    accept: ['.png', '.psd'],
    maxFiles: 3,
  }),
  styleGuide: field('style-guides', {
    label: 'Style guide',
    description: 'Your brand book or style guide',
    accept: ['.pdf', '.ai', '.png', '.jpg', '.jpeg'],
    maxFiles: 1,
  }),
  marketingMaterials: field('marketing-materials', {
    label: 'Previous marketing materials',
    description: 'Campaign assets, ads, lookbooks',
    accept: ['.pdf', '.jpg', '.jpeg', '.png', '.mp4'],
    maxFiles: 5,
  }),
  socialExamples: field('social-examples', {
    label: 'Best performing social posts',
    description: 'Screenshots or videos of posts that did well',
    accept: ['.jpg', '.jpeg', '.png', '.mp4', '.mov'],
    maxFiles: 5,
  }),
} as const satisfies Record<string, UploadField>;

export type UploadFieldName = keyof typeof UPLOAD_FIELDS;
