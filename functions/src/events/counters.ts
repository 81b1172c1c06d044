import type { ActivityEvent } from '@reelbridge/shared';
import { getCampaignBundle } from '../data/campaigns';
import { counters, type CreatorRate } from '../data/counters';
import { onceInTable } from '../data/deliveries';
import { getProjectBundle } from '../data/projects';
import type { StatsDelta } from '../data/stats';
import type { EventConsumer } from './consumer';

const NAME = 'counters';

/** How an event moves the figures: the agency's and its brand's deltas, and whether the brand's creators may grow. */
export interface CountChange {
  agency: StatsDelta;
  brand: StatsDelta;
  /** The record whose creators now work for the brand: counted among the brand's creators if they are not yet. */
  creatorsOf?: { kind: 'campaign' | 'project'; id: string };
}

/** What an event changes in the counters; undefined when it changes none. Pure, so it is tested on its own. */
export function countChange(event: ActivityEvent): CountChange | undefined {
  if (event.type === 'brand.registered') return { agency: { brandCount: 1 }, brand: {} };
  if ((event.type === 'campaign.created' || event.type === 'campaign.assignmentChanged') && event.campaignId) {
    return { agency: {}, brand: {}, creatorsOf: { kind: 'campaign', id: event.campaignId } };
  }
  if (event.type === 'project.creatorAssigned' && event.projectId) {
    return { agency: {}, brand: {}, creatorsOf: { kind: 'project', id: event.projectId } };
  }
  return undefined;
}

/** The brand and creators of a campaign or project as they are now (none when it is gone). */
async function creatorsNow(record: NonNullable<CountChange['creatorsOf']>) {
  if (record.kind === 'campaign') {
    const bundle = await getCampaignBundle(record.id, { consistent: true });
    return bundle && { brandId: bundle.campaign.brandId, creatorIds: bundle.creators.map((entry) => entry.creatorId) };
  }
  const bundle = await getProjectBundle(record.id);
  return bundle && { brandId: bundle.project.brandId, creatorIds: bundle.creators.map(({ entry }) => entry.creatorId) };
}

/**
 * The creators of the record that the brand does not count yet, each with its engagement rate as it is now (one
 * consistent read of those creators), which their markers copy. A creator that is gone is counted without a rate.
 */
async function newBrandCreators(change: CountChange): Promise<{ brandId: string; rates: CreatorRate[] } | undefined> {
  if (!change.creatorsOf) return undefined;
  const now = await creatorsNow(change.creatorsOf);
  if (!now || now.creatorIds.length === 0) return undefined;
  const ids = [...new Set(now.creatorIds)];
  const counted = await counters.countedBrandCreators(now.brandId, ids);
  const creatorIds = ids.filter((id) => !counted.has(id));
  if (creatorIds.length === 0) return undefined;
  const rates = await counters.creatorRates(creatorIds);
  return {
    brandId: now.brandId,
    rates: creatorIds.map((creatorId) => rates.get(creatorId) ?? { creatorId, version: 0 }),
  };
}

const moves = (delta: StatsDelta) => Object.values(delta).some((value) => value !== undefined && value !== 0);

/**
 * Keeps the overview figures from events (docs/decisions.md#12-events-in-the-changes-own-transaction: never inside the
 * business transactions): the agency's brands and running campaigns, and per brand its running campaigns and its
 * creators (everyone ever put on one of its campaigns or projects, read from the record when an assignment event
 * arrives, so an event that covers many creators counts them all). Each event's updates commit in one transaction with
 * the event's delivery marker (data/deliveries.ts), so an event handed over twice counts once. A creator is counted for
 * a brand once: its marker item is written only if absent; when two events add one creator at once, one transaction
 * fails, and that event is counted when handed over again (it then finds the creator counted).
 */
export const countersConsumer: EventConsumer = {
  name: NAME,
  async handle(event) {
    const change = countChange(event);
    if (!change) return;
    const brandId = event.brandId;
    const creators = await newBrandCreators(change);
    if (!creators && !moves(change.agency) && !(brandId && moves(change.brand))) return;
    const now = new Date().toISOString();
    const result = await onceInTable(
      { eventId: event.id, consumer: NAME, recipient: 'overview' },
      (changes) => {
        counters.addCounts(changes, { agency: true }, change.agency);
        if (brandId) counters.addCounts(changes, { brandId }, change.brand);
        if (creators) {
          for (const rate of creators.rates) counters.addBrandCreator(changes, creators.brandId, rate, now);
          counters.addCounts(changes, { brandId: creators.brandId }, { creatorCount: creators.rates.length });
        }
      },
      now,
    );
    // A creator whose rate changed since it was read may have looked for its markers before these existed.
    if (creators && result === 'done') await counters.recheckMarkerRates(creators.brandId, creators.rates);
  },
};
