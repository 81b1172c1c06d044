import * as z from 'zod';
import { emailSchema, handleSchema, optionalText, PHONE_PATTERN, requiredText, webAddressSchema } from './common';
import { MESSAGES } from '../messages';

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: MESSAGES.invalidPhone })
  .optional();

const optionalUrl = webAddressSchema('Enter a web address, like tiktok.com/@name', 500);

/** Admin creator add and edit (docs/product.md#validation): first and last name and e-mail required. */
export const creatorInputSchema = z
  .object({
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email: emailSchema,
    phoneNumber: optionalPhone,
    tiktokUrl: optionalUrl,
    instagramHandle: handleSchema,
    youtubeHandle: handleSchema,
    location: z
      .object({ city: optionalText(100), country: optionalText(100) })
      .strict()
      .optional(),
    metrics: z
      .object({
        engagementRate: z
          .number()
          .min(0, { error: 'Must be between 0 and 1' })
          .max(1, { error: 'Must be between 0 and 1' })
          .optional(),
        avgViews: z.number().int().min(0, { error: 'Must be 0 or more' }).optional(),
      })
      .strict()
      .optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict();
export type CreatorInput = z.input<typeof creatorInputSchema>;
export type CreatorFields = z.output<typeof creatorInputSchema>;
