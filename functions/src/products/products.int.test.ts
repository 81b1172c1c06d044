import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type ApiErrorBody,
  type Page,
  type PresignedUpload,
  type Product,
  type ProductWithBrand,
} from '@reelbridge/shared';
import { api, OTHER_BRAND, OWN_BRAND } from '../testing/int';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Serum',
  description: 'A serum for tests, described at some length to exceed fifty characters.',
  pricing: 19.99,
  salePricing: 14.5,
  benefits: ['Calm skin', 'Glow'],
  tiktokCta: 'Tap the link',
  ...overrides,
});

async function uploadedPhoto(brandId: string): Promise<string> {
  const presigned = await api<PresignedUpload>('admin', 'POST', '/upload/presigned-url', {
    body: { fileName: 'Front Shot.PNG', fileType: 'image/png', fileSize: 4, uploadPath: 'product-photos', brandId },
  });
  expect(presigned.status).toBe(200);
  return presigned.body.key;
}

describe('products', () => {
  it('lets a brand user add a product to their brand; prices round-trip as decimals', async () => {
    const response = await api<Product>('brand', 'POST', `/brands/${OWN_BRAND.id}/products`, { body: input() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      brandId: OWN_BRAND.id,
      pricing: 19.99,
      salePricing: 14.5,
      benefits: ['Calm skin', 'Glow'],
    });
    const read = await api<Product>('brand', 'GET', `/brands/${OWN_BRAND.id}/products/${response.body.id}`);
    expect(read.body).toEqual(response.body);
  });

  it("refuses another brand's products to a brand user", async () => {
    expect((await api('brand', 'GET', `/brands/${OTHER_BRAND.id}/products`)).status).toBe(403);
    expect((await api('brand', 'POST', `/brands/${OTHER_BRAND.id}/products`, { body: input() })).status).toBe(403);
  });

  it('answers 400 with the product form messages', async () => {
    const response = await api<ApiErrorBody>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: { name: '', pricing: -1, salePricing: 1.234 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: 'Product name is required',
      pricing: MESSAGES.pricePositive,
      salePricing: 'Use at most two decimals',
    });
    const missingPrice = await api<ApiErrorBody>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: { name: 'X' },
    });
    expect(missingPrice.body.error.fields?.pricing).toBe('Price is required');
  });

  it('answers 404 for an unknown brand or product', async () => {
    expect((await api('admin', 'GET', '/brands/co_zzzzzzzzzzzz/products')).status).toBe(404);
    expect((await api('admin', 'GET', `/brands/${OWN_BRAND.id}/products/pr_zzzzzzzzzzzz`)).status).toBe(404);
    expect((await api('admin', 'DELETE', `/brands/${OWN_BRAND.id}/products/pr_zzzzzzzzzzzz`)).status).toBe(404);
  });

  it('keeps uploaded photos as public media addresses, and refuses files of another brand', async () => {
    const key = await uploadedPhoto(OWN_BRAND.id);
    const created = await api<Product>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: input({ media: { photos: [key] } }),
    });
    expect(created.status).toBe(201);
    expect(created.body.media.photos).toHaveLength(1);
    expect(created.body.media.photos[0]).toMatch(/\/product-photos\/co_[a-z0-9]+\/[0-9a-f-]+-front-shot\.png$/);

    // Sending back the address (as the edit form does) keeps the same file.
    const edited = await api<Product>('admin', 'PUT', `/brands/${OWN_BRAND.id}/products/${created.body.id}`, {
      body: input({ media: created.body.media, version: created.body.version, name: 'Renamed Serum' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.media.photos).toEqual(created.body.media.photos);

    const foreign = await uploadedPhoto(OTHER_BRAND.id);
    const refused = await api<ApiErrorBody>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: input({ media: { photos: [foreign] } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.['media.photos']).toBe('This file was not uploaded for this brand');
  });

  it('updates with a version check, searches by name and deletes', async () => {
    const created = (
      await api<Product>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
        body: input({ name: 'Zesty Lip Oil' }),
      })
    ).body;
    const stale = await api('admin', 'PUT', `/brands/${OWN_BRAND.id}/products/${created.id}`, {
      body: input({ name: 'Zesty Lip Oil', version: 0 }),
    });
    expect(stale.status).toBe(409);
    const found = await api<Page<Product>>('admin', 'GET', `/brands/${OWN_BRAND.id}/products/search?query=lip%20oil`);
    expect(found.body.items.map((product) => product.id)).toEqual([created.id]);
    expect((await api('admin', 'DELETE', `/brands/${OWN_BRAND.id}/products/${created.id}`)).status).toBe(204);
    expect((await api('admin', 'GET', `/brands/${OWN_BRAND.id}/products/${created.id}`)).status).toBe(404);
  });

  it('keeps the status the admin sets: active when new, kept by an edit that leaves it out, refused when unknown', async () => {
    const created = await api<Product>('admin', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: input({ name: 'Status Serum' }),
    });
    expect(created.body.status).toBe('active');
    const url = `/brands/${OWN_BRAND.id}/products/${created.body.id}`;
    const paused = await api<Product>('admin', 'PUT', url, {
      body: input({ name: 'Status Serum', status: 'paused', version: created.body.version }),
    });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('paused');
    // An edit without the field (an older client, or the brand's own form) keeps the status.
    const edited = await api<Product>('brand', 'PUT', url, {
      body: input({ name: 'Status Serum', pricing: 21, version: paused.body.version }),
    });
    expect(edited.body).toMatchObject({ status: 'paused', pricing: 21 });
    expect((await api<Product>('brand', 'GET', url)).body.status).toBe('paused');

    // A brand user may send it as it is, not change it.
    const same = await api<Product>('brand', 'PUT', url, {
      body: input({ name: 'Status Serum', status: 'paused', version: edited.body.version }),
    });
    expect(same.body).toMatchObject({ status: 'paused', version: edited.body.version + 1 });
    const byBrand = await api<ApiErrorBody>('brand', 'PUT', url, {
      body: input({ name: 'Status Serum', status: 'active', version: same.body.version }),
    });
    expect(byBrand.status).toBe(403);
    expect(byBrand.body.error.message).toBe("Only the agency changes a product's status");
    const newPaused = await api('brand', 'POST', `/brands/${OWN_BRAND.id}/products`, {
      body: input({ status: 'paused' }),
    });
    expect(newPaused.status).toBe(403);

    const refused = await api<ApiErrorBody>('admin', 'PUT', url, {
      body: input({ name: 'Status Serum', status: 'deleted', version: same.body.version }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.status).toBe('Choose Active, Paused or Archived');
    expect((await api('admin', 'DELETE', url)).status).toBe(204);
  });
});

describe("every brand's products (GET /products)", () => {
  const word = `allbrands${Math.random().toString(36).slice(2, 8)}`;

  it('lists the products of every brand by name, each with its brand, page by page; searches; agency staff only', async () => {
    const made: Product[] = [];
    for (const [brand, name] of [
      [OWN_BRAND, `${word} Cc Cream`],
      [OTHER_BRAND, `${word} Aa Granola`],
      [OWN_BRAND, `${word} Bb Balm`],
    ] as const) {
      const created = await api<Product>('admin', 'POST', `/brands/${brand.id}/products`, { body: input({ name }) });
      expect(created.status).toBe(201);
      made.push(created.body);
    }

    // Searched by a word of the name among every brand's, then paged two at a time through the search's result.
    const search = async (cursor?: string) =>
      (
        await api<Page<ProductWithBrand>>(
          'admin',
          'GET',
          `/products?query=${word}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
      ).body;
    await expect.poll(async () => (await search()).items.length).toBe(2);
    const first = await search();
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await search(first.nextCursor);
    expect(second.nextCursor).toBeUndefined();
    const rows = [...first.items, ...second.items];
    expect(rows.map((row) => [row.name, row.brandId, row.brandName])).toEqual([
      [`${word} Aa Granola`, OTHER_BRAND.id, OTHER_BRAND.name],
      [`${word} Bb Balm`, OWN_BRAND.id, OWN_BRAND.name],
      [`${word} Cc Cream`, OWN_BRAND.id, OWN_BRAND.name],
    ]);
    expect(rows[0]).toMatchObject({ status: 'active', pricing: 19.99, salePricing: 14.5 });
    // By a later word of the name too.
    const byLaterWord = await api<Page<ProductWithBrand>>('admin', 'GET', '/products?query=granola&limit=100');
    expect(byLaterWord.body.items.map((row) => row.id)).toContain(made[1]!.id);

    // Unsearched, the list holds every brand's products in name order, page after page.
    const everything: ProductWithBrand[] = [];
    let cursor: string | undefined;
    do {
      const page = await api<Page<ProductWithBrand>>(
        'admin',
        'GET',
        `/products?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      if (page.body.nextCursor) expect(page.body.items).toHaveLength(50);
      everything.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    // The index's order: the name as sortableName folds it, then the id.
    const order = everything.map((row) => `${row.name.trim().toLowerCase().replace(/\s+/g, ' ')}#${row.id}`);
    expect(order).toEqual([...order].sort());
    expect(new Set(everything.map((row) => row.brandId)).size).toBeGreaterThan(1);
    expect(everything.every((row) => row.brandName !== '')).toBe(true);
    for (const product of made) expect(everything.map((row) => row.id)).toContain(product.id);

    // A rename moves the product in both lists; a delete takes it off.
    const renamed = await api<Product>('admin', 'PUT', `/brands/${OWN_BRAND.id}/products/${made[2]!.id}`, {
      body: input({ name: `${word} Dd Balm`, version: made[2]!.version }),
    });
    expect(renamed.status).toBe(200);
    await expect
      .poll(async () => (await search()).items.map((row) => row.name))
      .toEqual([`${word} Aa Granola`, `${word} Cc Cream`]);
    for (const product of made) {
      expect((await api('admin', 'DELETE', `/brands/${product.brandId}/products/${product.id}`)).status).toBe(204);
    }
    await expect.poll(async () => (await search()).items).toEqual([]);

    expect((await api('brand', 'GET', '/products')).status).toBe(403);
  });
});
