/**
 * The activity history: events handed to the activity consumer (constructed here, so the test does not depend on
 * which services record which events yet) become lines in words in the histories of every record they concern, read
 * through the four activity routes, newest first and paged to the end, each with its authorization.
 *
 * The world's records may also get lines from real events (the local stack's dispatcher hands it every event the
 * services record), so the events here are dated in 2099, ahead of anything real, and assertions look at these
 * events' lines among the whole history.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { newId, type ActivityEntry, type ActivityEvent, type Page } from '@reelbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, setDocumentClient } from '../data/client';
import { keys } from '../data/keys';
import { settleEvents, stack } from '../testing/int';
import { as, createWorld, newProject, type Who, type World } from '../testing/world';
import { activityConsumer } from './consumer';

let world: World;
const events: Record<string, ActivityEvent> = {};

const ALEX = { role: 'admin', userId: 'u-alex', email: 'alex@agency.test', name: 'Alex' } as const;
const at = (second: number) => `2099-01-01T00:00:${String(second).padStart(2, '0')}.000Z`;

function event(name: string, second: number, fields: Omit<ActivityEvent, 'id' | 'at'>): ActivityEvent {
  const made: ActivityEvent = { ...fields, id: newId('event'), at: at(second) };
  events[name] = made;
  return made;
}

/** Every line of a history, following its cursors with pages of `limit`; fails on a status other than 200. */
async function history(who: Who, path: string, limit = 2): Promise<{ entries: ActivityEntry[]; pages: number }> {
  const entries: ActivityEntry[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const separator = path.includes('?') ? `&${query.slice(1)}` : query;
    const response = await as(who, 'GET', `${path}${separator}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = response.body as Page<ActivityEntry>;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    entries.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  expect(cursor).toBeUndefined();
  return { entries, pages };
}

/** The lines of this test's events, in the order the history gave them. */
const ours = (entries: ActivityEntry[]) =>
  entries.filter((entry) => Object.values(events).some((made) => made.id === entry.id));
const idsOf = (...names: string[]) => names.map((name) => events[name]!.id);

beforeAll(async () => {
  world = await createWorld();
  process.env.TABLE_NAME = stack().tableName;
  setDocumentClient(
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: stack().dynamoEndpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    ),
  );
  const project = { kind: 'project', id: world.projectX, name: 'Matrix project' } as const;
  const creatorA = { creatorId: world.creatorA.id, creatorName: 'Ana Lima' };
  const onProject = { subject: project, projectId: world.projectX, brandId: world.brandX };
  const fed = [
    event('planned', 1, { type: 'project.planned', actor: ALEX, ...onProject }),
    event('assigned', 2, { type: 'project.creatorAssigned', actor: ALEX, ...onProject, ...creatorA }),
    event('submitted', 3, {
      type: 'project.draftsSubmitted',
      actor: { role: 'creator', userId: 'u-ana', name: 'Ana Lima' },
      ...onProject,
      ...creatorA,
      projectCreatorId: 'pc_matrix',
      count: 3,
    }),
    event('revision', 4, {
      type: 'project.revisionRequested',
      actor: ALEX,
      ...onProject,
      ...creatorA,
      videoNumber: 2,
      comment: '  Too dark at the start  ',
    }),
    event('otherCreator', 5, {
      type: 'project.videoApproved',
      actor: { role: 'brand', email: 'sam@brand.test' },
      ...onProject,
      creatorId: world.creatorB.id,
      creatorName: 'Ben Ode',
      videoNumber: 1,
    }),
    event('paymentApproved', 6, {
      type: 'payment.approved',
      actor: ALEX,
      subject: { kind: 'creator', id: world.creatorA.id, name: 'Ana Lima' },
      creatorId: world.creatorA.id,
    }),
    event('campaignCreated', 7, {
      type: 'campaign.created',
      actor: ALEX,
      subject: { kind: 'campaign', id: world.campaignX, name: 'Matrix campaign' },
      campaignId: world.campaignX,
      brandId: world.brandX,
    }),
    event('briefSent', 8, {
      type: 'campaign.briefSent',
      actor: ALEX,
      subject: { kind: 'campaign', id: world.campaignX, name: 'Matrix campaign' },
      campaignId: world.campaignX,
      brandId: world.brandX,
      ...creatorA,
    }),
    event('joinRequested', 9, {
      type: 'team.joinRequested',
      actor: { role: 'brand', userId: 'u-jo', email: 'jo@brand.test' },
      subject: { kind: 'brand', id: world.brandX },
      brandId: world.brandX,
    }),
  ];
  // Out of order, and the revision twice at once: lines are keyed by the event, so the order and repeats don't matter.
  await Promise.all([...fed].reverse().map((made) => activityConsumer.handle(made)));
  await Promise.all([activityConsumer.handle(events.revision!), activityConsumer.handle(events.revision!)]);
}, 60_000);

afterAll(() => setDocumentClient(undefined));

describe('a UGC project’s history', () => {
  it('reads in words, newest first, to its end a page at a time, one line per event however often it came', async () => {
    const { entries, pages } = await history('brandX', `/ugc-projects/${world.projectX}/activity`);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(ours(entries).map((entry) => entry.id)).toEqual(
      idsOf('otherCreator', 'revision', 'submitted', 'assigned', 'planned'),
    );
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(byId.get(events.planned!.id)!.text).toBe('Alex (agency) planned the project “Matrix project”');
    expect(byId.get(events.assigned!.id)!.text).toBe('Alex (agency) assigned Ana Lima');
    expect(byId.get(events.submitted!.id)).toEqual({
      id: events.submitted!.id,
      type: 'project.draftsSubmitted',
      at: at(3),
      text: 'Ana Lima submitted 3 videos',
      actor: { role: 'creator', name: 'Ana Lima' },
      creatorId: world.creatorA.id,
      projectCreatorId: 'pc_matrix',
    });
    expect(byId.get(events.revision!.id)).toMatchObject({
      text: 'Alex (agency) requested a revision of video 2 by Ana Lima',
      comment: 'Too dark at the start',
      actor: { role: 'admin', name: 'Alex', email: 'alex@agency.test' },
    });
    expect(byId.get(events.otherCreator!.id)!.text).toBe('sam@brand.test (brand) approved video 1 by Ben Ode');
  });

  it('filtered to one creator, holds only the lines about that creator (a creator card’s history)', async () => {
    const { entries } = await history(
      'admin',
      `/ugc-projects/${world.projectX}/activity?creatorId=${world.creatorA.id}`,
    );
    expect(ours(entries).map((entry) => entry.id)).toEqual(idsOf('revision', 'submitted', 'assigned'));
    expect(entries.every((entry) => entry.creatorId === world.creatorA.id)).toBe(true);
    const other = await history('admin', `/ugc-projects/${world.projectX}/activity?creatorId=${world.creatorB.id}`);
    expect(ours(other.entries).map((entry) => entry.id)).toEqual(idsOf('otherCreator'));
  });

  it('is read by the agency and the project’s brand only', async () => {
    const path = `/ugc-projects/${world.projectX}/activity`;
    expect((await as('admin', 'GET', path)).status).toBe(200);
    expect((await as('brandY', 'GET', path)).status).toBe(403);
    expect((await as('creatorA', 'GET', path)).status).toBe(403);
    expect((await as('anonymous', 'GET', path)).status).toBe(401);
  });

  it('answers 404 for a project that does not exist and 400 for a cursor of another list', async () => {
    expect((await as('admin', 'GET', `/ugc-projects/${newId('project')}/activity`)).status).toBe(404);
    const brandPage = (await as('admin', 'GET', `/brands/${world.brandX}/activity?limit=1`))
      .body as Page<ActivityEntry>;
    expect(brandPage.nextCursor).toBeDefined();
    const foreign = await as(
      'admin',
      'GET',
      `/ugc-projects/${world.projectX}/activity?cursor=${encodeURIComponent(brandPage.nextCursor!)}`,
    );
    expect(foreign.status).toBe(400);
  });
});

describe('a campaign’s history', () => {
  it('holds the campaign’s events in words, for the agency and the campaign’s brand only', async () => {
    const path = `/campaigns/${world.campaignX}/activity`;
    const { entries } = await history('brandX', path, 1);
    expect(ours(entries).map((entry) => entry.text)).toEqual([
      'Alex (agency) sent the brief to Ana Lima',
      'Alex (agency) created the campaign “Matrix campaign”',
    ]);
    expect((await as('admin', 'GET', path)).status).toBe(200);
    expect((await as('brandY', 'GET', path)).status).toBe(403);
    expect((await as('creatorA', 'GET', path)).status).toBe(403);
  });
});

describe('a creator’s history', () => {
  it('holds what concerns the creator, saying where, for the creator themself and the agency', async () => {
    const path = `/creators/${world.creatorA.id}/activity`;
    const own = await history('creatorA', path);
    expect(ours(own.entries).map((entry) => entry.text)).toEqual([
      'Alex (agency) sent the brief to Ana Lima in the campaign “Matrix campaign”',
      'Alex (agency) approved the payment details of Ana Lima',
      'Alex (agency) requested a revision of video 2 by Ana Lima in the project “Matrix project”',
      'Ana Lima submitted 3 videos in the project “Matrix project”',
      'Alex (agency) assigned Ana Lima in the project “Matrix project”',
    ]);
    expect(ours((await history('admin', path)).entries)).toHaveLength(5);
    expect((await as('creatorB', 'GET', path)).status).toBe(403);
    expect((await as('brandX', 'GET', path)).status).toBe(403);
    const b = await history('creatorB', `/creators/${world.creatorB.id}/activity`);
    expect(ours(b.entries).map((entry) => entry.id)).toEqual(idsOf('otherCreator'));
  });
});

describe('a brand’s history', () => {
  it('holds everything about the brand’s records, for the brand and the agency only', async () => {
    const path = `/brands/${world.brandX}/activity`;
    const { entries } = await history('brandX', path, 3);
    expect(ours(entries).map((entry) => entry.id)).toEqual(
      idsOf(
        'joinRequested',
        'briefSent',
        'campaignCreated',
        'otherCreator',
        'revision',
        'submitted',
        'assigned',
        'planned',
      ),
    );
    expect(entries.find((entry) => entry.id === events.joinRequested!.id)!.text).toBe(
      'jo@brand.test (brand) asked to join the team',
    );
    expect(entries.find((entry) => entry.id === events.submitted!.id)!.text).toBe(
      'Ana Lima submitted 3 videos in the project “Matrix project”',
    );
    expect((await as('admin', 'GET', path)).status).toBe(200);
    expect((await as('brandY', 'GET', path)).status).toBe(403);
    expect((await as('creatorA', 'GET', path)).status).toBe(403);
  });
});

describe('the agency’s history of everything', () => {
  it('holds every event once, saying where, newest first, for admins only; its lines expire after 180 days', async () => {
    // This file's events are dated 2099: the newest of the whole history.
    const response = await as('admin', 'GET', '/activity?limit=25');
    expect(response.status).toBe(200);
    const entries = ours((response.body as Page<ActivityEntry>).items);
    expect(entries.map((entry) => entry.id)).toEqual(
      idsOf(
        'joinRequested',
        'briefSent',
        'campaignCreated',
        'paymentApproved',
        'otherCreator',
        'revision',
        'submitted',
        'assigned',
        'planned',
      ),
    );
    const text = (name: string) => entries.find((entry) => entry.id === events[name]!.id)!.text;
    expect(text('submitted')).toBe('Ana Lima submitted 3 videos in the project “Matrix project”');
    expect(text('briefSent')).toBe('Alex (agency) sent the brief to Ana Lima in the campaign “Matrix campaign”');
    expect(text('paymentApproved')).toBe('Alex (agency) approved the payment details of Ana Lima');
    expect(entries.find((entry) => entry.id === events.revision!.id)!.comment).toBe('Too dark at the start');

    const { Item } = await db().send(
      new GetCommand({
        TableName: stack().tableName,
        Key: keys.timelineEntry(keys.agencyTimelinePartition(), events.planned!.at, events.planned!.id),
      }),
    );
    expect(Item?.expiresAt).toBe(Date.parse(events.planned!.at) / 1000 + 180 * 24 * 3600);

    expect((await as('brandX', 'GET', '/activity')).status).toBe(403);
    expect((await as('creatorA', 'GET', '/activity')).status).toBe(403);
  });
});

describe('through the dispatcher', () => {
  it('a change made through the API reaches its project’s and its creator’s histories, in words', async () => {
    const assignedToA = async () =>
      (await history('creatorA', `/creators/${world.creatorA.id}/activity`, 25)).entries.filter(
        (entry) => entry.type === 'project.creatorAssigned',
      );
    await settleEvents();
    const before = await assignedToA();
    const project = await newProject(world);
    await settleEvents();
    const { entries } = await history('brandX', `/ugc-projects/${project.id}/activity`);
    const planned = entries.filter((entry) => entry.type === 'project.planned');
    expect(planned).toHaveLength(1);
    expect(planned[0]!.text).toMatch(/^.+ \(agency\) planned the project “Matrix project” with 1 creator$/);
    const after = await assignedToA();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.text).toMatch(/ assigned .+ in the project “Matrix project”$/);
  });
});
