import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  MAX_ONBOARDING_PRODUCTS,
  type Brand,
  type CompanySearchResult,
  type Industry,
  type Page,
} from '@reelbridge/shared';
import { db, lostToAnotherWriter, queryIndexPage, tableName, writeTransaction } from './client';
import { BRAND_LISTING_PK, BRAND_SEARCH_PK, GSI1, GSI2, keys, MAX_PRODUCT_NAME_TOKENS, sortableName } from './keys';
import { MAX_TRANSACTION_ITEMS, type Changes } from './changes';
import type { TransactItem } from './projects';
import {
  brandSearchTokens,
  MAX_BRAND_SEARCH_ENTRIES,
  searchEntryWrites,
  searchRecords,
  type SearchKind,
  type SearchList,
} from './search';

const BRAND_SEARCH_LIST: SearchList = { index: GSI1, partition: BRAND_SEARCH_PK };

/**
 * A brand is found by any word of its name and by its e-mail's domain (data/search.ts). Only agency staff search
 * brands (a brand user's list is their own brand), so one list of them all.
 */
export const brandSearch: SearchKind<Pick<Brand, 'id' | 'name' | 'email'>> = {
  type: 'brandSearch',
  idAttribute: 'brandId',
  maxEntries: MAX_BRAND_SEARCH_ENTRIES,
  id: (brand) => brand.id,
  entryKey: (brand, index) => keys.searchEntry(keys.brand(brand.id).pk, index),
  tokens: brandSearchTokens,
  lists: () => [BRAND_SEARCH_LIST],
  recordKey: (id) => keys.brand(id),
};

/**
 * The onboarding wizard's largest submission (data/onboarding.ts: its products and their search entries twice, the
 * brand, the record, the draft, the event) also rewrites the brand's search entries when its name changes.
 */
if (
  2 * MAX_ONBOARDING_PRODUCTS * (1 + MAX_PRODUCT_NAME_TOKENS) + 4 + MAX_BRAND_SEARCH_ENTRIES >
  MAX_TRANSACTION_ITEMS
) {
  throw new Error("MAX_ONBOARDING_PRODUCTS no longer fits one transaction with the brand's search entries");
}

const BRAND_FIELDS = [
  'id',
  'name',
  'email',
  'phone',
  'website',
  'industry',
  'socialMedia',
  'onboardingState',
  'createdAt',
  'updatedAt',
  'version',
] as const;

function toBrand(item: Record<string, unknown>): Brand {
  const brand: Record<string, unknown> = {};
  for (const field of BRAND_FIELDS) if (item[field] !== undefined) brand[field] = item[field];
  return brand as unknown as Brand;
}

export type CreateBrandResult = { created: true } | { created: false; reason: 'email_taken' };

/** `withItems`: written in the same transaction (the owner invitation, data/team.ts). */
export async function createBrand(brand: Brand, withItems: TransactItem[] = []): Promise<CreateBrandResult> {
  try {
    await writeTransaction({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.brand(brand.id),
              ...keys.brandListing(brand.name, brand.id),
              ...keys.brandIndustry(brand.industry, brand.name, brand.id),
              type: 'brand',
              ...brand,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.brandEmailGuard(brand.email), type: 'emailGuard', brandId: brand.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...withItems,
        ...searchEntryWrites(brandSearch, undefined, brand),
      ],
    });
    return { created: true };
  } catch (error) {
    if (cancelledAt(error, 1)) return { created: false, reason: 'email_taken' };
    throw error;
  }
}

/**
 * The brand, strongly consistent unless asked otherwise: nearly every caller either bases a write on it (a versioned
 * update, a brand checked before a product, campaign or member is saved) or answers right after a write (a GET after
 * the PUT), and an eventually consistent read may miss a brand created a moment ago or show its previous version.
 */
export async function getBrand(
  brandId: string,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<Brand | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? toBrand(Item) : undefined;
}

export async function brandIdForEmail(email: string): Promise<string | undefined> {
  // Consistent: a guard checked before a write (a registration) must see the latest claim on the e-mail.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.brandEmailGuard(email), ConsistentRead: true }),
  );
  return typeof Item?.brandId === 'string' ? Item.brandId : undefined;
}

/** Brands by name, a page at a time: all of them, or one industry's. One Query. */
export async function listBrands(options: {
  industry?: Industry;
  limit: number;
  cursor?: string;
}): Promise<Page<Brand>> {
  const index = options.industry ? GSI2 : GSI1;
  const partition = options.industry ? keys.brandIndustryPartition(options.industry) : BRAND_LISTING_PK;
  const { items, cursor } = await queryIndexPage(index, partition, { limit: options.limit, cursor: options.cursor });
  const page: Page<Brand> = { items: items.map(toBrand) };
  if (cursor) page.nextCursor = cursor;
  return page;
}

/** Brands with a name word or e-mail domain beginning with `query`, each once: one Query and one BatchGet a page. */
export async function searchBrands(query: string, options: { limit: number; cursor?: string }): Promise<Page<Brand>> {
  const { items, cursor } = await searchRecords(brandSearch, BRAND_SEARCH_LIST, query, options);
  const page: Page<Brand> = { items: items.map(toBrand) };
  if (cursor) page.nextCursor = cursor;
  return page;
}

export async function searchBrandNames(prefix: string, limit: number): Promise<CompanySearchResult[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': BRAND_LISTING_PK, ':prefix': sortableName(prefix) },
      ProjectionExpression: 'id, #name',
      ExpressionAttributeNames: { '#name': 'name' },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({ id: String(item.id), name: String(item.name) }));
}

export type BrandChanges = Pick<Brand, 'name' | 'email' | 'phone' | 'industry'> &
  Partial<Pick<Brand, 'website' | 'socialMedia'>>;
export type UpdateBrandResult = { updated: true; brand: Brand } | { updated: false; reason: 'stale' | 'email_taken' };

/**
 * Writes the changes only if the stored version is still `expectedVersion`. A changed e-mail
 * moves the uniqueness guard in the same transaction.
 */
export async function updateBrand(
  current: Brand,
  changes: BrandChanges,
  expectedVersion: number,
  now: string,
): Promise<UpdateBrandResult> {
  const next: Brand = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  if (!changes.website) delete next.website;
  if (!changes.socialMedia) delete next.socialMedia;
  const update = versionedBrandUpdate(next, expectedVersion);

  const emailChanged = current.email.toLowerCase() !== next.email.toLowerCase();
  const searchEntries = searchEntryWrites(brandSearch, current, next);
  try {
    if (!emailChanged && searchEntries.length === 0) {
      await db().send(new UpdateCommand(update.Update));
    } else if (!emailChanged) {
      await writeTransaction({ TransactItems: [update, ...searchEntries] });
    } else {
      await writeTransaction({
        TransactItems: [
          update,
          { Delete: { TableName: tableName(), Key: keys.brandEmailGuard(current.email) } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.brandEmailGuard(next.email), type: 'emailGuard', brandId: current.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...searchEntries,
        ],
      });
    }
    return { updated: true, brand: next };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException' || cancelledAt(error, 0)) {
      return { updated: false, reason: 'stale' };
    }
    if (cancelledAt(error, 2)) return { updated: false, reason: 'email_taken' };
    if (await lostToAnotherWriter(error, keys.brand(current.id), expectedVersion)) {
      return { updated: false, reason: 'stale' };
    }
    throw error;
  }
}

/**
 * The brand's stored fields set to `next` (an empty or absent one removed), its list keys in step with its name and
 * industry, if the stored version is still `expectedVersion`.
 */
function versionedBrandUpdate(next: Brand, expectedVersion: number, { setsState = false } = {}) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':expected': expectedVersion };
  const sets: string[] = [];
  const removes: string[] = [];
  const fields: Record<string, unknown> = {
    name: next.name,
    email: next.email,
    phone: next.phone,
    industry: next.industry,
    website: next.website,
    socialMedia: next.socialMedia,
    // Only when it changes: saving a wizard draft moves it without a new version (data/onboarding.ts).
    ...(setsState ? { onboardingState: next.onboardingState } : {}),
    updatedAt: next.updatedAt,
    version: next.version,
    ...keys.brandListing(next.name, next.id),
    ...keys.brandIndustry(next.industry, next.name, next.id),
  };
  for (const [field, value] of Object.entries(fields)) {
    names[`#${field}`] = field;
    if (value === undefined || value === '') removes.push(`#${field}`);
    else {
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.brand(next.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The brand as the submitted onboarding wizard leaves it, added to the wizard's transaction at the version read:
 * its details from the wizard's first step, and onboarding completed.
 */
export function completeOnboarding(
  changes: Changes,
  current: Brand,
  details: Pick<Brand, 'name' | 'phone' | 'industry' | 'website'>,
  now: string,
): Brand {
  const next: Brand = {
    ...current,
    ...details,
    onboardingState: 'completed',
    updatedAt: now,
    version: current.version + 1,
  };
  if (!details.website) next.website = current.website;
  changes.add(versionedBrandUpdate(next, current.version, { setsState: true }));
  for (const item of searchEntryWrites(brandSearch, current, next)) changes.add(item);
  return next;
}

/** True when a TransactWrite was cancelled because the condition of item `index` failed. */
export function cancelledAt(error: unknown, index: number): boolean {
  if ((error as { name?: string }).name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[index]?.Code === 'ConditionalCheckFailed';
}
