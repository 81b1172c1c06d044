import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/**
 * The overview's numbers live in one aggregate item, kept in step by the transactions that create or change
 * brands, creators and campaigns: the overview is one GetItem whatever the data size.
 */
export interface StatsItem {
  brandCount: number;
  creatorCount: number;
  engagementSum: number;
  engagementCount: number;
  runningCampaigns: number;
}

export type StatsDelta = Partial<StatsItem>;

/** A TransactWrite item that adds the deltas to the aggregate (creating it on first use). */
export function statsUpdate(delta: StatsDelta) {
  const entries = Object.entries(delta).filter(([, value]) => value !== undefined && value !== 0) as [string, number][];
  if (entries.length === 0) return undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.stats(),
      UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    },
  };
}

export async function getStats(): Promise<StatsItem> {
  // Consistent: the counts are read back right after the writes that change them.
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stats(), ConsistentRead: true }));
  return {
    brandCount: Number(Item?.brandCount ?? 0),
    creatorCount: Number(Item?.creatorCount ?? 0),
    engagementSum: Number(Item?.engagementSum ?? 0),
    engagementCount: Number(Item?.engagementCount ?? 0),
    runningCampaigns: Number(Item?.runningCampaigns ?? 0),
  };
}
