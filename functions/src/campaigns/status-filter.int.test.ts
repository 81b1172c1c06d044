/**
 * GET /campaigns?status= (issue 22): the campaigns in one status, newest first, paged like the plain list, from their
 * status entries (docs/data-model.md); a status change moves a campaign from one list to the other; a brand user sees
 * their brand's only; a bad status is a 400 with the field. Existing campaigns get their entry from the backfill.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS_FILTER_INVALID,
  CAMPAIGN_STATUS_WITH_SEARCH,
  type ApiErrorBody,
  type CampaignSummary,
  type Page,
} from '@reelbridge/shared';
import { documentClient } from '../../../infra/local/testing';
import { addMissingCampaignStatusEntries } from '../data/campaigns';
import { setDocumentClient } from '../data/client';
import { keys } from '../data/keys';
import { api, OWN_BRAND, stack, uniqueEmail } from '../testing/int';

const WORD = `Statusfilter${Date.now().toString(36)}`;
let brandId: string;

async function must<T>(call: Promise<{ status: number; body: T }>): Promise<T> {
  const response = await call;
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

async function newCampaign(name: string, brand: string): Promise<CampaignSummary> {
  return must(
    api<CampaignSummary>('admin', 'POST', '/campaigns', {
      body: { name: `${WORD} ${name}`, budget: 100, type: 'awareness', brandId: brand },
    }),
  );
}

const setStatus = (id: string, status: string) =>
  must(api<CampaignSummary>('admin', 'PATCH', `/campaigns/${id}/status`, { body: { status } }));

/** Every page of a list, following its cursors (`limit` per page). */
async function allPages(
  caller: 'admin' | 'brand',
  query: Record<string, string>,
  limit = 100,
): Promise<{ items: CampaignSummary[]; pages: number }> {
  const items: CampaignSummary[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page = await must(api<Page<CampaignSummary>>(caller, 'GET', `/campaigns?${params.toString()}`));
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

let draftA: CampaignSummary;
let draftB: CampaignSummary;
let draftC: CampaignSummary;
let activeOne: CampaignSummary;
let ownBrandDraft: CampaignSummary;

beforeAll(async () => {
  brandId = (
    await must(
      api<{ id: string }>('anonymous', 'POST', '/brands', {
        body: {
          name: `Brand ${WORD}`,
          email: uniqueEmail('status-brand'),
          phone: '(555) 123-4567',
          industry: 'beauty',
        },
      }),
    )
  ).id;
  // Created one after another, so newest first is C, B, A (then the active one, created first).
  activeOne = await newCampaign('Running', brandId);
  await setStatus(activeOne.id, 'active');
  draftA = await newCampaign('Draft A', brandId);
  draftB = await newCampaign('Draft B', brandId);
  draftC = await newCampaign('Draft C', brandId);
  ownBrandDraft = await newCampaign('Own brand draft', OWN_BRAND.id);
}, 60_000);

describe('GET /campaigns?status=', () => {
  it('lists exactly the brand’s campaigns in that status, newest first, in full pages', async () => {
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'draft' })).items))
      .toEqual([draftC.id, draftB.id, draftA.id]);
    const active = await allPages('admin', { brandId, status: 'active' });
    expect(ids(active.items)).toEqual([activeOne.id]);
    expect(active.items[0]!.status).toBe('active');
    expect((await allPages('admin', { brandId, status: 'completed' })).items).toEqual([]);

    // Pages of two: full pages, the same order, nothing twice, and no empty last page.
    const paged = await allPages('admin', { brandId, status: 'draft' }, 2);
    expect(paged.pages).toBe(2);
    expect(ids(paged.items)).toEqual([draftC.id, draftB.id, draftA.id]);

    // The same as the unfiltered list of the brand, taken status by status.
    const everything = (await allPages('admin', { brandId })).items;
    expect(ids(everything.filter((row) => row.status === 'draft'))).toEqual([draftC.id, draftB.id, draftA.id]);
  });

  it('lists every brand’s campaigns in that status for an admin, and only those', async () => {
    await expect
      .poll(async () => ids((await allPages('admin', { status: 'draft' })).items))
      .toEqual(expect.arrayContaining([draftA.id, draftB.id, draftC.id, ownBrandDraft.id]));
    const drafts = (await allPages('admin', { status: 'draft' })).items;
    expect(drafts.every((row) => row.status === 'draft')).toBe(true);
    expect(ids(drafts)).not.toContain(activeOne.id);
    const times = drafts.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('moves a campaign from one status list to the other when its status changes', async () => {
    await setStatus(draftB.id, 'active');
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'active' })).items))
      .toEqual([draftB.id, activeOne.id]);
    expect(ids((await allPages('admin', { brandId, status: 'draft' })).items)).toEqual([draftC.id, draftA.id]);

    await setStatus(draftB.id, 'completed');
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'completed' })).items))
      .toEqual([draftB.id]);
    expect(ids((await allPages('admin', { brandId, status: 'active' })).items)).toEqual([activeOne.id]);
    expect((await allPages('admin', { status: 'active' })).items.map((row) => row.id)).not.toContain(draftB.id);
  });

  it('drops a deleted campaign from its status list', async () => {
    const gone = await newCampaign('Deleted draft', brandId);
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'draft' })).items))
      .toContain(gone.id);
    expect((await api('admin', 'DELETE', `/campaigns/${gone.id}`)).status).toBe(204);
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'draft' })).items))
      .toEqual([draftC.id, draftA.id]);
  });

  it('shows a brand user their own brand’s campaigns only, and refuses another brand', async () => {
    await expect
      .poll(async () => ids((await allPages('brand', { status: 'draft' })).items))
      .toContain(ownBrandDraft.id);
    const drafts = (await allPages('brand', { status: 'draft' })).items;
    expect(drafts.every((row) => row.brandId === OWN_BRAND.id && row.status === 'draft')).toBe(true);
    expect(ids(drafts)).not.toContain(draftA.id);
    expect((await api('brand', 'GET', `/campaigns?status=draft&brandId=${brandId}`)).status).toBe(403);
  });

  it('answers 400 with the field for a status that is not one, or with a name search', async () => {
    const bad = await api<ApiErrorBody>('admin', 'GET', '/campaigns?status=paused');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.status).toBe(CAMPAIGN_STATUS_FILTER_INVALID);
    expect(CAMPAIGN_STATUS_FILTER_INVALID).toBe('Status must be draft, active, completed or cancelled');

    const both = await api<ApiErrorBody>('brand', 'GET', `/campaigns?status=draft&query=${WORD}`);
    expect(both.status).toBe(400);
    expect(both.body.error.fields?.status).toBe(CAMPAIGN_STATUS_WITH_SEARCH);

    // A cursor of the unfiltered list does not continue a status list.
    const plain = await must(api<Page<CampaignSummary>>('admin', 'GET', `/campaigns?brandId=${brandId}&limit=1`));
    expect(plain.nextCursor).toBeDefined();
    const crossed = await api<ApiErrorBody>(
      'admin',
      'GET',
      `/campaigns?brandId=${brandId}&status=draft&cursor=${plain.nextCursor!}`,
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.error.fields?.cursor).toBe('Invalid cursor');
  });
});

describe('a campaign stored before status entries', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = stack().tableName;
    setDocumentClient(documentClient(stack()));
  });
  afterAll(() => setDocumentClient(undefined));

  it('is listed by its status again after the backfill, which a second run leaves alone', async () => {
    const client = documentClient(stack());
    await client.send(
      new DeleteCommand({ TableName: stack().tableName, Key: { pk: keys.campaign(draftA.id).pk, sk: 'STATUS' } }),
    );
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'draft' })).items))
      .toEqual([draftC.id]);
    expect(await addMissingCampaignStatusEntries()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => ids((await allPages('admin', { brandId, status: 'draft' })).items))
      .toEqual([draftC.id, draftA.id]);
    expect(await addMissingCampaignStatusEntries()).toBe(0);
  });
});
