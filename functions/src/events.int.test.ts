/**
 * Every state change writes its event in its own transaction (issue 16, shared/src/events.ts): each action is driven
 * through the API, and the event items are read straight from the local table (gsi1 `EVENTS#<day>`). Checked: the
 * event's type, actor, record and related ids, the statuses it moved between, the reviewer's comment, the counts and
 * amounts; that a payment-details event carries no number; and that a change refused with 409 writes no event.
 */
import path from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, EventType } from '@reelbridge/shared';
import { Mailbox } from '../../infra/local/mailbox';
import { documentClient, tokenForBrandMember, tokenForNewAccount } from '../../infra/local/testing';
import { EVENT_DAY_PREFIX, GSI1 } from './data/keys';
import { api, settleEvents, stack, tokenOf, uniqueEmail } from './testing/int';
import { as, createWorld, joinRequestFor, link, ok, paymentBody, type World } from './testing/world';

let world: World;
let adminId: string;
const started = new Date(Date.now() - 1000).toISOString();

const subOf = (token: string) =>
  String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub);

/** The days from `since` to today, as the event index's partitions. */
function daysSince(since: string): string[] {
  const days: string[] = [];
  for (let day = new Date(since.slice(0, 10)); day.getTime() <= Date.now(); day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Every event written since this file started, oldest first (the index is eventually consistent: read again). */
async function allEvents(): Promise<ActivityEvent[]> {
  const events: ActivityEvent[] = [];
  for (const day of daysSince(started)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient(stack()).send(
        new QueryCommand({
          TableName: stack().tableName,
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
          ExpressionAttributeValues: { ':pk': `${EVENT_DAY_PREFIX}${day}`, ':since': started },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) if (item.type === 'event') events.push(item.event as ActivityEvent);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return events;
}

/** The events of `type` that match `where`, waiting a moment for the index when fewer than `count` are there. */
async function eventsOf(
  type: EventType,
  where: (event: ActivityEvent) => boolean,
  count = 1,
): Promise<ActivityEvent[]> {
  let found: ActivityEvent[] = [];
  for (const wait of [0, 100, 250, 500, 1000]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    found = (await allEvents()).filter((event) => event.type === type && where(event));
    if (found.length >= count) break;
  }
  return found;
}

/** The one event of `type` matching `where`. */
async function theEvent(type: EventType, where: (event: ActivityEvent) => boolean): Promise<ActivityEvent> {
  const found = await eventsOf(type, where);
  expect(found, `${type} events`).toHaveLength(1);
  return found[0]!;
}

const adminActor = () => ({ role: 'admin', userId: adminId, email: expect.stringContaining('@') as unknown });

beforeAll(async () => {
  world = await createWorld();
  adminId = subOf((await tokenOf('admin'))!);
}, 120_000);

interface ProjectBody {
  id: string;
  version: number;
  creators: { id: string; creatorId: string; submissions: { id: string; videoNumber: number }[] }[];
}

describe('UGC project events', () => {
  it('records planning, assignment, submission, review, resubmission and changes, each with its actor and ids', async () => {
    const created = await ok(
      api<ProjectBody>('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'Events project',
          brandId: world.brandX,
          creators: [{ creatorId: world.creatorA.id, videoCount: 2, costPerVideo: 10 }],
        },
      }),
    );
    const projectId = created.id;
    const entryA = created.creators[0]!.id;
    const ofProject = (event: ActivityEvent) => event.projectId === projectId;

    const planned = await theEvent('project.planned', ofProject);
    expect(planned).toMatchObject({
      actor: adminActor(),
      subject: { kind: 'project', id: projectId, name: 'Events project' },
      brandId: world.brandX,
      after: 'active',
      count: 1,
    });
    expect(await theEvent('project.creatorAssigned', ofProject)).toMatchObject({
      actor: adminActor(),
      creatorId: world.creatorA.id,
      creatorName: 'Ada creatorA',
      projectCreatorId: entryA,
      count: 2,
    });

    // Adding creator B: one change and one assignment.
    const updated = await ok(
      api<ProjectBody>('admin', 'PUT', `/ugc-projects/${projectId}`, {
        body: {
          name: 'Events project, renamed',
          brandId: world.brandX,
          version: created.version,
          creators: [
            { creatorId: world.creatorA.id, videoCount: 2, costPerVideo: 10 },
            { creatorId: world.creatorB.id, videoCount: 1, costPerVideo: 5 },
          ],
        },
      }),
    );
    const entryB = updated.creators.find((entry) => entry.creatorId === world.creatorB.id)!.id;
    expect(await theEvent('project.changed', ofProject)).toMatchObject({
      actor: adminActor(),
      subject: { kind: 'project', id: projectId, name: 'Events project, renamed' },
    });
    expect(
      await theEvent('project.creatorAssigned', (event) => ofProject(event) && event.creatorId === world.creatorB.id),
    ).toMatchObject({ projectCreatorId: entryB, count: 1 });

    // A save at a version read before the last one is refused and records nothing.
    const stale = await api('admin', 'PUT', `/ugc-projects/${projectId}`, {
      body: {
        name: 'Stale',
        brandId: world.brandX,
        version: created.version,
        creators: [{ creatorId: world.creatorA.id, videoCount: 2, costPerVideo: 10 }],
      },
    });
    expect(stale.status).toBe(409);

    // Removing creator B.
    await ok(
      api('admin', 'PUT', `/ugc-projects/${projectId}`, {
        body: {
          name: 'Events project, renamed',
          brandId: world.brandX,
          version: updated.version,
          creators: [{ creatorId: world.creatorA.id, videoCount: 2, costPerVideo: 10 }],
        },
      }),
    );
    expect(await theEvent('project.creatorRemoved', ofProject)).toMatchObject({
      actor: adminActor(),
      creatorId: world.creatorB.id,
      projectCreatorId: entryB,
    });
    expect(await eventsOf('project.changed', ofProject, 2)).toHaveLength(2);

    // Creator A submits both videos.
    await ok(
      as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/submit`, {
        body: {
          creatorId: world.creatorA.id,
          submissions: [
            { videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK1' },
            { videoNumber: 2, videoUrl: link(2), sparkCode: 'SPARK2' },
          ],
        },
      }),
    );
    const submitted = await theEvent('project.draftsSubmitted', ofProject);
    expect(submitted).toMatchObject({
      actor: { role: 'creator', email: world.creatorA.email, name: 'Ada creatorA' },
      creatorId: world.creatorA.id,
      projectCreatorId: entryA,
      count: 2,
      before: 'pending',
      after: 'submitted',
    });
    expect(submitted.actor.userId).toBeTruthy();

    const detail = await ok(api<ProjectBody>('admin', 'GET', `/ugc-projects/${projectId}`));
    const [video1, video2] = detail.creators[0]!.submissions;

    await ok(
      api('admin', 'PATCH', `/ugc-projects/submissions/${video1!.id}/revision`, {
        body: { revisionComment: 'Show the label in the first second' },
      }),
    );
    expect(await theEvent('project.revisionRequested', ofProject)).toMatchObject({
      actor: adminActor(),
      creatorId: world.creatorA.id,
      projectCreatorId: entryA,
      submissionId: video1!.id,
      videoNumber: 1,
      before: 'pending',
      after: 'revision_requested',
      comment: 'Show the label in the first second',
    });

    // Two approvals of the same video at once: one wins, the other is a 409 and records nothing.
    const approvals = await Promise.all([
      as('brandX', 'PATCH', `/ugc-projects/submissions/${video2!.id}/approve`),
      as('brandX', 'PATCH', `/ugc-projects/submissions/${video2!.id}/approve`),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await theEvent('project.videoApproved', ofProject)).toMatchObject({
      actor: { role: 'brand', userId: world.brandXUserId, email: world.brandXEmail },
      submissionId: video2!.id,
      videoNumber: 2,
      before: 'pending',
      after: 'approved',
    });

    await ok(
      as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/resubmit`, {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(11), sparkCode: 'SPARK11' },
      }),
    );
    expect(await theEvent('project.videoResubmitted', ofProject)).toMatchObject({
      actor: { role: 'creator', email: world.creatorA.email },
      submissionId: video1!.id,
      videoNumber: 1,
      before: 'revision_requested',
      after: 'pending',
    });

    await ok(
      api('admin', 'PATCH', `/ugc-projects/submissions/${video1!.id}/reject`, {
        body: { reason: 'The product is not shown' },
      }),
    );
    expect(await theEvent('project.videoRejected', ofProject)).toMatchObject({
      actor: adminActor(),
      submissionId: video1!.id,
      before: 'pending',
      after: 'rejected',
      comment: 'The product is not shown',
    });
    // The refused approval and the refused save added nothing.
    expect(await eventsOf('project.videoApproved', ofProject, 2)).toHaveLength(1);
    expect(await eventsOf('project.changed', ofProject, 3)).toHaveLength(2);
  }, 60_000);

  it('records a status change with the statuses it moved between', async () => {
    const created = await ok(
      api<ProjectBody>('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'Status project',
          brandId: world.brandX,
          creators: [{ creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 10 }],
        },
      }),
    );
    await ok(api('admin', 'PATCH', `/ugc-projects/${created.id}/status`, { body: { status: 'draft' } }));
    expect(await theEvent('project.changed', (event) => event.projectId === created.id)).toMatchObject({
      actor: adminActor(),
      before: 'active',
      after: 'draft',
    });
  }, 30_000);

  it('records a payment with its amount, once', async () => {
    // Creator B's payment details, approved.
    const details = await ok(
      as('creatorB', 'POST', '/creators/payment-info', { body: paymentBody(world.creatorB.email) }),
    );
    await ok(
      api('admin', 'POST', `/creators/${world.creatorB.id}/payment-info/approve`, {
        body: { version: (details as { version: number }).version },
      }),
    );
    const created = await ok(
      api<ProjectBody>('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'Paid project',
          brandId: world.brandX,
          creators: [{ creatorId: world.creatorB.id, videoCount: 2, costPerVideo: 12.5 }],
        },
      }),
    );
    await ok(
      as('creatorB', 'POST', `/ugc-projects/${created.id}/submissions/submit`, {
        body: {
          creatorId: world.creatorB.id,
          submissions: [
            { videoNumber: 1, videoUrl: link(21), sparkCode: 'SPARK21' },
            { videoNumber: 2, videoUrl: link(22), sparkCode: 'SPARK22' },
          ],
        },
      }),
    );
    const detail = await ok(api<ProjectBody>('admin', 'GET', `/ugc-projects/${created.id}`));
    for (const video of detail.creators[0]!.submissions) {
      await ok(api('admin', 'PATCH', `/ugc-projects/submissions/${video.id}/approve`));
    }
    const entryId = detail.creators[0]!.id;
    await ok(api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`));
    const again = await api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`);
    expect(again.status).toBe(409);
    const paid = await eventsOf('project.creatorPaid', (event) => event.projectId === created.id, 2);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      actor: adminActor(),
      creatorId: world.creatorB.id,
      creatorName: 'Ada creatorB',
      projectCreatorId: entryId,
      amountCents: 2500,
      before: 'awaiting_payment',
      after: 'paid',
    });
  }, 60_000);
});

describe('payment details events', () => {
  it('records submission, rejection with its reason, resubmission and approval, with no number in them', async () => {
    const creator = await ok(
      api<{ id: string }>('admin', 'POST', '/creators', {
        body: { firstName: 'Pay', lastName: 'Events', email: uniqueEmail('pay-events'), phoneNumber: '(415) 555-0100' },
      }),
    );
    const email = uniqueEmail('pay-events-user');
    const token = await tokenForNewAccount(stack(), {
      email,
      password: 'Events-pass-2026!',
      name: 'Pay Events',
      group: 'creator',
      creatorId: creator.id,
    });
    const numbers = { taxIdNumber: '123-45-6789', accountNumber: '000123456789', routingNumber: '021000021' };
    const first = await ok(
      as('creatorA', 'POST', '/creators/payment-info', { token, body: paymentBody(email, numbers) }),
    );
    const ofCreator = (event: ActivityEvent) => event.creatorId === creator.id;
    const submitted = await theEvent('payment.submitted', ofCreator);
    expect(submitted).toMatchObject({
      actor: { role: 'creator', email, name: 'Pay Events' },
      subject: { kind: 'creator', id: creator.id, name: 'Pay Events' },
      creatorName: 'Pay Events',
      before: 'not_submitted',
      after: 'pending',
    });

    await ok(
      api('admin', 'POST', `/creators/${creator.id}/payment-info/reject`, {
        body: { reason: 'The account holder is not you', version: (first as { version: number }).version },
      }),
    );
    expect(await theEvent('payment.rejected', ofCreator)).toMatchObject({
      actor: adminActor(),
      before: 'pending',
      after: 'rejected',
      comment: 'The account holder is not you',
    });

    // A decision on a version the creator has since replaced is a 409 and records nothing.
    const second = await ok(
      as('creatorA', 'PUT', `/creators/${creator.id}/payment-info`, {
        token,
        body: paymentBody(email, { ...numbers, accountNumber: '000998877665', confirmAccountNumber: '000998877665' }),
      }),
    );
    const staleDecision = await api('admin', 'POST', `/creators/${creator.id}/payment-info/approve`, {
      body: { version: (first as { version: number }).version },
    });
    expect(staleDecision.status).toBe(409);
    const resubmitted = await eventsOf('payment.submitted', ofCreator, 2);
    expect(resubmitted).toHaveLength(2);
    expect(resubmitted[1]).toMatchObject({ before: 'rejected', after: 'pending' });

    await ok(
      api('admin', 'POST', `/creators/${creator.id}/payment-info/approve`, {
        body: { version: (second as { version: number }).version },
      }),
    );
    expect(await eventsOf('payment.approved', ofCreator, 2)).toHaveLength(1);

    const events = (await allEvents()).filter(ofCreator);
    expect(events.map((event) => event.type).sort()).toEqual([
      'payment.approved',
      'payment.rejected',
      'payment.submitted',
      'payment.submitted',
    ]);
    const secrets = ['123-45-6789', '123456789', '000123456789', '000998877665', '021000021'];
    const lastFours = ['6789', '7665', '0021'];
    for (const event of events) {
      const keysNamed = JSON.stringify(Object.keys(event)).toLowerCase();
      for (const word of ['account', 'routing', 'tax']) expect(keysNamed).not.toContain(word);
      // Ids and times are random or clocked digits: left out, every other value must hold no number, not even masked.
      const { id: _id, at: _at, creatorId: _creatorId, subject, actor, ...rest } = event;
      const text = JSON.stringify({ ...rest, subject: { ...subject, id: undefined }, actor: { ...actor, userId: '' } });
      for (const secret of [...secrets, ...lastFours]) expect(text).not.toContain(secret);
    }
  }, 60_000);
});

interface CampaignBody {
  id: string;
  version: number;
  creators: { creatorId: string; version: number }[];
}

const campaignBody = (creators: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Events campaign',
  budget: 100,
  type: 'awareness',
  brandId: world.brandX,
  creators: creators.map((creatorId) => ({ creatorId, type: 'UGC' })),
  ...extra,
});

describe('campaign events', () => {
  it('records creation, assignment changes, a brief and each status change', async () => {
    const created = await ok(
      api<CampaignBody>('admin', 'POST', '/campaigns', {
        body: campaignBody([world.creatorA.id, world.creatorB.id]),
      }),
    );
    const ofCampaign = (event: ActivityEvent) => event.campaignId === created.id;
    expect(await theEvent('campaign.created', ofCampaign)).toMatchObject({
      actor: adminActor(),
      subject: { kind: 'campaign', id: created.id, name: 'Events campaign' },
      brandId: world.brandX,
      after: 'draft',
      count: 2,
    });

    const updated = await ok(
      api<CampaignBody>('admin', 'PUT', `/campaigns/${created.id}`, {
        body: campaignBody([world.creatorA.id], { version: created.version }),
      }),
    );
    expect(await theEvent('campaign.assignmentChanged', ofCampaign)).toMatchObject({
      actor: adminActor(),
      count: 1,
      creatorId: world.creatorB.id,
      creatorName: 'Ada creatorB',
      after: 'removed',
    });

    const entry = updated.creators[0]!;
    await ok(
      api('admin', 'PUT', `/campaigns/${created.id}/creators/${world.creatorA.id}`, {
        body: { type: 'UGC', status: 'accepted', rate: 150, version: entry.version },
      }),
    );
    // The same entry saved again at the version read before: refused, nothing recorded.
    const stale = await api('admin', 'PUT', `/campaigns/${created.id}/creators/${world.creatorA.id}`, {
      body: { type: 'UGC', status: 'completed', version: entry.version },
    });
    expect(stale.status).toBe(409);
    const assignments = await eventsOf('campaign.assignmentChanged', ofCampaign, 3);
    expect(assignments).toHaveLength(2);
    expect(assignments[1]).toMatchObject({
      creatorId: world.creatorA.id,
      creatorName: 'Ada creatorA',
      before: 'pending',
      after: 'accepted',
    });

    await ok(api('admin', 'POST', `/campaigns/${created.id}/creators/${world.creatorA.id}/brief`));
    expect(await theEvent('campaign.briefSent', ofCampaign)).toMatchObject({
      actor: adminActor(),
      creatorId: world.creatorA.id,
      creatorName: 'Ada creatorA',
    });

    await ok(api('admin', 'PATCH', `/campaigns/${created.id}/status`, { body: { status: 'active' } }));
    expect(await theEvent('campaign.activated', ofCampaign)).toMatchObject({
      actor: adminActor(),
      before: 'draft',
      after: 'active',
    });
    await ok(api('admin', 'PATCH', `/campaigns/${created.id}/status`, { body: { status: 'completed' } }));
    expect(await theEvent('campaign.completed', ofCampaign)).toMatchObject({ before: 'active', after: 'completed' });
    // No way back from completed: a 409, and no event.
    expect(
      (await api('admin', 'PATCH', `/campaigns/${created.id}/status`, { body: { status: 'cancelled' } })).status,
    ).toBe(409);

    const other = await ok(api<CampaignBody>('admin', 'POST', '/campaigns', { body: campaignBody([]) }));
    await ok(api('admin', 'PATCH', `/campaigns/${other.id}/status`, { body: { status: 'cancelled' } }));
    expect(await theEvent('campaign.cancelled', (event) => event.campaignId === other.id)).toMatchObject({
      before: 'draft',
      after: 'cancelled',
    });
    expect(await eventsOf('campaign.cancelled', ofCampaign, 1)).toHaveLength(0);
  }, 60_000);
});

describe('brand and team events', () => {
  it('records a registration (a public route: by the system) and an onboarding submission', async () => {
    const email = uniqueEmail('events-brand');
    const brand = await ok(
      api<{ id: string; email: string }>('anonymous', 'POST', '/brands', {
        body: { name: 'Events Brand', email, phone: '(555) 123-4567', industry: 'beauty' },
      }),
    );
    expect(await theEvent('brand.registered', (event) => event.brandId === brand.id)).toMatchObject({
      actor: { role: 'system' },
      subject: { kind: 'brand', id: brand.id, name: 'Events Brand' },
      after: 'not_started',
    });
    const ownerEmail = uniqueEmail('events-owner');
    const token = await tokenForBrandMember(stack(), {
      email: ownerEmail,
      password: 'Events-pass-2026!',
      name: 'Owner',
      companyId: brand.id,
    });
    await ok(
      api('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
        token,
        body: {
          brand: { name: 'Events Brand Co', email, phone: '+1 555 123 4567', industry: 'health' },
          products: [{ name: 'Calm Tea', description: 'A tea', pricing: 12.5 }],
          visualAssets: { productPhotos: [], brandVideos: [], packagingFiles: [] },
          brandVoice: { styleGuide: [], marketingMaterials: [], socialExamples: [] },
          strategy: {},
          creatorSetup: {},
        },
      }),
    );
    expect(await theEvent('brand.onboardingSubmitted', (event) => event.brandId === brand.id)).toMatchObject({
      actor: { role: 'brand', userId: subOf(token), email: ownerEmail },
      subject: { kind: 'brand', id: brand.id, name: 'Events Brand Co' },
      before: 'not_started',
      after: 'completed',
      count: 1,
    });
  }, 60_000);

  it('records a join request (by the system, at sign-up), its acceptance and the removal, once each', async () => {
    const userId = await joinRequestFor(world);
    const ofMember = (event: ActivityEvent) => event.brandId === world.brandX && event.member?.userId === userId;
    const requested = await theEvent('team.joinRequested', ofMember);
    expect(requested).toMatchObject({
      actor: { role: 'system', userId, name: 'Asking Person' },
      subject: { kind: 'brand', id: world.brandX },
      member: { userId, name: 'Asking Person' },
      after: 'pending',
    });

    await ok(api('admin', 'POST', `/brands/${world.brandX}/team/requests/${userId}/accept`));
    expect(await theEvent('team.memberAccepted', ofMember)).toMatchObject({
      actor: adminActor(),
      member: { userId, email: requested.member!.email },
      before: 'pending',
      after: 'member',
    });
    // Deciding it again: the request is gone, and nothing is recorded.
    expect((await api('admin', 'POST', `/brands/${world.brandX}/team/requests/${userId}/accept`)).status).toBe(404);

    await ok(as('brandX', 'DELETE', `/brands/${world.brandX}/team/members/${userId}`));
    expect(await theEvent('team.memberRemoved', ofMember)).toMatchObject({
      actor: { role: 'brand', userId: world.brandXUserId, email: world.brandXEmail },
      before: 'member',
      after: 'removed',
    });
    expect(await eventsOf('team.memberAccepted', ofMember, 2)).toHaveLength(1);
  }, 60_000);

  it('records a declined join request, and tells the person who asked by e-mail with a link to their request', async () => {
    const userId = await joinRequestFor(world);
    const ofMember = (event: ActivityEvent) => event.brandId === world.brandX && event.member?.userId === userId;
    const requested = await theEvent('team.joinRequested', ofMember);
    await ok(as('brandX', 'POST', `/brands/${world.brandX}/team/requests/${userId}/decline`));
    expect(await theEvent('team.requestDeclined', ofMember)).toMatchObject({
      actor: { role: 'brand', userId: world.brandXUserId },
      subject: { kind: 'brand', id: world.brandX },
      member: { userId, email: requested.member!.email },
      before: 'pending',
      after: 'declined',
    });
    await settleEvents();
    const mails = new Mailbox(path.join(stack().dataDir, 'mail'))
      .list()
      .filter((mail) => mail.to === requested.member!.email.toLowerCase() && / was declined$/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/join-request');
  }, 60_000);
});
