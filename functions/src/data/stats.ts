import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPartition, tableName } from './client';
import { keys } from './keys';
import type { TransactItem } from './projects';

/**
 * The overview's numbers live in aggregate items, so the overview is one read whatever the data size: the agency's
 * (`STATS / OVERVIEW`) and one per brand (`STATS#BRAND#<id> / OVERVIEW`, with one `CREATOR#<id>` item per creator
 * counted among the brand's, carrying a copy of that creator's engagement rate). Brands and running campaigns are counted from events by the counters consumer
 * (functions/src/events/counters.ts, writes in data/counters.ts), never inside the business transactions: the one
 * agency item would otherwise be a hot spot every creation conflicts on. The agency's creator figures (count and
 * engagement) are still kept by the creator transactions themselves (data/creators.ts): a creator's change is one
 * item, rare, and its engagement delta needs the version it replaced, which no event carries.
 */
export interface StatsItem {
  brandCount: number;
  creatorCount: number;
  engagementSum: number;
  engagementCount: number;
  runningCampaigns: number;
}

export type StatsDelta = Partial<StatsItem>;

/** A TransactWrite item that adds the deltas to an aggregate (the agency's unless `key` says), creating it on first use. */
export function statsUpdate(delta: StatsDelta, key: Record<string, string> = keys.stats()): TransactItem | undefined {
  const entries = Object.entries(delta).filter(([, value]) => value !== undefined && value !== 0) as [string, number][];
  if (entries.length === 0) return undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    },
  };
}

function statsOf(item: Record<string, unknown> | undefined): StatsItem {
  return {
    brandCount: Number(item?.brandCount ?? 0),
    creatorCount: Number(item?.creatorCount ?? 0),
    engagementSum: Number(item?.engagementSum ?? 0),
    engagementCount: Number(item?.engagementCount ?? 0),
    runningCampaigns: Number(item?.runningCampaigns ?? 0),
  };
}

export async function getStats(): Promise<StatsItem> {
  // Consistent: the counts are read back right after the writes that change them.
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stats(), ConsistentRead: true }));
  return statsOf(Item);
}

/**
 * One brand's figures: its running campaigns, and its creators (every creator ever assigned to one of its campaigns
 * or projects) with their engagement averaged as it is now. One Query of the brand's stats partition, whatever the
 * number of creators: each creator's marker carries a copy of the creator's engagement rate, kept by the creator's
 * changes (data/counters.ts followCreatorRate), so no creator profile is read.
 */
export async function getBrandStats(brandId: string): Promise<StatsItem> {
  const overviewKey = keys.brandStats(brandId);
  const items = await queryPartition(overviewKey.pk, { consistent: true });
  const overview = items.find((item) => item.sk === overviewKey.sk);
  const markers = items.filter((item) => item.sk !== overviewKey.sk);
  const rates = markers
    .map((marker) => marker.engagementRate)
    .filter((rate): rate is number => typeof rate === 'number');
  return {
    ...statsOf(overview),
    brandCount: 1,
    creatorCount: markers.length,
    engagementSum: rates.reduce((sum, rate) => sum + rate, 0),
    engagementCount: rates.length,
  };
}
