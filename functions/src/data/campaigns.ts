import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignAssignment, CampaignBrief, Page } from '@reelbridge/shared';
import { db, queryPartition, tableName } from './client';
import { GSI1, GSI2, keys } from './keys';
import { decodeCursor, encodeCursor } from './pagination';

export type CampaignStatus = 'draft' | 'active' | 'completed' | 'cancelled';

export interface CampaignRecord {
  id: string;
  name: string;
  budgetCents: number;
  type: 'awareness' | 'conversion' | 'engagement';
  objective?: string;
  goals?: string;
  brandId: string;
  brandName: string;
  startDate?: string;
  status: CampaignStatus;
  products: { id: string; name: string }[];
  brief: CampaignBrief;
  creatorCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CampaignCreatorRecord {
  campaignId: string;
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  /** Copied from the campaign so a creator's campaign list is one Query. */
  campaignName: string;
  brandName: string;
  campaignStatus: CampaignStatus;
  campaignCreatedAt: string;
  type: CampaignAssignment['type'];
  rateCents?: number;
  status: CampaignAssignment['status'];
  deliverables?: CampaignAssignment['deliverables'];
  usageRights?: CampaignAssignment['usageRights'];
  contractTerms?: CampaignAssignment['contractTerms'];
  briefSentAt?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const KEY_FIELDS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'nameKey'];
function strip<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const field of KEY_FIELDS) delete copy[field];
  // `type` is also a campaign field; it is kept as `kind` in the table.
  if ('kind' in copy) {
    copy.type = copy.kind;
    delete copy.kind;
  }
  return copy as T;
}

export const campaignItems = {
  campaign: (campaign: CampaignRecord) => {
    const { type, ...rest } = campaign;
    return {
      ...keys.campaign(campaign.id),
      gsi1pk: 'CAMPAIGNS',
      gsi1sk: `${campaign.createdAt}#${campaign.id}`,
      gsi2pk: `BRAND#${campaign.brandId}`,
      gsi2sk: `CAMPAIGN#${campaign.createdAt}#${campaign.id}`,
      type: 'campaign',
      nameKey: campaign.name.toLowerCase(),
      kind: type,
      ...rest,
    };
  },
  entry: (entry: CampaignCreatorRecord) => {
    const { type, ...rest } = entry;
    return {
      ...keys.campaignCreator(entry.campaignId, entry.creatorId),
      gsi1pk: `CREATOR#${entry.creatorId}`,
      gsi1sk: `CAMPAIGN#${entry.campaignCreatedAt}#${entry.campaignId}`,
      type: 'campaignCreator',
      kind: type,
      ...rest,
    };
  },
};

export interface CampaignBundle {
  campaign: CampaignRecord;
  creators: CampaignCreatorRecord[];
}

/** A campaign with all its creator entries: one Query. */
export async function getCampaignBundle(campaignId: string): Promise<CampaignBundle | undefined> {
  const found = await queryPartition(keys.campaign(campaignId).pk);
  const meta = found.find((item) => item.sk === 'META');
  if (!meta) return undefined;
  return {
    campaign: strip<CampaignRecord>(meta),
    creators: found
      .filter((item) => item.type === 'campaignCreator')
      .map((item) => strip<CampaignCreatorRecord>(item))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.creatorName.localeCompare(b.creatorName)),
  };
}

async function page<T>(
  index: string,
  partition: string,
  options: { limit: number; cursor?: string; sortPrefix?: string; nameFragment?: string },
): Promise<Page<T>> {
  const fragment = options.nameFragment?.trim().toLowerCase();
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: options.sortPrefix
        ? `${index}pk = :pk AND begins_with(${index}sk, :prefix)`
        : `${index}pk = :pk`,
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(options.sortPrefix ? { ':prefix': options.sortPrefix } : {}),
        ...(fragment ? { ':fragment': fragment } : {}),
      },
      ...(fragment ? { FilterExpression: 'contains(nameKey, :fragment)' } : {}),
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attribute: `${index}pk`,
        value: partition,
        sortPrefix: options.sortPrefix,
      }),
    }),
  );
  const result_: Page<T> = { items: (result.Items ?? []).map((item) => strip<T>(item)) };
  const nextCursor = encodeCursor(result.LastEvaluatedKey);
  if (nextCursor) result_.nextCursor = nextCursor;
  return result_;
}

export const listCampaigns = (options: { limit: number; cursor?: string; nameFragment?: string }) =>
  page<CampaignRecord>(GSI1, 'CAMPAIGNS', options);

export const listBrandCampaigns = (
  brandId: string,
  options: { limit: number; cursor?: string; nameFragment?: string },
) => page<CampaignRecord>(GSI2, `BRAND#${brandId}`, { ...options, sortPrefix: 'CAMPAIGN#' });

export const listCreatorCampaigns = (creatorId: string, options: { limit: number; cursor?: string }) =>
  page<CampaignCreatorRecord>(GSI1, `CREATOR#${creatorId}`, { ...options, sortPrefix: 'CAMPAIGN#' });
