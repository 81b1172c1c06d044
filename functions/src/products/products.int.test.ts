import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiErrorBody, type Page, type PresignedUpload, type Product } from '@reelbridge/shared';
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
});
