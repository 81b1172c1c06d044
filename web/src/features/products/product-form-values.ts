import type { FormErrors } from '@mantine/form';
import type { Product } from '@reelbridge/shared/api/types';
import { UPLOAD_FOLDERS } from '@reelbridge/shared/constants';
import {
  benefitsFromText,
  DEFAULT_PRODUCT_STATUS,
  PRODUCT_STATUSES,
  productInputSchema,
  type ProductInput,
  type ProductStatus,
} from '@reelbridge/shared/schemas/product';
import * as z from 'zod';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '@/lib/forms/product-fields';

export { PRODUCT_STATUSES };

export interface ProductMediaValues {
  photos: string[];
  videos: string[];
  packaging: string[];
}

/** What the product form holds: prices as the number inputs give them ('' when empty), benefits one per line. */
export type ProductFormValues = {
  name: string;
  description: string;
  pricing: number | string;
  salePricing: number | string;
  benefits: string;
  status: ProductStatus;
  media: ProductMediaValues;
} & Record<ProductTextField, string>;

const MB = 1024 * 1024;

/** The three uploads of the admin product form (docs/product.md#validation): folder, endings and limit in MB. */
export const PRODUCT_MEDIA = [
  {
    field: 'photos',
    label: 'Photos',
    folder: 'product-photos',
    accept: ['.jpg', '.jpeg', '.png'],
    maxSizeMB: UPLOAD_FOLDERS['product-photos'].maxBytes / MB,
  },
  {
    field: 'videos',
    label: 'Videos',
    folder: 'product-videos',
    accept: ['.mp4', '.mov'],
    maxSizeMB: UPLOAD_FOLDERS['product-videos'].maxBytes / MB,
  },
  {
    field: 'packaging',
    label: 'Packaging files',
    folder: 'packaging-files',
    accept: ['.jpg', '.jpeg', '.png', '.pdf'],
    maxSizeMB: UPLOAD_FOLDERS['packaging-files'].maxBytes / MB,
  },
] as const;

/** Most files per kind (the shared schema's limit). */
export const MAX_MEDIA_FILES = 20;

/** '' (an empty number input) is a missing value; a number the input kept as text ('24.') is a number. */
function blankToUndefined(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/**
 * The shared product schema over the form's values: empty prices count as missing ('Price is required'),
 * benefits are split one per line first.
 */
export const productFormSchema = productInputSchema.extend({
  pricing: z.preprocess(blankToUndefined, productInputSchema.shape.pricing),
  salePricing: z.preprocess(blankToUndefined, productInputSchema.shape.salePricing),
  benefits: z.string().transform(benefitsFromText).pipe(productInputSchema.shape.benefits.unwrap()),
});

/** Errors of list items (benefits.3, media.photos.0) belong to the field that edits the list. */
export function foldListErrors(errors: FormErrors): FormErrors {
  const folded: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/\.\d+(\..*)?$/, '');
    folded[field] ??= message;
  }
  return folded;
}

export function initialProductValues(product: Product | null): ProductFormValues {
  const text = Object.fromEntries(PRODUCT_TEXT_FIELDS.map(({ name }) => [name, product?.[name] ?? ''])) as Record<
    ProductTextField,
    string
  >;
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    pricing: product?.pricing ?? '',
    salePricing: product?.salePricing ?? '',
    benefits: product?.benefits.join('\n') ?? '',
    status: product?.status ?? DEFAULT_PRODUCT_STATUS,
    ...text,
    media: {
      photos: [...(product?.media.photos ?? [])],
      videos: [...(product?.media.videos ?? [])],
      packaging: [...(product?.media.packaging ?? [])],
    },
  };
}

/** The API body from valid form values: trimmed, empty texts left out, no sale price → null. */
export function productPayload(values: ProductFormValues): ProductInput {
  const parsed = productFormSchema.parse(values);
  const body: ProductInput = {
    name: parsed.name,
    pricing: parsed.pricing,
    salePricing: parsed.salePricing ?? null,
    benefits: parsed.benefits ?? [],
    status: parsed.status ?? DEFAULT_PRODUCT_STATUS,
    media: {
      photos: parsed.media?.photos ?? [],
      videos: parsed.media?.videos ?? [],
      packaging: parsed.media?.packaging ?? [],
    },
  };
  if (parsed.description) body.description = parsed.description;
  for (const { name } of PRODUCT_TEXT_FIELDS) {
    const value = parsed[name];
    if (value) body[name] = value;
  }
  return body;
}
