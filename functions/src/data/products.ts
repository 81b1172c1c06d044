import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, ProductMedia } from '@reelbridge/shared';
import { db, tableName } from './client';
import { keys } from './keys';
import { decodeCursor, encodeCursor } from './pagination';

/** Stored form: money in integer cents, media as object keys (DESIGN sections 4 and 5). */
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
  type: 'product',
  nameKey: product.name.toLowerCase(),
  ...product,
});

export async function putNewProduct(product: ProductRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item(product), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Replaces the product if the stored version is still `expectedVersion`; false when it is not. */
export async function replaceProduct(product: ProductRecord, expectedVersion: number): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item(product),
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function getProduct(brandId: string, productId: string): Promise<ProductRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.product(brandId, productId) }));
  return Item ? toProduct(Item) : undefined;
}

/** Deletes the product; false when there was none. */
export async function deleteProduct(brandId: string, productId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.product(brandId, productId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * A brand's products live in the brand's partition: one Query a page (a page holds up to 1 MB: hundreds of
 * products), filtered by a case-insensitive name fragment when searching.
 */
export async function listProducts(
  brandId: string,
  options: { search?: string; cursor?: string } = {},
): Promise<Page<ProductRecord>> {
  const fragment = options.search?.trim().toLowerCase();
  const partition = keys.brand(brandId).pk;
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': partition,
        ':sk': 'PRODUCT#',
        ...(fragment ? { ':fragment': fragment } : {}),
      },
      ...(fragment ? { FilterExpression: 'contains(nameKey, :fragment)' } : {}),
      ExclusiveStartKey: decodeCursor(options.cursor, { attribute: 'pk', value: partition, sortPrefix: 'PRODUCT#' }),
    }),
  );
  const page: Page<ProductRecord> = {
    items: (result.Items ?? []).map(toProduct).sort((a, b) => a.name.localeCompare(b.name)),
  };
  const nextCursor = encodeCursor(result.LastEvaluatedKey);
  if (nextCursor) page.nextCursor = nextCursor;
  return page;
}
