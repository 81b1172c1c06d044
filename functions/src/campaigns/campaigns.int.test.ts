import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, OverviewStats, Page, Product } from '@reelbridge/shared';
import { Mailbox } from '../../../infra/local/mailbox';
import { DEMO_CREATORS } from '../../../infra/local/seed';
import { api, OTHER_BRAND, OWN_BRAND, OWN_CREATOR, settleEvents, stack } from '../testing/int';

interface CampaignView {
  id: string;
  status: string;
  budget: number;
  version: number;
  brand: { id: string; name: string };
  products: { id: string; name: string }[];
  creators: { creatorId: string; type: string; status: string; rate?: number; version: number }[];
}

const SECOND = DEMO_CREATORS[1]!;

// The running-campaign figures follow from events: earlier files' events are handed over first.
beforeAll(() => settleEvents(110_000), 120_000);

/** The agency's running campaigns, once the counters have taken every event so far (they follow from events). */
async function runningCampaigns(): Promise<number> {
  await settleEvents();
  return (await api<OverviewStats>('admin', 'GET', '/overview')).body.runningCampaigns;
}

async function firstProduct(): Promise<Product> {
  const products = await api<Page<Product>>('admin', 'GET', `/brands/${OWN_BRAND.id}/products`);
  return products.body.items[0]!;
}

async function newCampaign(overrides: Record<string, unknown> = {}) {
  const product = await firstProduct();
  const response = await api<CampaignView>('admin', 'POST', '/campaigns', {
    body: {
      name: 'Summer glow',
      budget: 2500.5,
      type: 'awareness',
      objective: 'Launch the serum',
      goals: '1M views',
      brandId: OWN_BRAND.id,
      productIds: [product.id],
      creators: [
        { creatorId: OWN_CREATOR.id, type: 'UGC' },
        { creatorId: SECOND.id, type: 'Affiliate' },
      ],
      brief: { targetAudience: 'Women 25-34', keyMessages: 'Glow in two weeks' },
      description: 'dropped by the server',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('campaigns', () => {
  it('creates a draft campaign with products and creators; the description is dropped', async () => {
    const campaign = await newCampaign();
    expect(campaign).toMatchObject({ status: 'draft', budget: 2500.5 });
    expect(campaign.creators.map((entry) => [entry.creatorId, entry.type, entry.status])).toEqual([
      [OWN_CREATOR.id, 'UGC', 'pending'],
      [SECOND.id, 'Affiliate', 'pending'],
    ]);
    expect(JSON.stringify(campaign)).not.toContain('dropped by the server');
  });

  it('answers 400 with the form messages, and for a product or creator picked twice', async () => {
    const empty = await api<ApiErrorBody>('admin', 'POST', '/campaigns', { body: { name: '', brandId: '' } });
    expect(empty.body.error.fields).toMatchObject({
      name: 'Campaign name is required',
      budget: 'Budget is required',
      type: 'Please select a campaign type',
      brandId: 'Please select a brand',
    });
    const twice = await api<ApiErrorBody>('admin', 'POST', '/campaigns', {
      body: {
        name: 'x',
        budget: 1,
        type: 'conversion',
        brandId: OWN_BRAND.id,
        creators: [{ creatorId: OWN_CREATOR.id }, { creatorId: OWN_CREATOR.id }],
      },
    });
    expect(twice.body.error.fields?.creators).toBe('A creator can be added only once');
    const foreignProduct = await api<ApiErrorBody>('admin', 'POST', '/campaigns', {
      body: {
        name: 'x',
        budget: 1,
        type: 'conversion',
        brandId: OTHER_BRAND.id,
        productIds: [(await firstProduct()).id],
      },
    });
    expect(foreignProduct.status).toBe(400);
  });

  it('moves draft → active → completed only, and counts running campaigns', async () => {
    const campaign = await newCampaign();
    const before = await runningCampaigns();
    expect(
      (await api('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'completed' } })).status,
    ).toBe(409);
    expect(
      (await api('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'active' } })).status,
    ).toBe(200);
    expect(await runningCampaigns()).toBe(before + 1);
    expect(
      (await api('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'draft' } })).status,
    ).toBe(409);
    expect(
      (await api('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'completed' } })).status,
    ).toBe(200);
    expect(await runningCampaigns()).toBe(before);
    expect(
      (await api('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'cancelled' } })).status,
    ).toBe(409);
  });

  it('moves a draft to another brand, but not a started one (its counts and access follow its brand)', async () => {
    const draft = await newCampaign({ productIds: [] });
    const body = (brandId: string, version: number) => ({
      name: 'Summer glow',
      budget: 2500.5,
      type: 'awareness',
      brandId,
      version,
      creators: [{ creatorId: OWN_CREATOR.id, type: 'UGC' }],
    });
    const moved = await api<CampaignView>('admin', 'PUT', `/campaigns/${draft.id}`, {
      body: body(OTHER_BRAND.id, draft.version),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.brand.id).toBe(OTHER_BRAND.id);

    const started = await newCampaign({ productIds: [] });
    const activated = await api<CampaignView>('admin', 'PATCH', `/campaigns/${started.id}/status`, {
      body: { status: 'active' },
    });
    expect(activated.status).toBe(200);
    const refused = await api<ApiErrorBody>('admin', 'PUT', `/campaigns/${started.id}`, {
      body: body(OTHER_BRAND.id, activated.body.version),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      brandId: 'A campaign that has started cannot move to another brand',
    });
    const kept = await api<CampaignView>('admin', 'GET', `/campaigns/${started.id}`);
    expect(kept.body.brand.id).toBe(OWN_BRAND.id);
  });

  it("saves a creator's assignment and sends the brief to the local mailbox", async () => {
    const campaign = await newCampaign();
    const saved = await api<{ rate: number; status: string; version: number }>(
      'admin',
      'PUT',
      `/campaigns/${campaign.id}/creators/${OWN_CREATOR.id}`,
      {
        body: {
          type: 'UGC',
          rate: 450,
          status: 'accepted',
          deliverables: { tiktokVideos: 3, instagramReels: 1 },
          usageRights: { duration: '6 months', platforms: ['tiktok', 'ads'] },
          contractTerms: { exclusivity: true, revisions: 2, additionalTerms: 'No competitor content for 30 days' },
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rate: 450, status: 'accepted' });

    const sent = await api<{ briefSentAt: string }>(
      'admin',
      'POST',
      `/campaigns/${campaign.id}/creators/${OWN_CREATOR.id}/brief`,
    );
    expect(sent.status).toBe(200);
    // The notifications consumer e-mails the brief a moment after the change that records it.
    await settleEvents();
    const mail = new Mailbox(path.join(stack().dataDir, 'mail'))
      .list()
      .filter((entry) => entry.to === OWN_CREATOR.email)
      .at(-1)!;
    expect(mail.subject).toBe('Your brief: Summer glow');
    expect(mail.text).toContain('Target audience:\nWomen 25-34');
    expect(mail.text).toContain('tiktok videos: 3');
    expect(mail.text).toContain('rate $450.00');
    expect(mail.text).toContain(`/creator/campaign/${campaign.id}`);
    expect(mail.text).not.toContain('Stop these e-mails');
  });

  it("gives the creator their campaign cards and brief, and nobody else's", async () => {
    const campaign = await newCampaign();
    // The cards are read from an index, which DynamoDB updates a moment after the write.
    const card = async () =>
      (
        await api<Page<{ id: string; creatorStatus: string }>>(
          'creator',
          'GET',
          `/creators/${OWN_CREATOR.id}/campaigns`,
        )
      ).body.items.find((item) => item.id === campaign.id);
    await expect.poll(card).toMatchObject({ creatorStatus: 'pending' });
    const view = await api<{ brief: Record<string, string>; assignment: { type: string } }>(
      'creator',
      'GET',
      `/creators/${OWN_CREATOR.id}/campaigns/${campaign.id}`,
    );
    expect(view.body).toMatchObject({ brief: { targetAudience: 'Women 25-34' }, assignment: { type: 'UGC' } });
    expect((await api('creator', 'GET', `/creators/${SECOND.id}/campaigns/${campaign.id}`)).status).toBe(403);
    const other = await newCampaign({ creators: [{ creatorId: SECOND.id }] });
    expect((await api('creator', 'GET', `/creators/${OWN_CREATOR.id}/campaigns/${other.id}`)).status).toBe(403);
  });

  it('shows a brand user only their own campaigns', async () => {
    const mine = await newCampaign();
    const theirs = await newCampaign({ brandId: OTHER_BRAND.id, productIds: [] });
    // The lists are read from an index, which DynamoDB updates a moment after the write: wait until the admin's
    // shows the later campaign before checking that the brand's leaves it out.
    const listed = async (caller: 'admin' | 'brand') =>
      (await api<Page<{ id: string }>>(caller, 'GET', '/campaigns?limit=100')).body.items.map((item) => item.id);
    await expect.poll(() => listed('brand')).toContain(mine.id);
    await expect.poll(() => listed('admin')).toContain(theirs.id);
    expect(await listed('brand')).not.toContain(theirs.id);
    expect((await api('brand', 'GET', `/campaigns/${theirs.id}`)).status).toBe(403);
    expect((await api('admin', 'GET', '/campaigns/ca_zzzzzzzzzzzz')).status).toBe(404);
  });

  it('edits with a version check, keeps assignments of creators who stay, and deletes', async () => {
    const campaign = await newCampaign();
    await api('admin', 'PUT', `/campaigns/${campaign.id}/creators/${OWN_CREATOR.id}`, {
      body: { type: 'UGC', rate: 99, status: 'accepted' },
    });
    const body = {
      name: 'Summer glow 2',
      budget: 3000,
      type: 'engagement',
      brandId: OWN_BRAND.id,
      creators: [{ creatorId: OWN_CREATOR.id, type: 'UGC' }],
      version: campaign.version,
    };
    const edited = await api<CampaignView>('admin', 'PUT', `/campaigns/${campaign.id}`, { body });
    expect(edited.status).toBe(200);
    expect(edited.body.creators).toEqual([
      expect.objectContaining({ creatorId: OWN_CREATOR.id, rate: 99, status: 'accepted' }),
    ]);
    expect((await api('admin', 'PUT', `/campaigns/${campaign.id}`, { body })).status).toBe(409);
    expect((await api('admin', 'DELETE', `/campaigns/${campaign.id}`)).status).toBe(204);
    expect((await api('admin', 'GET', `/campaigns/${campaign.id}`)).status).toBe(404);
  });
});
