import * as z from 'zod';
import { SOCIAL_PLATFORMS } from '../constants';
import { MESSAGES } from '../messages';
import {
  emailSchema,
  handleSchema,
  industrySchema,
  optionalText,
  phoneSchema,
  requiredText,
  websiteSchema,
} from './common';
import { passwordSchema } from './password';

/**
 * The products the wizard creates are written in one transaction with their search entries, and a second submission
 * replaces the first one's: at most this many fit DynamoDB's 100 items.
 */
export const MAX_ONBOARDING_PRODUCTS = 10;
export const TOO_MANY_ONBOARDING_PRODUCTS = `Add up to ${MAX_ONBOARDING_PRODUCTS} products here; add more later on the Products page`;

const keyList = (max: number) =>
  z
    .array(z.string().trim().min(1).max(1024))
    .max(max, { error: `At most ${max} files` })
    .default([]);
const hexColor = z
  .string()
  .trim()
  .refine((value) => value === '' || /^#[0-9a-f]{6}$/i.test(value), { error: 'Use a colour like #1A2B3C' })
  .optional();

export const onboardingSocialSchema = z.object(
  Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, handleSchema])) as Record<
    (typeof SOCIAL_PLATFORMS)[number],
    typeof handleSchema
  >,
);

/** Step 1 as the wizard shows it: the password creates the brand owner's account and never reaches the API. */
export const onboardingBrandStepSchema = z
  .object({
    name: requiredText(MESSAGES.brandNameRequired, 200),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: MESSAGES.confirmPasswordRequired }),
    phone: phoneSchema(),
    website: websiteSchema,
    industry: industrySchema,
    socialMedia: onboardingSocialSchema.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const onboardingProductSchema = z.object({
  name: requiredText('Product name is required', 200),
  description: requiredText('Product description is required', 5000),
  pricing: z
    .number({ error: 'Price is required' })
    .min(0, { error: MESSAGES.pricePositive })
    .max(1_000_000, { error: 'Price must be at most 1,000,000' }),
  salePricing: z.number().min(0, { error: MESSAGES.pricePositive }).max(1_000_000).optional().nullable(),
  benefits: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
  problemSolved: optionalText(),
  bestFor: optionalText(),
  usageInstructions: optionalText(),
  uniqueFeatures: optionalText(),
  results: optionalText(),
  sensoryExperience: optionalText(),
  messagingToAvoid: optionalText(),
  keyDemographic: optionalText(),
  tiktokCta: optionalText(),
});

export const brandVoiceSchema = z.object({
  colors: z.object({ primary: hexColor, secondary: hexColor, accent: hexColor, text: hexColor }).optional(),
  typography: z.object({ primaryFont: optionalText(100), secondaryFont: optionalText(100) }).optional(),
  personality: optionalText(),
  tone: optionalText(),
  dos: optionalText(),
  donts: optionalText(),
  taglines: optionalText(),
  valueProps: optionalText(),
  keyMessages: optionalText(),
  topContent: optionalText(),
  contentMetrics: optionalText(),
  hashtagStrategy: optionalText(),
  contentPillars: optionalText(),
  contentMix: optionalText(),
  styleGuide: keyList(1),
  marketingMaterials: keyList(5),
  socialExamples: keyList(5),
});

export const strategySchema = z.object({
  positioning: optionalText(),
  competitiveAdvantage: optionalText(),
  marketingChannels: optionalText(),
  kpis: optionalText(),
});

export const creatorSetupSchema = z.object({
  name: optionalText(200),
  // Without its own message a union says 'Invalid input'; an address that is given must have the usual shape.
  email: z.union([z.literal(''), emailSchema], { error: MESSAGES.invalidEmail }).optional(),
  phone: optionalText(30),
  website: websiteSchema,
  bio: optionalText(),
  socialHandles: optionalText(),
});

/**
 * PUT /brands/{id}/onboarding: the whole wizard (docs/product.md#records, brand onboarding form), without the password.
 */
export const onboardingSubmitSchema = z.object({
  brand: z.object({
    name: requiredText(MESSAGES.brandNameRequired, 200),
    email: emailSchema,
    phone: phoneSchema(),
    website: websiteSchema,
    industry: industrySchema,
    socialMedia: onboardingSocialSchema.optional(),
  }),
  products: z
    .array(onboardingProductSchema)
    .min(1, { error: 'Add at least one product' })
    .max(MAX_ONBOARDING_PRODUCTS, { error: TOO_MANY_ONBOARDING_PRODUCTS }),
  visualAssets: z
    .object({ productPhotos: keyList(5), brandVideos: keyList(3), packagingFiles: keyList(3) })
    .default({ productPhotos: [], brandVideos: [], packagingFiles: [] }),
  brandVoice: brandVoiceSchema.default({ styleGuide: [], marketingMaterials: [], socialExamples: [] }),
  strategy: strategySchema.default({}),
  creatorSetup: creatorSetupSchema.default({}),
});
export type OnboardingSubmit = z.output<typeof onboardingSubmitSchema>;
export type OnboardingSubmitInput = z.input<typeof onboardingSubmitSchema>;

/** Bytes a string takes in UTF-8, as DynamoDB counts them (a CJK character 3, an emoji 4). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** The draft's data in a DynamoDB item of at most 400 KB, with room to spare for the rest of the item. */
export const ONBOARDING_DRAFT_MAX_BYTES = 200_000;
/** DynamoDB nests maps and lists 32 levels deep; the item itself and `data` take two of them. */
const DRAFT_MAX_DEPTH = 30;

/**
 * Why DynamoDB would refuse to store the value, counted its way (strings and names in UTF-8 bytes, a number up to
 * 21 bytes, 3 per map or list, 1 per element); walked with a stack, so that no depth can overflow the call stack.
 */
function unstorable(data: unknown): 'size' | 'number' | 'depth' | undefined {
  let bytes = 0;
  const pending: [unknown, number][] = [[data, 1]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') bytes += utf8Length(value);
    else if (typeof value === 'number') {
      bytes += 21;
      const magnitude = Math.abs(value);
      if (value !== 0 && !(magnitude >= 1e-130 && magnitude < 1e126)) return 'number';
    } else if (typeof value === 'object' && value !== null) {
      if (depth > DRAFT_MAX_DEPTH) return 'depth';
      bytes += 3;
      const entries = Array.isArray(value) ? value.map((item): [string, unknown] => ['', item]) : Object.entries(value);
      for (const [name, item] of entries) {
        bytes += utf8Length(name) + 1;
        pending.push([item, depth + 1]);
      }
    } else bytes += 1;
    if (bytes > ONBOARDING_DRAFT_MAX_BYTES) return 'size';
  }
  return undefined;
}

const DRAFT_REFUSALS = {
  size: 'The draft is too large',
  number: 'The draft holds a number too large or too small to keep',
  depth: 'The draft is nested too deeply',
};

/** A half-finished wizard kept on the server, so a reload or another device resumes it. */
export const onboardingDraftSchema = z
  .object({
    step: z.number().int().min(1).max(6),
    data: z.record(z.string(), z.unknown()),
  })
  .strict()
  .superRefine((value, context) => {
    const refusal = unstorable(value.data);
    if (refusal) context.addIssue({ code: 'custom', message: DRAFT_REFUSALS[refusal], path: ['data'] });
  });
export type OnboardingDraft = z.output<typeof onboardingDraftSchema>;
