import { MAX_CAMPAIGN_CREATORS, type CampaignAssignment, type CampaignBrief, type Page } from '@reelbridge/shared';
import { Changes, MAX_TRANSACTION_ITEMS } from './changes';
import { batchGet, queryIndexPage, queryPartition, tableName, scanPages } from './client';
import {
  BRAND_CAMPAIGN_PREFIX,
  CAMPAIGN_LISTING_PK,
  CAMPAIGN_STATUS_SK,
  CAMPAIGN_NAMES_PK,
  CREATOR_CAMPAIGN_PREFIX,
  GSI1,
  GSI2,
  keys,
  MAX_NAME_TOKENS,
  nameTokens,
  RECORD_SK,
} from './keys';
import { versionedDelete, type TransactItem } from './projects';
import { isSearch, searchEntryWrites, searchRecords, type SearchKind } from './search';

/**
 * The largest transaction a campaign needs besides its creators' entries: the campaign, its status entry, its search
 * entries and one more item, the change's event (created, saved, or a running campaign's deletion). A status change
 * writes the campaign and its status entry without its search entries (putCampaignStatus) and its event. The shared
 * schema's creator cap is what is left of one transaction.
 */
export const CAMPAIGN_ITEMS_BESIDES_CREATORS = 1 + 1 + MAX_NAME_TOKENS + 1;
if (CAMPAIGN_ITEMS_BESIDES_CREATORS + MAX_CAMPAIGN_CREATORS > MAX_TRANSACTION_ITEMS) {
  throw new Error('MAX_CAMPAIGN_CREATORS no longer fits one transaction');
}

/** Whether a campaign list query searches by name (else it is the plain, newest-first list). */
export const isNameSearch = (query: string) => isSearch(query);

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
      ...keys.campaignListing(campaign),
      type: 'campaign',
      kind: type,
      ...rest,
    };
  },
  /**
   * The campaign's status entry: the campaign item under the keys of its status's lists (keys.campaignStatusEntry),
   * written with every write of the campaign, so a list by status is one Query of whole pages (docs/data-model.md).
   */
  statusEntry: (campaign: CampaignRecord) => ({
    ...campaignItems.campaign(campaign),
    ...keys.campaignStatusEntry(campaign),
    type: 'campaignStatus',
  }),
  entry: (entry: CampaignCreatorRecord) => {
    const { type, ...rest } = entry;
    return {
      ...keys.campaignCreator(entry.campaignId, entry.creatorId),
      ...keys.campaignCreatorListing(entry),
      type: 'campaignCreator',
      kind: type,
      ...rest,
    };
  },
};

/**
 * A campaign is found by any word of its name (data/search.ts: `keys.campaignName`), in the list of every campaign
 * (gsi1) and in its brand's (gsi2), where a brand user searches.
 */
export const campaignSearch: SearchKind<Pick<CampaignRecord, 'id' | 'name' | 'brandId'>> = {
  type: 'campaignName',
  idAttribute: 'campaignId',
  maxEntries: MAX_NAME_TOKENS,
  id: (campaign) => campaign.id,
  entryKey: (campaign, index) => {
    const { pk, sk } = keys.campaignName(campaign.id, campaign.brandId, index, '');
    return { pk, sk };
  },
  tokens: (campaign) => nameTokens(campaign.name),
  lists: (campaign) => [
    { index: GSI1, partition: CAMPAIGN_NAMES_PK },
    { index: GSI2, partition: keys.brandCampaignNamesPartition(campaign.brandId) },
  ],
  recordKey: (id) => keys.campaign(id),
};

/**
 * The writes that keep a campaign's search entries in step with its name and brand, in the transaction that writes
 * the campaign (searchEntryWrites): the entries of `after` (none when deleted), and deletes of those of `before`
 * beyond them. A campaign stored before the entries existed gets them from `npm run search:backfill`.
 */
export function nameEntryChanges(
  before: CampaignRecord | undefined,
  after: CampaignRecord | undefined,
): TransactItem[] {
  return searchEntryWrites(campaignSearch, before, after);
}

const statusEntryKey = (campaignId: string) => ({ pk: keys.campaign(campaignId).pk, sk: CAMPAIGN_STATUS_SK });

/**
 * The status entry's Put: unconditional, since the campaign's own versioned put in the same transaction decides
 * whether the change happens at all; a Put replaces the entry whatever status it had.
 */
const statusEntryPut = (campaign: CampaignRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: campaignItems.statusEntry(campaign) },
});

/**
 * The writes of a campaign change, added to the change's transaction (`Changes`): each conditional on the version it
 * was read at (or on absence, for a new item), so a concurrent change makes the whole transaction fail.
 */
export const campaignWrites = {
  /** The campaign itself, and its name's search entries in step with it (`before`: as read; undefined when new). */
  putCampaign(changes: Changes, campaign: CampaignRecord, before: CampaignRecord | undefined): void {
    changes.put('campaign', campaignItems.campaign(campaign), before?.version);
    changes.add(statusEntryPut(campaign));
    for (const item of nameEntryChanges(before, campaign)) changes.add(item);
  },
  /** The campaign alone, for a change that keeps its name and brand (a status change): its search entries stand. */
  putCampaignStatus(changes: Changes, campaign: CampaignRecord, before: CampaignRecord): void {
    changes.put('campaign', campaignItems.campaign(campaign), before.version);
    changes.add(statusEntryPut(campaign));
  },
  /** A creator's entry, new (`expectedVersion` undefined) or replacing the one read at that version. */
  putEntry(changes: Changes, entry: CampaignCreatorRecord, expectedVersion: number | undefined): void {
    changes.put(`entry:${entry.creatorId}`, campaignItems.entry(entry), expectedVersion);
  },
  removeEntry(changes: Changes, entry: CampaignCreatorRecord): void {
    changes.add(versionedDelete(keys.campaignCreator(entry.campaignId, entry.creatorId), entry.version));
  },
  /** The campaign, its search entries and its creators' entries, each as read. */
  removeCampaign(changes: Changes, bundle: CampaignBundle): void {
    changes.add(versionedDelete(keys.campaign(bundle.campaign.id), bundle.campaign.version));
    changes.add({ Delete: { TableName: tableName(), Key: statusEntryKey(bundle.campaign.id) } });
    for (const item of nameEntryChanges(bundle.campaign, undefined)) changes.add(item);
    for (const entry of bundle.creators) campaignWrites.removeEntry(changes, entry);
  },
};

/**
 * The names of the brand's products among `ids` (one BatchGet, strongly consistent: a campaign is saved with what it
 * finds, and a product added a moment ago must be found); an id that is not the brand's is missing.
 */
export async function brandProductNames(brandId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const products = await batchGet(
    ids.map((id) => keys.product(brandId, id)),
    { consistent: true },
  );
  return new Map(products.map((item) => [String(item.id), String(item.name)]));
}

export interface CampaignBundle {
  campaign: CampaignRecord;
  creators: CampaignCreatorRecord[];
}

/** A campaign with all its creator entries: one Query (`consistent` before a change conditional on it). */
export async function getCampaignBundle(
  campaignId: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<CampaignBundle | undefined> {
  const found = await queryPartition(keys.campaign(campaignId).pk, { consistent });
  const meta = found.find((item) => item.sk === RECORD_SK);
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
  options: { limit: number; cursor?: string; sortPrefix?: string },
): Promise<Page<T>> {
  const { items, cursor } = await queryIndexPage(index, partition, { ...options, newestFirst: true });
  const found: Page<T> = { items: items.map((item) => strip<T>(item)) };
  if (cursor) found.nextCursor = cursor;
  return found;
}

export const listCampaigns = (options: { limit: number; cursor?: string }) =>
  page<CampaignRecord>(GSI1, CAMPAIGN_LISTING_PK, options);

export const listBrandCampaigns = (brandId: string, options: { limit: number; cursor?: string }) =>
  page<CampaignRecord>(GSI2, keys.brandCampaignsPartition(brandId), { ...options, sortPrefix: BRAND_CAMPAIGN_PREFIX });

/**
 * The campaigns in one status, of one brand or all, newest first: one Query of their status entries (the status is
 * the key condition, so every page is full while more match).
 */
export const listCampaignsInStatus = (
  status: CampaignStatus,
  options: { brandId?: string; limit: number; cursor?: string },
) => {
  const { brandId, ...paging } = options;
  return brandId
    ? page<CampaignRecord>(GSI2, keys.brandCampaignStatusPartition(brandId, status), paging)
    : page<CampaignRecord>(GSI1, keys.campaignStatusPartition(status), paging);
};

/**
 * The campaigns (of one brand, or all) whose name has a word run beginning with the query, each once, in the order
 * of their first matching word: one Query on their search entries (the query is the key condition, so a page is full
 * whenever more match) and one BatchGet of the campaigns (searchRecords).
 */
export async function searchCampaigns(
  query: string,
  options: { brandId?: string; limit: number; cursor?: string },
): Promise<Page<CampaignRecord>> {
  const list = options.brandId
    ? ({ index: GSI2, partition: keys.brandCampaignNamesPartition(options.brandId) } as const)
    : ({ index: GSI1, partition: CAMPAIGN_NAMES_PK } as const);
  const { items, cursor } = await searchRecords(campaignSearch, list, query, options);
  const found: Page<CampaignRecord> = { items: items.map((item) => strip<CampaignRecord>(item)) };
  if (cursor) found.nextCursor = cursor;
  return found;
}

export const listCreatorCampaigns = (creatorId: string, options: { limit: number; cursor?: string }) =>
  page<CampaignCreatorRecord>(GSI1, keys.creatorCampaignsPartition(creatorId), {
    ...options,
    sortPrefix: CREATOR_CAMPAIGN_PREFIX,
  });

/**
 * Gives every campaign stored before status entries existed (or whose entry is not of its current version) its status
 * entry: a Scan, off the request path (`npm run search:backfill`, and the local stack at every start). Each entry is
 * written with the campaign rewritten at the version read, so a campaign changed meanwhile keeps the entry its own
 * write gave it. Idempotent: a second run finds nothing to do. Returns how many were written.
 */
export async function addMissingCampaignStatusEntries(): Promise<number> {
  const campaigns: CampaignRecord[] = [];
  const entries = new Map<string, number>();
  for await (const items of scanPages({
    FilterExpression: '#type IN (:campaign, :entry)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':campaign': 'campaign', ':entry': 'campaignStatus' },
  })) {
    for (const item of items) {
      if (item.type === 'campaign') campaigns.push(strip<CampaignRecord>(item));
      else entries.set(String(item.id), Number(item.version));
    }
  }
  let written = 0;
  for (const campaign of campaigns) {
    if (entries.get(campaign.id) === campaign.version) continue;
    const changes = new Changes();
    changes.put('campaign', campaignItems.campaign(campaign), campaign.version);
    changes.add(statusEntryPut(campaign));
    if ((await changes.commit()) === 'ok') written++;
  }
  return written;
}
