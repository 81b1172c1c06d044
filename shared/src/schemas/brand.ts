import * as z from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, handleSchema, industrySchema, phoneSchema, requiredText, websiteSchema } from './common';

export const brandSocialMediaSchema = z
  .object({
    twitter: handleSchema,
    linkedin: handleSchema,
    instagram: handleSchema,
  })
  .strict();

/** Company registration (docs/product.md#records and #validation): POST /brands. */
export const companyCreateSchema = z
  .object({
    name: requiredText('Company name is required'),
    email: emailSchema,
    phone: phoneSchema(),
    website: websiteSchema,
    industry: industrySchema,
    socialMedia: brandSocialMediaSchema.optional(),
  })
  .strict();
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;
export type CompanyCreate = z.output<typeof companyCreateSchema>;

/** Admin brand form, add and edit (docs/product.md#validation): PUT /brands/{id}. */
export const brandUpdateSchema = z
  .object({
    name: requiredText(MESSAGES.brandNameRequired),
    email: emailSchema,
    phone: phoneSchema(),
    website: websiteSchema,
    industry: industrySchema,
    socialMedia: brandSocialMediaSchema.optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict();
export type BrandUpdateInput = z.input<typeof brandUpdateSchema>;
export type BrandUpdate = z.output<typeof brandUpdateSchema>;

export const searchQuerySchema = z
  .object({
    query: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).optional(),
    cursor: z.string().max(1024).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A list of campaigns or UGC projects: with `brandId`, one brand's (an admin's brand page; a brand user's own). */
export const brandListQuerySchema = z
  .object({
    query: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).optional(),
    cursor: z.string().max(1024).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    brandId: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type BrandListQuery = z.output<typeof brandListQuerySchema>;

/** GET /brands/lookup?id=…: the company an onboarding link names. */
export const companyLookupQuerySchema = z
  .object({ id: z.string().trim().min(1, { error: 'Company ID is required' }).max(64) })
  .strict();
export type CompanyLookupQuery = z.output<typeof companyLookupQuerySchema>;
