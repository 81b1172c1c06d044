import * as z from 'zod';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductStatus } from '../constants';
import { MESSAGES } from '../messages';
import { optionalText, requiredText } from './common';

const money = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .min(0, { error: MESSAGES.pricePositive })
    .max(1_000_000, { error: 'Price must be at most 1,000,000' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'Use at most two decimals' });

export { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, type ProductStatus };

/** What a product stored before statuses existed reads as. */
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'active';
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'Choose Active, Paused or Archived' });

const mediaList = z.array(z.string().trim().min(1).max(1024)).max(20, { error: 'At most 20 files' });

/** Product form (docs/product.md#records and #validation): name and price required, price in steps of 0.01. */
export const productInputSchema = z
  .object({
    name: requiredText('Product name is required', 200),
    description: optionalText(5000),
    pricing: money('Price is required'),
    salePricing: money('Sale price must be a number').optional().nullable(),
    benefits: z.array(z.string().trim().min(1).max(500)).max(50).optional(),
    problemSolved: optionalText(),
    bestFor: optionalText(),
    usageInstructions: optionalText(),
    uniqueFeatures: optionalText(),
    results: optionalText(),
    sensoryExperience: optionalText(),
    messagingToAvoid: optionalText(),
    keyDemographic: optionalText(),
    tiktokCta: optionalText(),
    media: z
      .object({ photos: mediaList.optional(), videos: mediaList.optional(), packaging: mediaList.optional() })
      .strict()
      .optional(),
    /** New products are active when it is left out; an update without it keeps the product's status. */
    status: productStatusSchema.optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict();
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/** Benefits are edited one per line. */
export function benefitsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
