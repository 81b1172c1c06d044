import { beforeAll, describe, expect, it } from 'vitest';
import type { Creator, OverviewStats, Page, Product } from '@reelbridge/shared';
import type { Context } from 'aws-lambda';
import { insertRecord } from '../../../infra/local/event-tail';
import { DEMO_CREATORS } from '../../../infra/local/seed';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPartition, tableName } from '../data/client';
import { addMissingBrandCreatorRates } from '../data/counters';
import { eventItemsSince } from '../data/event-log';
import { keys } from '../data/keys';
import { api, OTHER_BRAND, OWN_BRAND, settleEvents, stack, uniqueEmail } from '../testing/int';
import { handler } from './handler';

/** The figures once the event tail has handed over everything so far. */
async function overview(caller: 'admin' | 'brand'): Promise<OverviewStats> {
  await settleEvents();
  const response = await api<OverviewStats>(caller, 'GET', '/overview');
  expect(response.status).toBe(200);
  return response.body;
}

async function newCampaign(brandId: string, creatorIds: string[]): Promise<{ id: string }> {
  const products = await api<Page<Product>>('admin', 'GET', `/brands/${brandId}/products`);
  const response = await api<{ id: string }>('admin', 'POST', '/campaigns', {
    body: {
      name: 'Counted campaign',
      budget: 100,
      type: 'awareness',
      brandId,
      productIds: products.body.items.slice(0, 1).map((product) => product.id),
      creators: creatorIds.map((creatorId) => ({ creatorId, type: 'UGC' })),
      brief: {},
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const setStatus = async (id: string, status: string) =>
  expect((await api('admin', 'PATCH', `/campaigns/${id}/status`, { body: { status } })).status).toBe(200);

beforeAll(async () => {
  // Earlier files' events are handed over first (a backlog after the authorization matrix).
  await settleEvents(110_000);
  // This process reads the local table directly to replay events to the handler.
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: stack().dynamoEndpoint,
    TABLE_NAME: stack().tableName,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}, 120_000);

describe('the overview counters, kept from events', () => {
  it('move once per action, for the agency and for the brand, and only for that brand', async () => {
    const [adminBefore, brandBefore] = [await overview('admin'), await overview('brand')];
    const campaign = await newCampaign(OWN_BRAND.id, [DEMO_CREATORS[0]!.id]);
    await setStatus(campaign.id, 'active');
    const [adminActive, brandActive] = [await overview('admin'), await overview('brand')];
    expect(adminActive.runningCampaigns).toBe(adminBefore.runningCampaigns + 1);
    expect(brandActive.runningCampaigns).toBe(brandBefore.runningCampaigns + 1);
    // The brand user sees their own company's figures: one brand, the creators on its campaigns.
    expect(brandActive.totalBrands).toBe(1);
    expect(brandActive.activeCreators).toBeGreaterThanOrEqual(1);

    // Another brand's running campaign moves the agency's figures, not this brand's.
    const other = await newCampaign(OTHER_BRAND.id, [DEMO_CREATORS[1]!.id]);
    await setStatus(other.id, 'active');
    expect((await overview('admin')).runningCampaigns).toBe(adminBefore.runningCampaigns + 2);
    expect(await overview('brand')).toEqual(brandActive);

    await setStatus(campaign.id, 'completed');
    expect((await overview('brand')).runningCampaigns).toBe(brandBefore.runningCampaigns);
    // A running campaign that is deleted stops running.
    expect((await api('admin', 'DELETE', `/campaigns/${other.id}`)).status).toBe(204);
    expect((await overview('admin')).runningCampaigns).toBe(adminBefore.runningCampaigns);
  });

  it('counts a creator among a brand’s creators once, however many campaigns they are on', async () => {
    const creator = DEMO_CREATORS[1]!.id;
    await newCampaign(OWN_BRAND.id, [creator]);
    const once = (await overview('brand')).activeCreators;
    await newCampaign(OWN_BRAND.id, [creator]);
    expect((await overview('brand')).activeCreators).toBe(once);
  });

  it('counts a replayed event once', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const campaign = await newCampaign(OWN_BRAND.id, []);
    await setStatus(campaign.id, 'active');
    const counted = await overview('admin');
    const items = (await eventItemsSince(since)).filter(
      (item) => (item.event as { campaignId?: string }).campaignId === campaign.id,
    );
    expect(items.map((item) => (item.event as { type: string }).type)).toContain('campaign.activated');
    const batch = { Records: items.map((item, index) => insertRecord(item, String(index + 1))) };
    // The stream hands the same records over twice (a retry after a timeout): nothing moves.
    expect((await handler(batch, {} as Context)).batchItemFailures).toEqual([]);
    expect((await handler(batch, {} as Context)).batchItemFailures).toEqual([]);
    expect(await overview('admin')).toEqual(counted);
  });
});

/** The average of the brand's creators' engagement rates as the creators' own records hold them now (null: none). */
async function averageOfCreators(brandId: string): Promise<number | null> {
  const markers = await queryPartition(keys.brandStats(brandId).pk, { prefix: 'CREATOR#', consistent: true });
  const rates: number[] = [];
  for (const marker of markers) {
    const response = await api<Creator>('admin', 'GET', `/creators/${String(marker.creatorId)}`);
    expect(response.status).toBe(200);
    const rate = response.body.metrics?.engagementRate;
    if (typeof rate === 'number') rates.push(rate);
  }
  return rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : null;
}

async function newCreator(engagementRate: number): Promise<Creator> {
  const response = await api<Creator>('admin', 'POST', '/creators', {
    body: { firstName: 'Rated', lastName: 'Creator', email: uniqueEmail('rated'), metrics: { engagementRate } },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('the brand’s engagement average, from the markers’ copies of the rates', () => {
  it('is the average of its creators’ rates, and follows a rate changed through the API', async () => {
    const [high, low] = [await newCreator(0.9), await newCreator(0.1)];
    await newCampaign(OWN_BRAND.id, [high.id, low.id]);
    const counted = await overview('brand');
    expect(counted.avgEngagement).not.toBeNull();
    expect(counted.avgEngagement!).toBeCloseTo((await averageOfCreators(OWN_BRAND.id))!, 10);

    const changed = await api<Creator>('admin', 'PUT', `/creators/${high.id}`, {
      body: { firstName: high.firstName, lastName: high.lastName, email: high.email, metrics: { engagementRate: 0.3 } },
    });
    expect(changed.status).toBe(200);
    const after = await overview('brand');
    expect(after.activeCreators).toBe(counted.activeCreators);
    expect(after.avgEngagement!).toBeCloseTo((await averageOfCreators(OWN_BRAND.id))!, 10);
    expect(after.avgEngagement!).toBeLessThan(counted.avgEngagement!);

    // A rate removed: the creator is still counted, no longer averaged.
    const removed = await api<Creator>('admin', 'PUT', `/creators/${low.id}`, {
      body: { firstName: low.firstName, lastName: low.lastName, email: low.email, metrics: { avgViews: 10 } },
    });
    expect(removed.status).toBe(200);
    const without = await overview('brand');
    expect(without.activeCreators).toBe(counted.activeCreators);
    const expected = await averageOfCreators(OWN_BRAND.id);
    if (expected === null) expect(without.avgEngagement).toBeNull();
    else expect(without.avgEngagement!).toBeCloseTo(expected, 10);
  });

  it('is given back to markers written before they carried it, by the backfill (idempotent)', async () => {
    const creator = await newCreator(0.7);
    await newCampaign(OWN_BRAND.id, [creator.id]);
    const expected = await overview('brand');
    // A marker as an older version wrote it: no rate, no index keys, no version.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brandStatsCreator(OWN_BRAND.id, creator.id),
        UpdateExpression: 'REMOVE engagementRate, gsi1pk, gsi1sk, creatorVersion',
      }),
    );
    expect((await overview('brand')).avgEngagement).not.toBeCloseTo(expected.avgEngagement!, 10);
    expect(await addMissingBrandCreatorRates()).toBeGreaterThanOrEqual(1);
    expect(await addMissingBrandCreatorRates()).toBe(0);
    expect((await overview('brand')).avgEngagement!).toBeCloseTo(expected.avgEngagement!, 10);
    // Its index keys are back: a later change of the rate finds it.
    const changed = await api<Creator>('admin', 'PUT', `/creators/${creator.id}`, {
      body: {
        firstName: creator.firstName,
        lastName: creator.lastName,
        email: creator.email,
        metrics: { engagementRate: 0.2 },
      },
    });
    expect(changed.status).toBe(200);
    expect((await overview('brand')).avgEngagement!).toBeCloseTo((await averageOfCreators(OWN_BRAND.id))!, 10);
  });
});
