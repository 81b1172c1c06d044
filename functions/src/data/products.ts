import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, ProductMedia, ProductStatus } from '@reelbridge/shared';
import { Changes } from './changes';
import { batchGet, db, queryIndexPage, tableName, scanPages } from './client';
import {
  ALL_PRODUCT_NAMES_PK,
  ALL_PRODUCTS_PK,
  GSI1,
  GSI2,
  keys,
  MAX_PRODUCT_NAME_TOKENS,
  nameTokens,
  searchText,
} from './keys';
import { versionedDelete, type TransactItem } from './projects';

/** Stored form: money in integer cents, media as object keys (docs/data-model.md and docs/architecture.md#files). */
export interface ProductRecord {
  id: string;
  brandId: string;
  name: string;
  description?: string;
  pricingCents: number;
  salePricingCents?: number;
  benefits: string[];
  problemSolved?: string;
  bestFor?: string;
  usageInstructions?: string;
  uniqueFeatures?: string;
  results?: string;
  sensoryExperience?: string;
  messagingToAvoid?: string;
  keyDemographic?: string;
  tiktokCta?: string;
  media: ProductMedia;
  /** Absent on a product stored before statuses existed: it reads as active. */
  status?: ProductStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const PRODUCT_FIELDS = [
  'id',
  'brandId',
  'name',
  'description',
  'pricingCents',
  'salePricingCents',
  'benefits',
  'problemSolved',
  'bestFor',
  'usageInstructions',
  'uniqueFeatures',
  'results',
  'sensoryExperience',
  'messagingToAvoid',
  'keyDemographic',
  'tiktokCta',
  'media',
  'status',
  'createdAt',
  'updatedAt',
  'version',
] as const;

function toProduct(item: Record<string, unknown>): ProductRecord {
  const product: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) if (item[field] !== undefined) product[field] = item[field];
  const record = product as unknown as ProductRecord;
  record.benefits ??= [];
  const media: Partial<ProductMedia> = record.media ?? {};
  record.media = { photos: media.photos ?? [], videos: media.videos ?? [], packaging: media.packaging ?? [] };
  return record;
}

const item = (product: ProductRecord) => ({
  ...keys.product(product.brandId, product.id),
  ...keys.productListing(product.brandId, product.name, product.id),
  ...keys.allProductsListing(product.name, product.id),
  type: 'product',
  ...product,
});

/** The search entries of a product's name, in step with it: the entries of `after`, and deletes of `before`'s beyond. */
function nameEntries(before: ProductRecord | undefined, after: ProductRecord | undefined): TransactItem[] {
  const table = tableName();
  const tokens = after ? nameTokens(after.name, MAX_PRODUCT_NAME_TOKENS) : [];
  const puts: TransactItem[] = tokens.map((token, index) => ({
    Put: {
      TableName: table,
      // A copy of the product, so that a search page is one Query (the copies are rewritten with every change).
      Item: {
        ...after!,
        ...keys.productName(after!.brandId, after!.id, index, token),
        ...keys.allProductNames(after!.id, token),
        type: 'productName',
      },
    },
  }));
  const stale = before ? nameTokens(before.name, MAX_PRODUCT_NAME_TOKENS).length : 0;
  const deletes: TransactItem[] = [];
  for (let index = tokens.length; index < stale; index++) {
    const { pk, sk } = keys.productName(before!.brandId, before!.id, index, '');
    deletes.push({ Delete: { TableName: table, Key: { pk, sk } } });
  }
  return [...puts, ...deletes];
}

/**
 * The writes of a product change, for a transaction (`Changes`): the product, conditional on the version it was read
 * at (or on absence when new), with its name's search entries.
 */
export const productWrites = {
  put(changes: Changes, product: ProductRecord, before: ProductRecord | undefined): void {
    changes.put(`product:${product.id}`, item(product), before?.version);
    for (const entry of nameEntries(before, product)) changes.add(entry);
  },
  remove(changes: Changes, product: ProductRecord): void {
    changes.add(versionedDelete(keys.product(product.brandId, product.id), product.version));
    for (const entry of nameEntries(product, undefined)) changes.add(entry);
  },
};

/** Writes the changes; false when a condition failed (a version moved, or the product exists already). */
async function commit(changes: Changes): Promise<boolean> {
  const result = await changes.commit();
  if (result === 'too_many') throw new Error('A product change never exceeds one transaction');
  return result === 'ok';
}

export async function putNewProduct(product: ProductRecord): Promise<boolean> {
  const changes = new Changes();
  productWrites.put(changes, product, undefined);
  return commit(changes);
}

/** Replaces `before` (as read) with `product` if the stored version is still `before.version`; false when it is not. */
export async function replaceProduct(product: ProductRecord, before: ProductRecord): Promise<boolean> {
  const changes = new Changes();
  productWrites.put(changes, product, before);
  return commit(changes);
}

/** The product, strongly consistent unless asked otherwise (as getBrand: it is read right after writes, or to base one on). */
export async function getProduct(
  brandId: string,
  productId: string,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<ProductRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.product(brandId, productId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? toProduct(Item) : undefined;
}

/** The products of `ids` (one BatchGet per 100), in the order of `ids`; those that do not exist are left out. */
export async function getProducts(
  brandId: string,
  ids: string[],
  { consistent = false }: { consistent?: boolean } = {},
): Promise<ProductRecord[]> {
  const found = new Map(
    (
      await batchGet(
        ids.map((id) => keys.product(brandId, id)),
        { consistent },
      )
    ).map((record) => [String(record.id), record]),
  );
  return ids.flatMap((id) => (found.has(id) ? [toProduct(found.get(id)!)] : []));
}

/** Deletes the product as read, with its search entries; false when it changed or is gone meanwhile. */
export async function deleteProduct(product: ProductRecord): Promise<boolean> {
  const changes = new Changes();
  productWrites.remove(changes, product);
  return commit(changes);
}

/**
 * A page of a brand's products by name (gsi1), or of those with a name word beginning with `search` (their search
 * entries on gsi2, each a copy of its product): one Query with a key condition either way, so every page is full
 * while more match.
 */
export async function listProducts(
  brandId: string,
  options: { search?: string; limit: number; cursor?: string },
): Promise<Page<ProductRecord>> {
  const prefix = options.search ? searchText(options.search) : '';
  if (!prefix) {
    const { items, cursor } = await queryIndexPage(GSI1, keys.productListingPartition(brandId), options);
    return withCursor(items.map(toProduct), cursor);
  }
  const { items: entries, cursor } = await queryIndexPage(GSI2, keys.productNamesPartition(brandId), {
    limit: options.limit,
    cursor: options.cursor,
    sortPrefix: prefix,
  });
  // A name that matches by two of its words has two entries: a page shows the product once.
  const unique = [...new Map(entries.map((entry) => [String(entry.id), entry])).values()];
  return withCursor(unique.map(toProduct), cursor);
}

/**
 * A page of every brand's products by name (gsi2 of the product items), or of those with a name word beginning with
 * `search` (gsi1 of the search entries): one Query either way, as listProducts for one brand.
 */
export async function listAllProducts(options: {
  search?: string;
  limit: number;
  cursor?: string;
}): Promise<Page<ProductRecord>> {
  const prefix = options.search ? searchText(options.search) : '';
  if (!prefix) {
    const { items, cursor } = await queryIndexPage(GSI2, ALL_PRODUCTS_PK, options);
    return withCursor(items.map(toProduct), cursor);
  }
  const { items: entries, cursor } = await queryIndexPage(GSI1, ALL_PRODUCT_NAMES_PK, {
    limit: options.limit,
    cursor: options.cursor,
    sortPrefix: prefix,
  });
  const unique = [...new Map(entries.map((entry) => [String(entry.id), entry])).values()];
  return withCursor(unique.map(toProduct), cursor);
}

/** The names of the brands of `brandIds` as they are now (one BatchGet per 100, projected to id and name). */
export async function brandNames(brandIds: readonly string[]): Promise<Map<string, string>> {
  const found = await batchGet(
    [...new Set(brandIds)].map((brandId) => keys.brand(brandId)),
    { projection: '#id, #name', names: { '#id': 'id', '#name': 'name' } },
  );
  return new Map(found.map((brand) => [String(brand.id), String(brand.name)]));
}

function withCursor<T>(items: T[], cursor: string | undefined): Page<T> {
  return cursor ? { items, nextCursor: cursor } : { items };
}

/**
 * An upgrade for a table written before products had their list keys and search entries: the brand's name-ordered
 * list key (gsi1), the all-brands list key (gsi2) and search entries that also list among every brand's (gsi1). Writes
 * them for every product without the all-brands key (a Scan: run at start-up of the local stack and by
 * `npm run backfill` against a deployed table, never on a request path). Idempotent: an upgraded product is skipped,
 * and each product is rewritten at the version it was read at, so a change made meanwhile wins (the product is then
 * upgraded already, by its own write). Returns how many products it upgraded.
 */
export async function addMissingProductKeys(): Promise<number> {
  let upgraded = 0;
  for await (const items of scanPages({
    FilterExpression: '#type = :product AND (attribute_not_exists(gsi1pk) OR attribute_not_exists(gsi2pk))',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':product': 'product' },
  })) {
    for (const stored of items) {
      const product = toProduct(stored);
      // Its search entries are written whole (they are keyed by position, so this replaces any there), at the
      // product's stored version.
      const changes = new Changes();
      changes.put(`product:${product.id}`, item(product), product.version);
      for (const entry of nameEntries(undefined, product)) changes.add(entry);
      if ((await changes.commit()) === 'ok') upgraded++;
    }
  }
  return upgraded;
}
