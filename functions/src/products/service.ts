import {
  DEFAULT_PRODUCT_STATUS,
  newId,
  PAGE_SIZE_DEFAULT,
  type Page,
  type Product,
  type ProductFields,
  type ProductMedia,
  type ProductStatus,
  type ProductWithBrand,
  type SearchQuery,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import * as products from '../data/products';
import type { ProductRecord } from '../data/products';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { mediaUrl, ownedMediaKey } from '../lib/media';
import { assertCanActForBrand, type Principal } from '../lib/principal';

const STALE_MESSAGE = 'This product was changed by someone else. Reload and try again.';
export const STATUS_ADMIN_ONLY = "Only the agency changes a product's status";

/** Agency staff set a product's status; anyone else may send it only as it is (or leave it out). */
function assertStatusChange(principal: Principal, requested: ProductStatus | undefined, current: ProductStatus) {
  if (principal.role !== 'admin' && requested !== undefined && requested !== current) {
    throw forbidden(STATUS_ADMIN_ONLY);
  }
}
const MEDIA_FOLDERS = { photos: 'product-photos', videos: 'product-videos', packaging: 'packaging-files' } as const;

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => Math.round(cents) / 100;

export function toApi(record: ProductRecord): Product {
  const { pricingCents, salePricingCents, media, status, ...rest } = record;
  const product: Product = {
    ...rest,
    status: status ?? DEFAULT_PRODUCT_STATUS,
    pricing: fromCents(pricingCents),
    media: {
      photos: media.photos.map(mediaUrl),
      videos: media.videos.map(mediaUrl),
      packaging: media.packaging.map(mediaUrl),
    },
  };
  if (salePricingCents !== undefined) product.salePricing = fromCents(salePricingCents);
  return product;
}

/** The caller acts for the brand (403 otherwise), and the brand exists (404 otherwise). */
async function assertBrandReachable(principal: Principal, brandId: string): Promise<void> {
  assertCanActForBrand(principal, brandId);
  if (!(await getBrand(brandId))) throw notFound('Brand not found');
}

function mediaKeys(input: ProductFields['media'], brandId: string): ProductMedia {
  const result: ProductMedia = { photos: [], videos: [], packaging: [] };
  const fields: Record<string, string> = {};
  for (const kind of ['photos', 'videos', 'packaging'] as const) {
    for (const value of input?.[kind] ?? []) {
      const key = ownedMediaKey(value, MEDIA_FOLDERS[kind], brandId);
      if (key) result[kind].push(key);
      else fields[`media.${kind}`] ??= 'This file was not uploaded for this brand';
    }
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return result;
}

function recordFrom(
  input: ProductFields,
  base: Pick<ProductRecord, 'id' | 'brandId' | 'createdAt' | 'updatedAt' | 'version'> & { status: ProductStatus },
): ProductRecord {
  const { pricing, salePricing, media, version: _version, benefits, status, ...text } = input;
  const record: ProductRecord = {
    ...base,
    ...Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined && value !== '')),
    name: input.name,
    status: status ?? base.status,
    pricingCents: toCents(pricing),
    benefits: benefits ?? [],
    media: mediaKeys(media, base.brandId),
  };
  if (salePricing !== undefined && salePricing !== null) record.salePricingCents = toCents(salePricing);
  return record;
}

export async function createProduct(
  principal: Principal,
  brandId: string,
  input: ProductFields,
  now = new Date().toISOString(),
): Promise<Product> {
  await assertBrandReachable(principal, brandId);
  assertStatusChange(principal, input.status, DEFAULT_PRODUCT_STATUS);
  const record = recordFrom(input, {
    id: newId('product'),
    brandId,
    status: DEFAULT_PRODUCT_STATUS,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  // A new id cannot exist yet: a failed condition here would be an id collision.
  if (!(await products.putNewProduct(record))) throw conflict(STALE_MESSAGE);
  return toApi(record);
}

export async function listProducts(principal: Principal, brandId: string, query: SearchQuery): Promise<Page<Product>> {
  await assertBrandReachable(principal, brandId);
  const page = await products.listProducts(brandId, {
    search: query.query,
    limit: query.limit ?? PAGE_SIZE_DEFAULT,
    cursor: query.cursor,
  });
  return { ...page, items: page.items.map(toApi) };
}

/**
 * Every brand's products by name (agency staff only: a brand user lists their own brand's), each with its brand's
 * name as it is now: one Query for the page, one BatchGet for its brands' names, whatever the number of products.
 */
export async function listAllProducts(principal: Principal, query: SearchQuery): Promise<Page<ProductWithBrand>> {
  if (principal.role !== 'admin') throw forbidden();
  const page = await products.listAllProducts({
    search: query.query,
    limit: query.limit ?? PAGE_SIZE_DEFAULT,
    cursor: query.cursor,
  });
  const names = await products.brandNames(page.items.map((product) => product.brandId));
  return {
    ...page,
    items: page.items.map((product) => ({ ...toApi(product), brandName: names.get(product.brandId) ?? '' })),
  };
}

/** The product; read consistently when a versioned write follows. */
async function existing(
  principal: Principal,
  brandId: string,
  productId: string,
  options: { consistent?: boolean } = {},
): Promise<ProductRecord> {
  await assertBrandReachable(principal, brandId);
  const product = await products.getProduct(brandId, productId, options);
  if (!product) throw notFound('Product not found');
  return product;
}

export async function getProduct(principal: Principal, brandId: string, productId: string): Promise<Product> {
  return toApi(await existing(principal, brandId, productId));
}

export async function updateProduct(
  principal: Principal,
  brandId: string,
  productId: string,
  input: ProductFields,
  now = new Date().toISOString(),
): Promise<Product> {
  const current = await existing(principal, brandId, productId, { consistent: true });
  const expected = input.version ?? current.version;
  if (expected !== current.version) throw conflict(STALE_MESSAGE);
  assertStatusChange(principal, input.status, current.status ?? DEFAULT_PRODUCT_STATUS);
  const record = recordFrom(input, {
    id: current.id,
    brandId,
    // A form that does not send the status (an older client) leaves it as it is.
    status: current.status ?? DEFAULT_PRODUCT_STATUS,
    createdAt: current.createdAt,
    updatedAt: now,
    version: current.version + 1,
  });
  if (!(await products.replaceProduct(record, current))) throw conflict(STALE_MESSAGE);
  return toApi(record);
}

export async function deleteProduct(principal: Principal, brandId: string, productId: string): Promise<void> {
  const current = await existing(principal, brandId, productId, { consistent: true });
  if (!(await products.deleteProduct(current))) throw conflict(STALE_MESSAGE);
}
