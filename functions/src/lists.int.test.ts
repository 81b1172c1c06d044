import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@reelbridge/shared';
import type { ApiResponse } from '../../infra/local/testing';
import { api, OTHER_BRAND, OWN_BRAND, uniqueEmail } from './testing/int';

const PROJECTS = 120;
const CAMPAIGNS = 500;
const CREATOR_CAMPAIGNS = 150;
/** A word no other test's campaign has, so that exactly the campaigns named with it match. */
const WORD = `needle${Math.random().toString(36).slice(2, 8)}`;

async function must<T>(response: Promise<ApiResponse<T>>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

/** Runs `make` for 0…count-1, a few at a time (the local stack has two cores). */
async function several<T>(count: number, make: (index: number) => Promise<T>, width = 6): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await make(index);
      }
    }),
  );
  return results;
}

/** Every item of a list, following its cursors; fails on a page that is short although a cursor follows. */
async function everyPage<T>(path: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await must(api<Page<T>>('admin', 'GET', url));
    pages++;
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && pages < 100);
  return { items, pages };
}

const campaignBody = (brandId: string, name: string, creatorId?: string) => ({
  name,
  budget: 100,
  type: 'awareness',
  brandId,
  creators: creatorId ? [{ creatorId, type: 'UGC' }] : [],
});

describe('lists page to their end', () => {
  let brandId = '';
  let creatorId = '';
  let projectIds: string[] = [];
  let campaignIds: string[] = [];

  beforeAll(async () => {
    const brand = await must(
      api<{ id: string }>('anonymous', 'POST', '/brands', {
        body: {
          name: `Lists ${WORD}co`,
          email: uniqueEmail('lists-brand'),
          phone: '(555) 123-4567',
          industry: 'beauty',
        },
      }),
    );
    brandId = brand.id;
    const creator = await must(
      api<{ id: string }>('admin', 'POST', '/creators', {
        body: {
          firstName: 'Paige',
          lastName: 'Lister',
          email: uniqueEmail('lists-creator'),
          phoneNumber: '(415) 555-0100',
        },
      }),
    );
    creatorId = creator.id;
    projectIds = (
      await several(PROJECTS, (index) =>
        must(
          api<{ id: string }>('admin', 'POST', '/ugc-projects', {
            body: {
              name: `Lists project ${index}`,
              brandId,
              creators: [{ creatorId, videoCount: 1, costPerVideo: 1 }],
            },
          }),
        ),
      )
    ).map((project) => project.id);
    // The three that match the search come first: a search that filtered the newest pages would miss them.
    const matching: string[] = [];
    for (let index = 0; index < 3; index++) {
      const campaign = await must(
        api<{ id: string }>('admin', 'POST', '/campaigns', {
          body: campaignBody(brandId, `Spring ${WORD} drop ${index}`, creatorId),
        }),
      );
      matching.push(campaign.id);
    }
    const rest = await several(CAMPAIGNS - 3, (index) =>
      must(
        api<{ id: string }>('admin', 'POST', '/campaigns', {
          body: campaignBody(
            brandId,
            `Filler campaign ${index}`,
            index + 3 < CREATOR_CAMPAIGNS ? creatorId : undefined,
          ),
        }),
      ),
    );
    campaignIds = [...matching, ...rest.map((campaign) => campaign.id)];
  }, 180_000);

  it(`reaches every one of a creator's ${PROJECTS} projects through the cursors`, async () => {
    const { items, pages } = await everyPage<{ id: string }>(`/ugc-projects/creator/${creatorId}`, 25);
    expect(pages).toBe(5);
    expect(items.map((item) => item.id).sort()).toEqual([...projectIds].sort());
  });

  it(`reaches every one of a creator's ${CREATOR_CAMPAIGNS} campaigns through the cursors`, async () => {
    const { items, pages } = await everyPage<{ id: string }>(`/creators/${creatorId}/campaigns`, 25);
    expect(pages).toBe(6);
    expect(items.map((item) => item.id).sort()).toEqual(campaignIds.slice(0, CREATOR_CAMPAIGNS).sort());
  });

  it('finds the 3 campaigns of 500 whose name has the searched word, on the first page', async () => {
    const first = await must(api<Page<{ id: string; name: string }>>('admin', 'GET', `/campaigns?query=${WORD}`));
    expect(first.items.map((item) => item.id).sort()).toEqual(campaignIds.slice(0, 3).sort());
    expect(first.nextCursor).toBeUndefined();

    // Any word's beginning matches, in any case; a smaller page continues with its cursor.
    const { items, pages } = await everyPage<{ id: string }>(`/campaigns?query=${WORD.toUpperCase().slice(0, 9)}`, 2);
    expect(pages).toBe(2);
    expect(items.map((item) => item.id).sort()).toEqual(campaignIds.slice(0, 3).sort());
    const phrase = await must(api<Page<{ id: string }>>('admin', 'GET', `/campaigns?query=${WORD}%20drop%201`));
    expect(phrase.items.map((item) => item.id)).toEqual([campaignIds[1]]);
  });

  it("keeps a brand user's search to their brand, and follows renames and deletes", async () => {
    const word = `${WORD}x`;
    const [own, other] = await Promise.all(
      [OWN_BRAND.id, OTHER_BRAND.id].map((id) =>
        must(
          api<{ id: string; version: number }>('admin', 'POST', '/campaigns', {
            body: campaignBody(id, `Été ${word}`),
          }),
        ),
      ),
    );
    const search = async (caller: 'admin' | 'brand', query: string) =>
      (await must(api<Page<{ id: string }>>(caller, 'GET', `/campaigns?query=${encodeURIComponent(query)}`))).items
        .map((item) => item.id)
        .sort();

    // Search entries are read from an index, which DynamoDB updates a moment after the write.
    await expect.poll(() => search('brand', word)).toEqual([own!.id]);
    await expect.poll(() => search('admin', `ete ${word}`)).toEqual([own!.id, other!.id].sort());

    await must(
      api('admin', 'PUT', `/campaigns/${own!.id}`, {
        body: { ...campaignBody(OWN_BRAND.id, `Renamed ${word}y`), version: own!.version },
      }),
    );
    await expect.poll(() => search('brand', `ete ${word}`)).toEqual([]);
    await expect.poll(() => search('brand', `${word}y`)).toEqual([own!.id]);

    await must(api('admin', 'DELETE', `/campaigns/${other!.id}`));
    await expect.poll(() => search('admin', word)).toEqual([own!.id]);
  });
});
