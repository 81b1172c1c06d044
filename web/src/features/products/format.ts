import { PRODUCT_DESCRIPTION_PREVIEW } from '@reelbridge/shared/constants';
import type { ProductStatus } from '@reelbridge/shared/schemas/product';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A price with two decimals ($38.00); '—' when there is none. */
export function formatPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '—' : USD.format(amount);
}

/**
 * The description cut to 50 characters (docs/product.md#limits) with an ellipsis when it was longer (a space the cut
 * leaves at the end is dropped, so the ellipsis follows the last word).
 */
export function descriptionPreview(description: string | undefined): string {
  const text = description?.trim() ?? '';
  return text.length > PRODUCT_DESCRIPTION_PREVIEW ? `${text.slice(0, PRODUCT_DESCRIPTION_PREVIEW).trimEnd()}…` : text;
}

/** What a product's status reads as, and its badge's colour (docs/ux-rules.md, 'Product status'). */
export const PRODUCT_STATUS_BADGES: Record<ProductStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  paused: { label: 'Paused', color: 'yellow' },
  archived: { label: 'Archived', color: 'gray' },
};
