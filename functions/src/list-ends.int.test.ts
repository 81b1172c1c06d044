/**
 * Lists end where their items end: a list whose last page is exactly full gives no cursor to an empty page, and a
 * product search is a key condition on the products' name entries, so a word inside a name is found on the first page
 * however many products do not match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product } from '@reelbridge/shared';
import type { ApiResponse } from '../../infra/local/testing';
import { api, uniqueEmail } from './testing/int';

/** A word no other test uses, so that exactly the records named with it match. */
const WORD = `edge${Math.random().toString(36).slice(2, 8)}`;
const FILLER_PRODUCTS = 60;

async function must<T>(response: Promise<ApiResponse<T>>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

let brandId = '';
const matching: string[] = [];

beforeAll(async () => {
  brandId = (
    await must(
      api<{ id: string }>('anonymous', 'POST', '/brands', {
        body: { name: `Edge ${WORD}`, email: uniqueEmail('edge-brand'), phone: '(555) 123-4567', industry: 'beauty' },
      }),
    )
  ).id;
  for (let index = 0; index < 3; index++) {
    await must(
      api('admin', 'POST', '/creators', {
        body: { firstName: WORD, lastName: `Edge ${index}`, email: uniqueEmail(`edge-creator-${index}`) },
      }),
    );
  }
  const product = (name: string) =>
    must(api<Product>('admin', 'POST', `/brands/${brandId}/products`, { body: { name, pricing: 10 } }));
  // The matches' names begin with letters that sort after every filler, so a filtered name-ordered list would reach
  // them only on its last page.
  for (const name of ['Zesty lip oil', 'Zen glow lip balm', 'Zinc lip mask']) matching.push((await product(name)).id);
  for (let index = 0; index < FILLER_PRODUCTS; index++) await product(`Alpha serum ${index}`);
}, 120_000);

describe('lists end where their items end', () => {
  it('a creators list whose last page is full has no cursor to an empty page', async () => {
    const page = await must(api<Page<{ id: string }>>('admin', 'GET', `/creators?query=${WORD}&limit=3`));
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).toBeUndefined();
    const shorter = await must(api<Page<{ id: string }>>('admin', 'GET', `/creators?query=${WORD}&limit=2`));
    expect(shorter.items).toHaveLength(2);
    expect(shorter.nextCursor).toEqual(expect.any(String));
    const rest = await must(
      api<Page<{ id: string }>>(
        'admin',
        'GET',
        `/creators?query=${WORD}&limit=2&cursor=${encodeURIComponent(shorter.nextCursor!)}`,
      ),
    );
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeUndefined();
  });

  it('a brands list whose last page is full has no cursor to an empty page', async () => {
    const page = await must(api<Page<{ id: string }>>('admin', 'GET', `/brands?query=Edge%20${WORD}&limit=1`));
    expect(page.items.map((brand) => brand.id)).toEqual([brandId]);
    expect(page.nextCursor).toBeUndefined();
  });

  it('finds products by any of the first words of their name, on the first page', async () => {
    const found = await must(
      api<Page<Product>>('admin', 'GET', `/brands/${brandId}/products/search?query=lip&limit=5`),
    );
    expect(found.items.map((product) => product.id).sort()).toEqual([...matching].sort());
    expect(found.nextCursor).toBeUndefined();
    const phrase = await must(api<Page<Product>>('admin', 'GET', `/brands/${brandId}/products?query=LIP%20O`));
    expect(phrase.items.map((product) => product.name)).toEqual(['Zesty lip oil']);
  });

  it("pages through a brand's products in name order, to the last one", async () => {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await must(
        api<Page<Product>>(
          'admin',
          'GET',
          `/brands/${brandId}/products?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ),
      );
      if (page.nextCursor) expect(page.items).toHaveLength(25);
      names.push(...page.items.map((product) => product.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(names).toHaveLength(FILLER_PRODUCTS + 3);
    expect(names.slice(-3)).toEqual(['Zen glow lip balm', 'Zesty lip oil', 'Zinc lip mask']);
    expect(pages).toBe(3);
  });

  it('a renamed product is found by its new name only, and a deleted one not at all', async () => {
    const product = await must(
      api<Product>('admin', 'POST', `/brands/${brandId}/products`, {
        body: { name: `Quartz ${WORD} roller`, pricing: 5 },
      }),
    );
    await must(
      api('admin', 'PUT', `/brands/${brandId}/products/${product.id}`, {
        body: { name: 'Onyx roller', pricing: 5, version: product.version },
      }),
    );
    const search = (query: string) =>
      must(api<Page<Product>>('admin', 'GET', `/brands/${brandId}/products/search?query=${query}`));
    expect((await search('quartz')).items).toEqual([]);
    expect((await search(WORD)).items).toEqual([]);
    expect((await search('onyx')).items.map((item) => item.id)).toEqual([product.id]);
    expect((await api('admin', 'DELETE', `/brands/${brandId}/products/${product.id}`)).status).toBe(204);
    expect((await search('onyx')).items).toEqual([]);
  });
});
