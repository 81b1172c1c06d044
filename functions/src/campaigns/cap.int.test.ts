/**
 * A campaign's creators fit one DynamoDB transaction (100 items): created, activated and deleted at the cap
 * (MAX_CAMPAIGN_CREATORS), refused over it with the field, and a save that changes too many entries at once is a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAMPAIGN_CREATORS, TOO_MANY_CAMPAIGN_CREATORS, type ApiErrorBody } from '@reelbridge/shared';
import { api, uniqueEmail } from '../testing/int';
import { createWorld, ok, type World } from '../testing/world';

let world: World;
/** MAX_CAMPAIGN_CREATORS + 8 new creators. */
let creatorIds: string[];

/**
 * New creators, one at a time: each also counts in the overview's stats item, and concurrent writers of one item are
 * refused by DynamoDB (LOCAL_DYNAMO_MODE=aws-like does too), so a 503 is simply sent again.
 */
async function newCreators(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const body = {
      firstName: 'Cap',
      lastName: `Creator ${index}`,
      email: uniqueEmail('cap'),
      phoneNumber: '(415) 555-0100',
    };
    let response = await api<{ id: string }>('admin', 'POST', '/creators', { body });
    for (let attempt = 1; response.status === 503 && attempt < 5; attempt++) {
      response = await api<{ id: string }>('admin', 'POST', '/creators', { body });
    }
    ids.push(await ok(Promise.resolve(response)).then((creator) => creator.id));
  }
  return ids;
}

beforeAll(async () => {
  world = await createWorld();
  creatorIds = await newCreators(MAX_CAMPAIGN_CREATORS + 8);
}, 120_000);

const body = (ids: string[]) => ({
  name: 'Cap test',
  budget: 1000,
  type: 'awareness',
  brandId: world.brandX,
  creators: ids.map((creatorId) => ({ creatorId, type: 'UGC' })),
});

interface CampaignView {
  id: string;
  version: number;
  status: string;
  creatorCount: number;
  creators: { creatorId: string }[];
}

describe('the campaign creator cap', () => {
  it('is what one transaction holds besides the campaign, its status entry, its 8 search entries and the event', () => {
    expect(MAX_CAMPAIGN_CREATORS).toBe(89);
  });

  it('creates, activates, changes and deletes a campaign with exactly the cap', { timeout: 60_000 }, async () => {
    const atCap = creatorIds.slice(0, MAX_CAMPAIGN_CREATORS);
    const created = await api<CampaignView>('admin', 'POST', '/campaigns', { body: body(atCap) });
    expect(created.status).toBe(201);
    expect(created.body.creators).toHaveLength(MAX_CAMPAIGN_CREATORS);

    const active = await api<CampaignView>('admin', 'PATCH', `/campaigns/${created.body.id}/status`, {
      body: { status: 'active' },
    });
    expect(active.status).toBe(200);
    expect(active.body.status).toBe('active');

    const fetched = await api<CampaignView>('admin', 'GET', `/campaigns/${created.body.id}`);
    expect(fetched.body.creators).toHaveLength(MAX_CAMPAIGN_CREATORS);

    // A rename rewrites every entry (they copy the name): campaign, status entry, search entries + 89 entries still fit.
    const renamed = await api<CampaignView>('admin', 'PUT', `/campaigns/${created.body.id}`, {
      body: { ...body(atCap), name: 'Cap test renamed', version: fetched.body.version },
    });
    expect(renamed.status).toBe(200);

    const deleted = await api('admin', 'DELETE', `/campaigns/${created.body.id}`);
    expect(deleted.status).toBe(204);
  });

  it('refuses one creator over the cap with the field and the reason', async () => {
    const over = await api<ApiErrorBody>('admin', 'POST', '/campaigns', {
      body: body(creatorIds.slice(0, MAX_CAMPAIGN_CREATORS + 1)),
    });
    expect(over.status).toBe(400);
    expect(over.body.error.fields?.creators).toBe(TOO_MANY_CAMPAIGN_CREATORS);
    expect(TOO_MANY_CAMPAIGN_CREATORS).toBe('A campaign can have at most 89 creators');
  });

  it('answers 400 with the field for a save that swaps more creators than one transaction holds', async () => {
    const first = creatorIds.slice(0, MAX_CAMPAIGN_CREATORS);
    const created = await ok(api<CampaignView>('admin', 'POST', '/campaigns', { body: body(first) }));
    // 89 removed + 8 added + the campaign, its status entry, its 2 search entries (renamed: a name kept keeps its
    // entries) + the save's event = 102 items.
    const swapped = await api<ApiErrorBody>('admin', 'PUT', `/campaigns/${created.id}`, {
      body: { ...body(creatorIds.slice(MAX_CAMPAIGN_CREATORS)), name: 'Cap swapped', version: created.version },
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.fields?.creators).toMatch(/at most 95.*smaller steps/);
    const unchanged = await api<CampaignView>('admin', 'GET', `/campaigns/${created.id}`);
    expect(unchanged.body.creators).toHaveLength(MAX_CAMPAIGN_CREATORS);

    // In two saves it works: remove first, then add.
    const fewer = await api<CampaignView>('admin', 'PUT', `/campaigns/${created.id}`, {
      body: { ...body([]), version: created.version },
    });
    expect(fewer.status).toBe(200);
    const added = await api<CampaignView>('admin', 'PUT', `/campaigns/${created.id}`, {
      body: { ...body(creatorIds.slice(MAX_CAMPAIGN_CREATORS)), version: fewer.body.version },
    });
    expect(added.status).toBe(200);
    expect(added.body.creators).toHaveLength(8);
  });
});
