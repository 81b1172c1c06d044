import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/** Money is kept in integer cents (DESIGN section 4). */
export interface ProductRecord {
  id: string;
  brandId: string;
  name: string;
  description: string;
  pricingCents: number;
  salePricingCents?: number;
  benefits?: string[];
  media?: { photos: string[]; videos: string[]; packaging: string[] };
  createdAt: string;
  updatedAt: string;
  version: number;
  [field: string]: unknown;
}

export async function putNewProduct(product: ProductRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.product(product.brandId, product.id), type: 'product', ...product },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
