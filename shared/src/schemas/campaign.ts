import * as z from 'zod';
import {
  CAMPAIGN_CREATOR_STATUSES,
  CAMPAIGN_CREATOR_TYPES,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
} from '../constants';
import { MESSAGES } from '../messages';
import { brandListQuerySchema } from './brand';
import { optionalText, requiredText } from './common';

const money = (required: string) =>
  z
    .number({ error: required })
    .min(0, { error: 'Must be 0 or more' })
    .max(100_000_000, { error: 'Too large' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'Use at most two decimals' });

const briefSchema = z
  .object({
    targetAudience: optionalText(),
    brandVoice: optionalText(),
    doAndDonts: optionalText(),
    keyMessages: optionalText(),
    visualGuidelines: optionalText(),
    productDetails: optionalText(),
    contentIdeas: optionalText(),
    specialInstructions: optionalText(),
    contentGuidelines: optionalText(),
  })
  .strict();
export type CampaignBrief = z.output<typeof briefSchema>;
export const BRIEF_FIELDS = Object.keys(briefSchema.shape) as (keyof CampaignBrief)[];

const unique = <T>(list: T[], key: (item: T) => string) => new Set(list.map(key)).size === list.length;

/**
 * A campaign is created, activated and deleted in one DynamoDB transaction of at most 100 items: the campaign, its
 * status entry (the list by status), its name's search entries (at most 8), the change's event and one entry per
 * creator. 100 − 1 − 1 − 8 − 1 = 89 (functions/src/data/campaigns.ts checks the sum).
 */
export const MAX_CAMPAIGN_CREATORS = 89;
export const TOO_MANY_CAMPAIGN_CREATORS = `A campaign can have at most ${MAX_CAMPAIGN_CREATORS} creators`;

/** The campaign form (docs/product.md#validation): name, budget and type required; the description is dropped. */
export const campaignInputSchema = z
  .object({
    name: requiredText('Campaign name is required', 200),
    budget: money('Budget is required'),
    type: z.enum(CAMPAIGN_TYPES, { error: 'Please select a campaign type' }),
    objective: optionalText(2000),
    goals: optionalText(2000),
    brandId: z.string({ error: MESSAGES.selectBrand }).trim().min(1, { error: MESSAGES.selectBrand }).max(40),
    startDate: z.iso
      .date({ error: 'Enter a valid date' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    productIds: z
      .array(z.string().trim().min(1).max(40))
      .max(50)
      .refine((list) => unique(list, (id) => id), { error: 'A product can be added only once' })
      .optional(),
    creators: z
      .array(
        z
          .object({ creatorId: z.string().trim().min(1).max(40), type: z.enum(CAMPAIGN_CREATOR_TYPES).default('UGC') })
          .strict(),
      )
      .max(MAX_CAMPAIGN_CREATORS, { error: TOO_MANY_CAMPAIGN_CREATORS })
      .refine((list) => unique(list, (entry) => entry.creatorId), { error: 'A creator can be added only once' })
      .optional(),
    brief: briefSchema.optional(),
    description: z.string().optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict()
  .transform(({ description: _dropped, ...rest }) => rest);
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignFields = z.output<typeof campaignInputSchema>;

export const campaignStatusInputSchema = z.object({ status: z.enum(CAMPAIGN_STATUSES) }).strict();

export { CAMPAIGN_STATUS_LABELS } from '../constants';

export const CAMPAIGN_STATUS_FILTER_INVALID = 'Status must be draft, active, completed or cancelled';
export const CAMPAIGN_STATUS_WITH_SEARCH = 'Search by name or filter by status, not both';

/**
 * GET /campaigns: the brand list's query, and `status` to list only the campaigns in one status (docs/data-model.md,
 * the status entries). A status is not combined with a name search: each is its own index list.
 */
export const campaignListQuerySchema = brandListQuerySchema
  .extend({ status: z.enum(CAMPAIGN_STATUSES, { error: CAMPAIGN_STATUS_FILTER_INVALID }).optional() })
  .strict()
  .refine((query) => !(query.status && query.query?.trim()), {
    error: CAMPAIGN_STATUS_WITH_SEARCH,
    path: ['status'],
  });
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

/** Allowed status changes: draft → active → completed, or cancelled from draft or active. */
export const CAMPAIGN_TRANSITIONS: Record<
  (typeof CAMPAIGN_STATUSES)[number],
  readonly (typeof CAMPAIGN_STATUSES)[number][]
> = {
  draft: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const count = z.number().int().min(0, { error: 'Must be 0 or more' }).max(1000);

/** A creator's assignment on a campaign: the per-creator 'Campaign Brief' modal. */
export const campaignAssignmentSchema = z
  .object({
    type: z.enum(CAMPAIGN_CREATOR_TYPES),
    rate: money('Rate is required').optional().nullable(),
    status: z.enum(CAMPAIGN_CREATOR_STATUSES),
    deliverables: z
      .object({ instagramPosts: count, instagramStories: count, instagramReels: count, tiktokVideos: count })
      .partial()
      .strict()
      .optional(),
    usageRights: z
      .object({ duration: optionalText(200), platforms: z.array(z.enum(CAMPAIGN_PLATFORMS)).max(4).optional() })
      .strict()
      .optional(),
    contractTerms: z
      .object({ exclusivity: z.boolean().optional(), revisions: count.optional(), additionalTerms: optionalText(5000) })
      .strict()
      .optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict();
export type CampaignAssignment = z.output<typeof campaignAssignmentSchema>;
