/**
 * The 'needs attention' lists (docs/attention.md) follow each state change: the attention consumer works a project's
 * or campaign's items out again after its events, the payment item carries its own sparse key while pending.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Attention, BrandAttention } from '@reelbridge/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../data/keys';
import { settleEvents, stack } from '../testing/int';
import { as, createWorld, link, newCampaign, ok, pendingPayment, submittedProject, type World } from '../testing/world';

let world: World;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  world = await createWorld();
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack().dynamoEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}, 60_000);

const item = async (key: { pk: string; sk: string }) =>
  (await table.send(new GetCommand({ TableName: stack().tableName, Key: key, ConsistentRead: true }))).Item;

const brandView = async (who: 'brandX' | 'brandY') => {
  const view = await ok(as(who, 'GET', '/attention') as Promise<{ status: number; body: Attention }>);
  expect(view.audience).toBe('brand');
  return view as BrandAttention;
};

describe('videos waiting for review', () => {
  it("are listed for the project's brand once submitted, and leave the list once reviewed", async () => {
    const { projectId, entryId, submissionId } = await submittedProject(world);
    await settleEvents();
    const waiting = await item({ pk: `PROJECT#${projectId}`, sk: `ATTN#REVIEW#${entryId}` });
    expect(waiting).toMatchObject({ gsi1pk: 'ATTN_REVIEW', gsi2pk: `ATTN_REVIEW#${world.brandX}`, waitingCount: 1 });

    const own = await brandView('brandX');
    expect(own.reviews.items).toContainEqual(
      expect.objectContaining({ projectId, projectCreatorId: entryId, creatorId: world.creatorA.id, waitingCount: 1 }),
    );
    // Another brand's user never sees it.
    const other = await brandView('brandY');
    expect(other.reviews.items.map((entry) => entry.projectId)).not.toContain(projectId);

    await ok(
      as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionId}/revision`, {
        body: { revisionComment: 'Brighter, please.' },
      }),
    );
    await settleEvents();
    expect(await item({ pk: `PROJECT#${projectId}`, sk: `ATTN#REVIEW#${entryId}` })).toBeUndefined();
    expect((await brandView('brandX')).reviews.items.map((entry) => entry.projectId)).not.toContain(projectId);

    // Sent again: waiting again, since the resubmission.
    await ok(
      as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/resubmit`, {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' },
      }),
    );
    await settleEvents();
    expect((await brandView('brandX')).reviews.items).toContainEqual(expect.objectContaining({ projectId }));
  });

  it('go with the project when it is deleted', async () => {
    const { projectId, entryId } = await submittedProject(world);
    await settleEvents();
    expect(await item({ pk: `PROJECT#${projectId}`, sk: `ATTN#REVIEW#${entryId}` })).toBeDefined();
    await ok(as('admin', 'DELETE', `/ugc-projects/${projectId}`));
    await settleEvents();
    expect(await item({ pk: `PROJECT#${projectId}`, sk: `ATTN#REVIEW#${entryId}` })).toBeUndefined();
    expect((await brandView('brandX')).reviews.items.map((entry) => entry.projectId)).not.toContain(projectId);
  });
});

describe('deliveries due', () => {
  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  async function projectDue(dueDate: string, dueTimeZone: string) {
    return ok(
      as('admin', 'POST', '/ugc-projects', {
        body: {
          name: `Due ${dueDate}`,
          brandId: world.brandX,
          dueDate,
          dueTimeZone,
          creators: [{ creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 10 }],
        },
      }) as Promise<{ status: number; body: { id: string; creators: { id: string }[] } }>,
    );
  }

  it("list a brand's late and soon-due deliveries while the creator owes work, not those due later", async () => {
    const late = await projectDue(dayFromToday(-2), 'Pacific/Auckland');
    const later = await projectDue(dayFromToday(30), 'America/Los_Angeles');
    await settleEvents();

    const lateItem = await item({ pk: `PROJECT#${late.id}`, sk: `ATTN#DUE#${late.creators[0]!.id}` });
    // The agency's late list is ordered by the instant the date ends in its zone.
    expect(lateItem).toMatchObject({ gsi1pk: 'ATTN_DUE', gsi2pk: `ATTN_DUE#${world.brandX}` });
    expect(String(lateItem?.gsi1sk)).toMatch(new RegExp(`^${String(lateItem?.dueAt)}#`));
    expect(Date.parse(String(lateItem?.dueAt))).toBeLessThan(Date.now());

    const due = (await brandView('brandX')).due.items.map((entry) => entry.projectId);
    expect(due).toContain(late.id);
    expect(due).not.toContain(later.id);
    // Stored for the later project too, just not yet due soon.
    expect(await item({ pk: `PROJECT#${later.id}`, sk: `ATTN#DUE#${later.creators[0]!.id}` })).toBeDefined();

    // Delivered: the videos wait for a review, nothing is owed.
    await ok(
      as('creatorA', 'POST', `/ugc-projects/${late.id}/submissions/submit`, {
        body: { creatorId: world.creatorA.id, submissions: [{ videoNumber: 1, videoUrl: link(7), sparkCode: 'S7' }] },
      }),
    );
    await settleEvents();
    expect((await brandView('brandX')).due.items.map((entry) => entry.projectId)).not.toContain(late.id);

    // Sent back for a revision: owed again, and still late.
    const detail = await ok(
      as('admin', 'GET', `/ugc-projects/${late.id}`) as Promise<{
        status: number;
        body: { creators: { submissions: { id: string }[] }[] };
      }>,
    );
    await ok(
      as('admin', 'PATCH', `/ugc-projects/submissions/${detail.creators[0]!.submissions[0]!.id}/revision`, {
        body: { revisionComment: 'Closer, please.' },
      }),
    );
    await settleEvents();
    expect((await brandView('brandX')).due.items.map((entry) => entry.projectId)).toContain(late.id);
    expect((await brandView('brandY')).due.items.map((entry) => entry.projectId)).not.toContain(late.id);
  });
});

describe('payment details to review', () => {
  it('are in the agency list while pending, and leave it once decided', async () => {
    const { version } = await pendingPayment(world);
    const pending = await item(keys.payment(world.creatorA.id));
    expect(pending).toMatchObject({ gsi1pk: 'ATTN_PAYMENT', gsi1sk: expect.stringContaining(world.creatorA.id) });

    const view = await ok(as('admin', 'GET', '/attention') as Promise<{ status: number; body: Attention }>);
    expect(view.audience).toBe('agency');

    await ok(as('admin', 'POST', `/creators/${world.creatorA.id}/payment-info/approve`, { body: { version } }));
    const decided = await item(keys.payment(world.creatorA.id));
    expect(decided?.status).toBe('approved');
    expect(decided?.gsi1pk).toBeUndefined();
    expect(decided?.gsi1sk).toBeUndefined();
  });
});

describe('unsent briefs', () => {
  it('are listed while the campaign runs with creators whose brief was not sent', async () => {
    const campaign = await newCampaign(world);
    await settleEvents();
    // A draft campaign needs no brief yet.
    expect(await item({ pk: `CAMPAIGN#${campaign.id}`, sk: 'ATTN#BRIEFS' })).toBeUndefined();

    await ok(as('admin', 'PATCH', `/campaigns/${campaign.id}/status`, { body: { status: 'active' } }));
    await settleEvents();
    expect(await item({ pk: `CAMPAIGN#${campaign.id}`, sk: 'ATTN#BRIEFS' })).toMatchObject({
      gsi1pk: 'ATTN_BRIEFS',
      unsentCount: 1,
      campaignName: 'Matrix campaign',
    });

    await ok(as('admin', 'POST', `/campaigns/${campaign.id}/creators/${world.creatorA.id}/brief`));
    await settleEvents();
    expect(await item({ pk: `CAMPAIGN#${campaign.id}`, sk: 'ATTN#BRIEFS' })).toBeUndefined();
  });
});

describe('who may ask', () => {
  it('a creator may not', async () => {
    expect((await as('creatorA', 'GET', '/attention')).status).toBe(403);
  });
});
