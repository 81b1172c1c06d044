import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Changes } from './changes';
import { batchGet, db, tableName, scanPages } from './client';
import { GSI1, keys } from './keys';
import { statsUpdate, type StatsDelta } from './stats';

/**
 * The counters consumer's writes (functions/src/events/counters.ts): each goes into the Changes that also holds the
 * event's delivery marker (data/deliveries.ts onceInTable), so a replayed event counts once.
 */
export type CounterScope = { agency: true } | { brandId: string };

/** Adds `delta` to the agency's figures or to one brand's (nothing when every delta is 0). */
export function addCounts(changes: Changes, scope: CounterScope, delta: StatsDelta): void {
  changes.add(statsUpdate(delta, 'brandId' in scope ? keys.brandStats(scope.brandId) : keys.stats()));
}

/**
 * A creator's engagement rate as the brand markers copy it: the rate (none when the creator has none) and the version
 * of the creator it was read from. A marker only ever moves to a newer (or the same) version, so copies written out of
 * order, or again, never put an older rate back.
 */
export interface CreatorRate {
  creatorId: string;
  engagementRate?: number;
  version: number;
}

/** The rate copy of a stored creator item (or of a CreatorRecord). */
export function rateOf(creator: Record<string, unknown>): CreatorRate {
  const rate = (creator.metrics as { engagementRate?: unknown } | undefined)?.engagementRate;
  return {
    creatorId: String(creator.id),
    ...(typeof rate === 'number' ? { engagementRate: rate } : {}),
    version: Number(creator.version ?? 0),
  };
}

/**
 * Counts a creator among a brand's creators: a marker written only if absent (the transaction fails otherwise), with
 * the creator's engagement rate as read (`rate`) and its index keys (gsi1 `BRAND_CREATOR#creatorId`), by which the
 * creator's later rate changes find it.
 */
export function addBrandCreator(changes: Changes, brandId: string, rate: CreatorRate, now: string): void {
  const { creatorId } = rate;
  changes.add({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.brandStatsCreator(brandId, creatorId),
        ...keys.brandStatsCreatorListing(brandId, creatorId),
        type: 'brandStatsCreator',
        brandId,
        creatorId,
        ...(rate.engagementRate === undefined ? {} : { engagementRate: rate.engagementRate }),
        creatorVersion: rate.version,
        at: now,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
}

/** Which of `creatorIds` are counted among a brand's creators already (consistent: it decides a write). */
export async function countedBrandCreators(brandId: string, creatorIds: readonly string[]): Promise<Set<string>> {
  const found = await batchGet(
    creatorIds.map((creatorId) => keys.brandStatsCreator(brandId, creatorId)),
    { consistent: true },
  );
  return new Set(found.map((item) => String(item.creatorId)));
}

/** The creators' rates as they are now (consistent: copied onto markers); a creator that is gone is left out. */
export async function creatorRates(creatorIds: readonly string[]): Promise<Map<string, CreatorRate>> {
  const found = await batchGet(
    creatorIds.map((id) => keys.creator(id)),
    {
      consistent: true,
      projection: '#id, #metrics, #version',
      names: { '#id': 'id', '#metrics': 'metrics', '#version': 'version' },
    },
  );
  return new Map(found.map((item) => [String(item.id), rateOf(item)]));
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/**
 * Sets one brand marker's copy of the creator's rate (and its index keys), unless the marker holds a newer version's
 * copy already or is gone. An absolute value, so doing it again changes nothing. True when it wrote.
 */
export async function setMarkerRate(brandId: string, rate: CreatorRate): Promise<boolean> {
  const listing = keys.brandStatsCreatorListing(brandId, rate.creatorId);
  const hasRate = rate.engagementRate !== undefined;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandStatsCreator(brandId, rate.creatorId),
        UpdateExpression: `SET gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, creatorVersion = :version${
          hasRate ? ', engagementRate = :rate' : ' REMOVE engagementRate'
        }`,
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(creatorVersion) OR creatorVersion <= :version)',
        ExpressionAttributeValues: {
          ':gsi1pk': listing.gsi1pk,
          ':gsi1sk': listing.gsi1sk,
          ':version': rate.version,
          ...(hasRate ? { ':rate': rate.engagementRate } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The brands that count a creator (its markers on gsi1; an index read, so a marker written a moment ago may lag). */
export async function brandsCountingCreator(creatorId: string): Promise<string[]> {
  const brandIds: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.brandCreatorMarkersPartition(creatorId) },
        ProjectionExpression: 'brandId',
        ExclusiveStartKey: startKey,
      }),
    );
    brandIds.push(...(page.Items ?? []).map((item) => String(item.brandId)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return brandIds;
}

/**
 * After a creator's change committed: every brand marker of the creator gets its new rate (one Query of gsi1, one
 * conditional Update per brand that counts the creator). Returns how many markers were written.
 */
export async function followCreatorRate(rate: CreatorRate): Promise<number> {
  let written = 0;
  for (const brandId of await brandsCountingCreator(rate.creatorId)) {
    if (await setMarkerRate(brandId, rate)) written++;
  }
  return written;
}

/**
 * Markers written from a creator read before the write: a creator changed between that read and the marker's commit
 * may have looked for its markers before this one existed, so the creators are read again and any newer rate copied.
 */
export async function recheckMarkerRates(brandId: string, written: readonly CreatorRate[]): Promise<void> {
  const now = await creatorRates(written.map((rate) => rate.creatorId));
  for (const before of written) {
    const after = now.get(before.creatorId);
    if (after && after.version !== before.version) await setMarkerRate(brandId, after);
  }
}

/**
 * Gives every brand marker written before markers carried the creator's rate (or whose copy is not of the creator's
 * current version) the creator's current rate and its index keys: a Scan, off the request path (`npm run
 * search:backfill`, and the local stack at every start). Idempotent: a second run finds nothing to do. A creator
 * changed meanwhile is read again after the write (recheckMarkerRates), since its own change could not find a marker
 * without index keys. Returns how many markers were written.
 */
export async function addMissingBrandCreatorRates(): Promise<number> {
  const markers: { brandId: string; creatorId: string; version?: number; listed: boolean }[] = [];
  for await (const items of scanPages({
    FilterExpression: '#type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': 'brandStatsCreator' },
  })) {
    for (const item of items) {
      markers.push({
        brandId: String(item.brandId),
        creatorId: String(item.creatorId),
        version: typeof item.creatorVersion === 'number' ? item.creatorVersion : undefined,
        listed: typeof item.gsi1pk === 'string',
      });
    }
  }
  const rates = await creatorRates([...new Set(markers.map((marker) => marker.creatorId))]);
  const writtenByBrand = new Map<string, CreatorRate[]>();
  let written = 0;
  for (const marker of markers) {
    const rate = rates.get(marker.creatorId);
    if (!rate || (marker.listed && marker.version === rate.version)) continue;
    if (await setMarkerRate(marker.brandId, rate)) {
      written++;
      writtenByBrand.set(marker.brandId, [...(writtenByBrand.get(marker.brandId) ?? []), rate]);
    }
  }
  for (const [brandId, rates] of writtenByBrand) await recheckMarkerRates(brandId, rates);
  return written;
}

export const counters = {
  addCounts,
  addBrandCreator,
  countedBrandCreators,
  creatorRates,
  recheckMarkerRates,
  followCreatorRate,
};
