import type { Changes } from './changes';
import { batchGet, tableName } from './client';
import { keys } from './keys';
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

/** Counts a creator among a brand's creators: a marker written only if absent (the transaction fails otherwise). */
export function addBrandCreator(changes: Changes, brandId: string, creatorId: string, now: string): void {
  changes.add({
    Put: {
      TableName: tableName(),
      Item: { ...keys.brandStatsCreator(brandId, creatorId), type: 'brandStatsCreator', brandId, creatorId, at: now },
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

export const counters = { addCounts, addBrandCreator, countedBrandCreators };
