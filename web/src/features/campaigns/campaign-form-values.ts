import { CAMPAIGN_TYPE_LABELS, CAMPAIGN_TYPES } from '@reelbridge/shared/constants';
import {
  BRIEF_FIELDS,
  campaignInputSchema,
  type CampaignBrief,
  type CampaignInput,
} from '@reelbridge/shared/schemas/campaign';
import * as z from 'zod';
import type { CampaignCreatorType } from './api/campaigns';
import type { Campaign } from '@reelbridge/shared/api/types';

type BriefField = (typeof BRIEF_FIELDS)[number];

/** The nine fields of the campaign brief (docs/product.md#records), in the order the form shows them. */
export const BRIEF_FIELD_LABELS: Record<BriefField, string> = {
  targetAudience: 'Target audience',
  brandVoice: 'Brand voice',
  doAndDonts: "Do's and don'ts",
  keyMessages: 'Key messages',
  visualGuidelines: 'Visual guidelines',
  productDetails: 'Product details',
  contentIdeas: 'Content ideas',
  specialInstructions: 'Special instructions',
  contentGuidelines: 'Content guidelines',
};
export const BRIEF_FIELD_LIST = BRIEF_FIELDS.map((name) => ({ name, label: BRIEF_FIELD_LABELS[name] }));

/** Campaign types with their labels (docs/product.md#limits): Brand Awareness, Conversion, Engagement. */
export const CAMPAIGN_TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));

/** A creator picked for the campaign; the name and e-mail are only for display. */
export interface PickedCreator {
  creatorId: string;
  name: string;
  email: string;
  type: CampaignCreatorType;
}

/** What the campaign form holds: the budget as the number input gives it ('' when empty), the type '' until chosen. */
export interface CampaignFormValues {
  name: string;
  brandId: string;
  /** The brand's name, for the picker's text (the brand list may not hold it). */
  brandName: string;
  type: string;
  budget: number | string;
  startDate: string;
  objective: string;
  goals: string;
  productIds: string[];
  creators: PickedCreator[];
  brief: Record<BriefField, string>;
}

/** '' (an empty number input) is a missing budget; a number kept as text ('1200.') is a number. */
function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/,/g, '');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
}

/** The API body's shape from the form's values, before validation. */
function toInput(values: CampaignFormValues) {
  return {
    name: values.name,
    budget: toNumber(values.budget),
    type: values.type || undefined,
    brandId: values.brandId,
    startDate: values.startDate,
    objective: values.objective,
    goals: values.goals,
    productIds: values.productIds,
    creators: values.creators.map(({ creatorId, type }) => ({ creatorId, type })),
    brief: values.brief,
  };
}

/** The shared campaign schema over the form's values (docs/product.md#validation: name, budget and type required). */
export const campaignFormSchema = z.preprocess((values) => toInput(values as CampaignFormValues), campaignInputSchema);

/** The API body from valid form values: the budget a decimal number, empty texts left out, no description. */
export function campaignPayload(values: CampaignFormValues): CampaignInput {
  const parsed = campaignInputSchema.parse(toInput(values));
  const brief = Object.fromEntries(Object.entries(parsed.brief ?? {}).filter(([, text]) => text)) as CampaignBrief;
  const body: CampaignInput = {
    name: parsed.name,
    budget: parsed.budget,
    type: parsed.type,
    brandId: parsed.brandId,
    productIds: parsed.productIds ?? [],
    creators: parsed.creators ?? [],
    brief,
  };
  if (parsed.objective) body.objective = parsed.objective;
  if (parsed.goals) body.goals = parsed.goals;
  if (parsed.startDate) body.startDate = parsed.startDate;
  return body;
}

export function initialCampaignValues(campaign: Campaign | null): CampaignFormValues {
  const brief = Object.fromEntries(BRIEF_FIELDS.map((name) => [name, campaign?.brief[name] ?? ''])) as Record<
    BriefField,
    string
  >;
  return {
    name: campaign?.name ?? '',
    brandId: campaign?.brandId ?? '',
    brandName: campaign?.brand.name ?? '',
    type: campaign?.type ?? '',
    budget: campaign?.budget ?? '',
    startDate: campaign?.startDate ?? '',
    objective: campaign?.objective ?? '',
    goals: campaign?.goals ?? '',
    productIds: campaign?.products.map((product) => product.id) ?? [],
    creators:
      campaign?.creators.map((entry) => ({
        creatorId: entry.creatorId,
        name: entry.creator.name,
        email: entry.creator.email,
        type: entry.type,
      })) ?? [],
    brief,
  };
}
