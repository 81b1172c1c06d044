import { describe, expect, it } from 'vitest';
import type { Brand, CompanySearchResult, Page } from '@reelbridge/shared';
import { tokenForBrandMember } from '../../../infra/local/testing';
import { api, stack, uniqueEmail } from '../testing/int';

/** Every brand of a list, page after page (the admin's list, or one industry's). */
async function allBrands(query = ''): Promise<Brand[]> {
  const brands: Brand[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({ limit: '100', ...(query ? { query } : {}), ...(cursor ? { cursor } : {}) });
    const page = await api<Page<Brand>>('admin', 'GET', `/brands?${params}`);
    expect(page.status).toBe(200);
    brands.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return brands;
}

const listOrder = (brand: Brand) => Buffer.from(`${brand.name.trim().toLowerCase().replace(/\s+/g, ' ')}#${brand.id}`);

const idsOf = (brands: { id: string }[]) => brands.map((brand) => brand.id);

const searched = async (query: string) =>
  idsOf((await api<Page<Brand>>('admin', 'GET', `/brands?query=${encodeURIComponent(query)}`)).body.items);

const lookedUp = async (query: string) =>
  (await api<CompanySearchResult[]>('anonymous', 'GET', `/brands/search?query=${encodeURIComponent(query)}`)).body;

describe('a brand renamed in the onboarding wizard', () => {
  it('is found by its new name and industry, never by those it registered with', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    // The old name sorts last, the new one first: a list key left behind puts the brand out of name order.
    const oldName = `Zzold${tag} Registered`;
    const newName = `Aanew${tag} Kitchen`;
    const email = uniqueEmail('rename');
    const registered = await api<Brand>('anonymous', 'POST', '/brands', {
      body: { name: oldName, email, phone: '5551234567', industry: 'health' },
    });
    expect(registered.status).toBe(201);
    const brand = registered.body;
    const token = await tokenForBrandMember(stack(), {
      email: uniqueEmail('rename-owner'),
      password: 'Owner-pass-2026',
      name: 'Owner',
      companyId: brand.id,
    });
    // Index reads catch up a moment after a write (LOCAL_DYNAMO_MODE=aws-like): the old name is found first.
    await expect.poll(() => searched(`zzold${tag}`)).toEqual([brand.id]);
    await expect.poll(async () => idsOf(await lookedUp(`zzold${tag}`))).toEqual([brand.id]);

    const submitted = await api('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
      token,
      body: {
        brand: { name: newName, email, phone: '+1 555 123 4567', industry: 'food' },
        products: [{ name: 'Soup Kit', description: 'Soup', pricing: 9 }],
        visualAssets: { productPhotos: [], brandVideos: [], packagingFiles: [] },
        brandVoice: { tone: 'Warm', styleGuide: [], marketingMaterials: [], socialExamples: [] },
        strategy: {},
        creatorSetup: {},
      },
    });
    expect(submitted.status).toBe(200);
    expect((await api<Brand>('admin', 'GET', `/brands/${brand.id}`)).body).toMatchObject({
      name: newName,
      industry: 'food',
    });

    // The admin's search: any word of the new name, none of the old one.
    await expect.poll(() => searched(`aanew${tag}`)).toEqual([brand.id]);
    expect(await searched(`aanew${tag} kit`)).toEqual([brand.id]);
    expect(await searched(`zzold${tag}`)).toEqual([]);
    expect(await searched(`zzold${tag} registered`)).toEqual([]);

    // The public company lookup of employee sign-up: the new name, never the old one.
    await expect.poll(() => lookedUp(`Aanew${tag}`)).toEqual([{ id: brand.id, name: newName }]);
    expect(await lookedUp(`Zzold${tag}`)).toEqual([]);

    // The industry filter: listed under the new industry only.
    await expect.poll(async () => idsOf(await allBrands('food'))).toContain(brand.id);
    expect(idsOf(await allBrands('health'))).not.toContain(brand.id);
    const food = await allBrands('food');
    expect(food.find((item) => item.id === brand.id)?.name).toBe(newName);

    // The list of all brands: once, in the new name's place.
    const all = await allBrands();
    expect(all.filter((item) => item.id === brand.id)).toHaveLength(1);
    for (const list of [all, food]) {
      const order = list.map(listOrder);
      expect(order.every((key, index) => index === 0 || Buffer.compare(order[index - 1]!, key) < 0)).toBe(true);
    }
  });
});
