/**
 * The brand page's lists (docs/brand-profile.md): an admin lists one brand's campaigns and UGC projects with
 * `brandId`; a brand user's lists are always their own brand's, and naming another brand is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createWorld, newCampaign, newProject, ok, type World } from './testing/world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

const ids = (body: unknown) => (body as { items: { id: string; brandId: string }[] }).items;

describe.each([
  ['/ugc-projects', 'projectX'],
  ['/campaigns', 'campaignX'],
] as const)('GET %s?brandId=', (path, own) => {
  it("gives an admin one brand's records, and no other brand's", async () => {
    const listed = ids(await ok(as('admin', 'GET', `${path}?brandId=${world.brandX}&limit=100`)));
    expect(listed.map((item) => item.id)).toContain(world[own]);
    expect(listed.every((item) => item.brandId === world.brandX)).toBe(true);
    expect(ids(await ok(as('admin', 'GET', `${path}?brandId=${world.brandY}&limit=100`)))).toEqual([]);
  });

  it('keeps a brand user to their own brand, and refuses another', async () => {
    const own = ids(await ok(as('brandX', 'GET', `${path}?brandId=${world.brandX}`)));
    expect(own.every((item) => item.brandId === world.brandX)).toBe(true);
    expect((await as('brandX', 'GET', `${path}?brandId=${world.brandY}`)).status).toBe(403);
    expect((await as('brandY', 'GET', `${path}?brandId=${world.brandX}`)).status).toBe(403);
  });
});

describe('a brand filter with search', () => {
  it("finds by name within the brand's records only", async () => {
    await Promise.all([newProject(world), newCampaign(world)]);
    const projects = ids(await ok(as('admin', 'GET', `/ugc-projects?brandId=${world.brandY}&query=matrix`)));
    expect(projects).toEqual([]);
    const found = ids(await ok(as('admin', 'GET', `/ugc-projects?brandId=${world.brandX}&query=matrix`)));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.brandId === world.brandX)).toBe(true);
  });
});
