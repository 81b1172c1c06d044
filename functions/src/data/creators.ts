import { GetCommand, QueryCommand, type TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@reelbridge/shared';
import { logger } from '../lib/logger';
import { cancelledAt } from './brands';
import { followCreatorRate, rateOf } from './counters';
import { db, lostToAnotherWriter, queryIndexPage, tableName, writeTransaction } from './client';
import { CREATOR_LISTING_PK, CREATOR_SEARCH_PK, GSI1, GSI2, keys } from './keys';
import type { TransactItem } from './projects';
import {
  creatorSearchTokens,
  MAX_CREATOR_SEARCH_ENTRIES,
  searchEntryWrites,
  searchRecords,
  type SearchKind,
  type SearchList,
} from './search';
import { statsUpdate, type StatsDelta } from './stats';

export interface CreatorRecord {
  id: string;
  userId?: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  tiktokUrl?: string;
  instagramHandle?: string;
  youtubeHandle?: string;
  location?: { city?: string; country?: string };
  metrics?: { engagementRate?: number; avgViews?: number };
  paymentStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
  createdAt: string;
  updatedAt: string;
  version: number;
}

const CREATOR_FIELDS = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'tiktokUrl',
  'instagramHandle',
  'youtubeHandle',
  'location',
  'metrics',
  'paymentStatus',
  'createdAt',
  'updatedAt',
  'version',
] as const;

export function toCreator(item: Record<string, unknown>): CreatorRecord {
  const creator: Record<string, unknown> = {};
  for (const field of CREATOR_FIELDS) if (item[field] !== undefined) creator[field] = item[field];
  return creator as unknown as CreatorRecord;
}

const CREATOR_SEARCH_LIST: SearchList = { index: GSI1, partition: CREATOR_SEARCH_PK };

/**
 * A creator is found by any word of the name, a TikTok, Instagram or YouTube handle, the whole e-mail address and its
 * domain (data/search.ts); only agency staff list creators, so one list of them all.
 */
export const creatorSearch: SearchKind<CreatorRecord> = {
  type: 'creatorSearch',
  idAttribute: 'creatorId',
  maxEntries: MAX_CREATOR_SEARCH_ENTRIES,
  id: (creator) => creator.id,
  entryKey: (creator, index) => keys.searchEntry(keys.creator(creator.id).pk, index),
  tokens: creatorSearchTokens,
  lists: () => [CREATOR_SEARCH_LIST],
  recordKey: (id) => keys.creator(id),
};

function creatorItem(creator: CreatorRecord) {
  return {
    ...keys.creator(creator.id),
    ...keys.creatorListing(`${creator.firstName} ${creator.lastName}`, creator.id),
    ...keys.byEmail(creator.email),
    gsi2sk: 'CREATOR',
    type: 'creator',
    ...creator,
  };
}

function engagementDelta(before: CreatorRecord | undefined, after: CreatorRecord | undefined): StatsDelta {
  const rate = (creator: CreatorRecord | undefined) => creator?.metrics?.engagementRate;
  const old = rate(before);
  const next = rate(after);
  return {
    engagementSum: (next ?? 0) - (old ?? 0),
    engagementCount: (next === undefined ? 0 : 1) - (old === undefined ? 0 : 1),
  };
}

export type CreateCreatorResult = { created: true } | { created: false; reason: 'email_taken' };

/** The creator, its e-mail guard and the overview counters, in one transaction. */
export async function createCreator(creator: CreatorRecord): Promise<CreateCreatorResult> {
  try {
    await writeTransaction({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: creatorItem(creator),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.creatorEmailGuard(creator.email), type: 'emailGuard', creatorId: creator.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        statsUpdate({ creatorCount: 1, ...engagementDelta(undefined, creator) })!,
        ...searchEntryWrites(creatorSearch, undefined, creator),
      ],
    });
    return { created: true };
  } catch (error) {
    if (cancelledAt(error, 1)) return { created: false, reason: 'email_taken' };
    throw error;
  }
}

export type UpdateCreatorResult =
  { updated: true; creator: CreatorRecord } | { updated: false; reason: 'stale' | 'email_taken' };

/**
 * Replaces the editable fields if the stored version is still `current.version`; `extra` items (outbox messages, the
 * account's pending e-mail change) commit with it.
 */
export async function updateCreator(
  current: CreatorRecord,
  next: CreatorRecord,
  extra: TransactItem[] = [],
): Promise<UpdateCreatorResult> {
  const emailChanged = current.email.toLowerCase() !== next.email.toLowerCase();
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: tableName(),
        Item: creatorItem(next),
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': current.version },
      },
    },
  ];
  if (emailChanged) {
    items.push(
      { Delete: { TableName: tableName(), Key: keys.creatorEmailGuard(current.email) } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.creatorEmailGuard(next.email), type: 'emailGuard', creatorId: next.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    );
  }
  const stats = statsUpdate(engagementDelta(current, next));
  if (stats) items.push(stats);
  items.push(...extra, ...searchEntryWrites(creatorSearch, current, next));
  try {
    await writeTransaction({ TransactItems: items });
  } catch (error) {
    if (cancelledAt(error, 0)) return { updated: false, reason: 'stale' };
    if (emailChanged && cancelledAt(error, 2)) return { updated: false, reason: 'email_taken' };
    if (await lostToAnotherWriter(error, keys.creator(current.id), current.version)) {
      return { updated: false, reason: 'stale' };
    }
    throw error;
  }
  if (current.metrics?.engagementRate !== next.metrics?.engagementRate) await followRate(next);
  return { updated: true, creator: next };
}

/**
 * After the creator's transaction committed, its brand markers get the new rate (data/counters.ts followCreatorRate:
 * absolute values conditioned on the creator's version, so a late or repeated copy never puts an older rate back).
 * The change stands if this fails: it is logged, and the next change of the rate or `npm run search:backfill`
 * (addMissingBrandCreatorRates) copies it.
 */
async function followRate(creator: CreatorRecord): Promise<void> {
  try {
    await followCreatorRate(rateOf(creator as unknown as Record<string, unknown>));
  } catch (error) {
    logger.error('Brand markers not given the creator’s new engagement rate', {
      creatorId: creator.id,
      error: error as Error,
    });
  }
}

export async function getCreator(creatorId: string): Promise<CreatorRecord | undefined> {
  // Consistent: its version conditions the creator's updates, and it is read back after them.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.creator(creatorId), ConsistentRead: true }),
  );
  return Item ? toCreator(Item) : undefined;
}

export async function creatorIdForEmail(email: string): Promise<string | undefined> {
  // Consistent: a guard checked before a write (an invitation, a sign-up) must see the latest claim on the e-mail.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.creatorEmailGuard(email), ConsistentRead: true }),
  );
  return typeof Item?.creatorId === 'string' ? Item.creatorId : undefined;
}

export async function getCreatorByEmail(email: string): Promise<CreatorRecord | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.byEmail(email).gsi2pk, ':sk': 'CREATOR' },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? toCreator(item) : undefined;
}

/** Creators by name, in order, a page at a time: one Query. */
export async function listCreators(options: { limit: number; cursor?: string }): Promise<Page<CreatorRecord>> {
  const { items, cursor } = await queryIndexPage(GSI1, CREATOR_LISTING_PK, options);
  const page: Page<CreatorRecord> = { items: items.map(toCreator) };
  if (cursor) page.nextCursor = cursor;
  return page;
}

/**
 * Creators with a name word, handle, address or e-mail domain beginning with `query`, each once: one Query on their
 * search entries and one BatchGet a page.
 */
export async function searchCreators(
  query: string,
  options: { limit: number; cursor?: string },
): Promise<Page<CreatorRecord>> {
  const { items, cursor } = await searchRecords(creatorSearch, CREATOR_SEARCH_LIST, query, options);
  const page: Page<CreatorRecord> = { items: items.map(toCreator) };
  if (cursor) page.nextCursor = cursor;
  return page;
}

/** Records which user account is this creator's; only once. */
export async function linkCreatorUser(creatorId: string, userId: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.creator(creatorId),
      UpdateExpression: 'SET userId = :userId, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(userId) OR userId = :userId)',
      ExpressionAttributeValues: { ':userId': userId, ':now': now },
    }),
  );
}
