import { CAMPAIGN_CREATOR_STATUSES, CAMPAIGN_PLATFORMS } from '@reelbridge/shared/constants';
import { campaignAssignmentSchema, type CampaignAssignment } from '@reelbridge/shared/schemas/campaign';
import * as z from 'zod';
import type { CampaignCreatorStatus, CampaignCreatorType, CampaignPlatform } from './api/campaigns';
import type { CampaignCreatorEntry } from '@reelbridge/shared/api/types';

export const DELIVERABLES = [
  { name: 'instagramPosts', label: 'Instagram posts' },
  { name: 'instagramStories', label: 'Instagram stories' },
  { name: 'instagramReels', label: 'Instagram reels' },
  { name: 'tiktokVideos', label: 'TikTok videos' },
] as const;
type DeliverableName = (typeof DELIVERABLES)[number]['name'];

/** Usage-rights platforms with their labels (docs/product.md#limits): ads is 'Paid Advertising'. */
export const PLATFORM_LABELS: Record<CampaignPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  website: 'Website',
  ads: 'Paid Advertising',
};
export const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));

export const CREATOR_STATUS_OPTIONS = CAMPAIGN_CREATOR_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** The 'Campaign Brief' modal's values: numbers as the number inputs give them ('' when empty). */
export interface AssignmentFormValues {
  type: CampaignCreatorType;
  status: CampaignCreatorStatus;
  rate: number | string;
  deliverables: Record<DeliverableName, number | string>;
  usageRights: { duration: string; platforms: string[] };
  contractTerms: { exclusivity: boolean; revisions: number | string; additionalTerms: string };
}

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/,/g, '');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
}

function toInput(values: AssignmentFormValues) {
  const deliverables = Object.fromEntries(
    DELIVERABLES.map(({ name }) => [name, toNumber(values.deliverables[name]) ?? 0]),
  ) as Record<DeliverableName, number>;
  const revisions = toNumber(values.contractTerms.revisions);
  const duration = values.usageRights.duration.trim();
  const additionalTerms = values.contractTerms.additionalTerms.trim();
  return {
    type: values.type,
    status: values.status,
    rate: toNumber(values.rate) ?? null,
    deliverables,
    usageRights: { platforms: values.usageRights.platforms, ...(duration ? { duration } : {}) },
    contractTerms: {
      exclusivity: values.contractTerms.exclusivity,
      ...(revisions !== undefined ? { revisions } : {}),
      ...(additionalTerms ? { additionalTerms } : {}),
    },
  };
}

/** The shared assignment schema over the modal's values. */
export const assignmentFormSchema = z.preprocess(
  (values) => toInput(values as AssignmentFormValues),
  campaignAssignmentSchema,
);

/** PUT body from valid values, with the version the entry was loaded with (a stale one answers 409). */
export function assignmentPayload(values: AssignmentFormValues, version: number): CampaignAssignment {
  return { ...campaignAssignmentSchema.parse(toInput(values)), version };
}

export function initialAssignmentValues(entry: CampaignCreatorEntry): AssignmentFormValues {
  const deliverables = Object.fromEntries(
    DELIVERABLES.map(({ name }) => [name, entry.deliverables[name] ?? 0]),
  ) as Record<DeliverableName, number>;
  return {
    type: entry.type,
    status: entry.status,
    rate: entry.rate ?? '',
    deliverables,
    usageRights: { duration: entry.usageRights.duration ?? '', platforms: [...(entry.usageRights.platforms ?? [])] },
    contractTerms: {
      exclusivity: entry.contractTerms.exclusivity ?? false,
      revisions: entry.contractTerms.revisions ?? '',
      additionalTerms: entry.contractTerms.additionalTerms ?? '',
    },
  };
}
