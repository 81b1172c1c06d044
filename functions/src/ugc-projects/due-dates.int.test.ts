/**
 * Due dates (issue 19): a project's due date (and a creator's own) reaches the detail, the lists and the creator's
 * list; the creator's list is one Query ordered by their work (revision requests, open work by due date, finished
 * work) across pages; late is computed at the time of the answer (services take `now`, a fake clock here).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dueInstant, type ApiErrorBody, type Page } from '@reelbridge/shared';
import { documentClient } from '../../../infra/local/testing';
import { setDocumentClient } from '../data/client';
import { creatorWorkSortKey } from '../data/keys';
import { rekeyCreatorWork } from '../data/search-backfill';
import type { Principal } from '../lib/principal';
import { api, OWN_BRAND, stack, uniqueEmail } from '../testing/int';
import * as service from './service';

interface CreatorView {
  id: string;
  creatorId: string;
  status: string;
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  ownDueDate?: string;
  dueState?: string;
  submissions: { id: string; dueAt?: string }[];
}
interface ProjectView {
  id: string;
  name: string;
  version: number;
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  dueState?: string;
  creators: CreatorView[];
}
interface CardView {
  id: string;
  status: string;
  dueDate?: string;
  dueAt?: string;
  dueState?: string;
}

const admin: Principal = { role: 'admin', userId: 'u-due-admin', email: 'due-admin@reelbridge.test' };
const DAY = '2026-06-01';
const link = (n: number) => `https://www.tiktok.com/@due/video/${n}`;

async function must<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

async function newCreator(label: string): Promise<string> {
  const creator = await must(
    api<{ id: string }>('admin', 'POST', '/creators', {
      body: { firstName: 'Dee', lastName: label, email: uniqueEmail(`due-${label}`), phoneNumber: '(415) 555-0100' },
    }),
  );
  return creator.id;
}

/** Every item of a creator's project list through its cursors, `limit` a page. */
async function creatorList(creatorId: string, limit: number, now?: string): Promise<CardView[]> {
  const items: CardView[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = (await service.creatorProjects(admin, creatorId, { limit, cursor }, now)) as Page<CardView>;
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && ++pages < 50);
  return items;
}

describe('due dates', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = stack().tableName;
    setDocumentClient(documentClient(stack()));
  });
  afterAll(() => setDocumentClient(undefined));

  it('carries the project due date, and a creator own, to the detail and every list', async () => {
    const [first, second] = [await newCreator('first'), await newCreator('second')];
    const name = `Due launch ${Math.random().toString(36).slice(2, 8)}`;
    const project = await must(
      api<ProjectView>('admin', 'POST', '/ugc-projects', {
        body: {
          name,
          brandId: OWN_BRAND.id,
          dueDate: '2026-12-03',
          dueTimeZone: 'Pacific/Auckland',
          creators: [
            { creatorId: first, videoCount: 1, costPerVideo: 10 },
            { creatorId: second, videoCount: 1, costPerVideo: 10, dueDate: '2026-12-10' },
          ],
        },
      }),
    );
    const projectDueAt = dueInstant('2026-12-03', 'Pacific/Auckland');
    expect(projectDueAt).toBe('2026-12-03T11:00:00.000Z');
    expect(project).toMatchObject({ dueDate: '2026-12-03', dueTimeZone: 'Pacific/Auckland', dueAt: projectDueAt });
    const [own, overridden] = [first, second].map((id) => project.creators.find((entry) => entry.creatorId === id)!);
    expect(own).toMatchObject({ dueDate: '2026-12-03', dueAt: projectDueAt });
    expect(own!.ownDueDate).toBeUndefined();
    expect(overridden).toMatchObject({
      dueDate: '2026-12-10',
      ownDueDate: '2026-12-10',
      dueTimeZone: 'Pacific/Auckland',
      dueAt: '2026-12-10T11:00:00.000Z',
    });

    // The admin's list (found by its name) and each creator's list carry them; indexes catch up a moment later.
    const listed = async () =>
      (
        await must(api<Page<ProjectView>>('admin', 'GET', `/ugc-projects?query=${encodeURIComponent(name)}`))
      ).items.find((item) => item.id === project.id)?.dueAt;
    await expect.poll(listed).toBe(projectDueAt);
    const cardOf = async (creatorId: string) =>
      (await must(api<Page<CardView>>('admin', 'GET', `/ugc-projects/creator/${creatorId}`))).items.find(
        (item) => item.id === project.id,
      );
    await expect.poll(async () => (await cardOf(first))?.dueAt).toBe(projectDueAt);
    await expect.poll(async () => (await cardOf(second))?.dueAt).toBe('2026-12-10T11:00:00.000Z');

    // A new date for the project rewrites the entries that follow it; the override stays, in the new zone.
    const edited = await must(
      api<ProjectView>('admin', 'PUT', `/ugc-projects/${project.id}`, {
        body: {
          name,
          brandId: OWN_BRAND.id,
          dueDate: '2026-12-05',
          dueTimeZone: 'America/Los_Angeles',
          version: project.version,
          creators: [
            { creatorId: first, videoCount: 1, costPerVideo: 10 },
            { creatorId: second, videoCount: 1, costPerVideo: 10, dueDate: '2026-12-10' },
          ],
        },
      }),
    );
    expect(edited.dueAt).toBe('2026-12-06T08:00:00.000Z');
    await expect.poll(async () => (await cardOf(first))?.dueAt).toBe('2026-12-06T08:00:00.000Z');
    await expect.poll(async () => (await cardOf(second))?.dueAt).toBe('2026-12-11T08:00:00.000Z');

    // No date any more: every entry loses it.
    const cleared = await must(
      api<ProjectView>('admin', 'PUT', `/ugc-projects/${project.id}`, {
        body: {
          name,
          brandId: OWN_BRAND.id,
          dueDate: '',
          version: edited.version,
          creators: [
            { creatorId: first, videoCount: 1, costPerVideo: 10 },
            { creatorId: second, videoCount: 1, costPerVideo: 10 },
          ],
        },
      }),
    );
    expect(cleared.dueAt).toBeUndefined();
    expect(cleared.creators.map((entry) => entry.dueAt)).toEqual([undefined, undefined]);
    await expect.poll(async () => (await cardOf(second))?.dueAt ?? 'none').toBe('none');
  });

  it('answers 400 with the field for a date or zone that is not one', async () => {
    const creatorId = await newCreator('bad');
    const post = (body: Record<string, unknown>) =>
      api<ApiErrorBody>('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'Bad due',
          brandId: OWN_BRAND.id,
          creators: [{ creatorId, videoCount: 1, costPerVideo: 1 }],
          ...body,
        },
      });
    const badDate = await post({ dueDate: '2026-02-30', dueTimeZone: 'UTC' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields).toHaveProperty('dueDate');
    const badZone = await post({ dueDate: '2026-12-03', dueTimeZone: 'Mars/Olympus_Mons' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error.fields).toMatchObject({ dueTimeZone: 'Unknown time zone' });
    const noZone = await post({ dueDate: '2026-12-03' });
    expect(noZone.status).toBe(400);
    expect(noZone.body.error.fields).toMatchObject({ dueTimeZone: 'A due date needs its time zone' });
    const badOwn = await post({
      dueTimeZone: 'UTC',
      creators: [{ creatorId, videoCount: 1, costPerVideo: 1, dueDate: '3 Dec' }],
    });
    expect(badOwn.status).toBe(400);
    expect(badOwn.body.error.fields).toHaveProperty(['creators.0.dueDate']);
  });

  it("orders a creator's list by their work across pages, and moves entries as their work changes", async () => {
    const creatorId = await newCreator('order');
    const creator: Principal = { role: 'creator', userId: 'u-due-creator', email: 'c@x.test', creatorId };
    const make = async (label: string, dueDate?: string) =>
      (await service.createProject(admin, {
        name: `Order ${label}`,
        brandId: OWN_BRAND.id,
        ...(dueDate ? { dueDate, dueTimeZone: 'Europe/London' } : {}),
        creators: [{ creatorId, videoCount: 1, costPerVideo: 1 }],
      })) as unknown as ProjectView;
    const none = await make('none');
    const in20 = await make('in20', addDays(DAY, 20));
    const in5 = await make('in5', addDays(DAY, 5));
    const rev30 = await make('rev30', addDays(DAY, 30));
    const rev40 = await make('rev40', addDays(DAY, 40));
    const done2 = await make('done2', addDays(DAY, 2));
    const deliver = async (project: ProjectView) => {
      const answer = await service.submitAll(creator, project.id, {
        creatorId,
        submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK' }],
      });
      return answer.submissions[0]!.id;
    };
    for (const project of [rev30, rev40]) await service.requestRevision(admin, await deliver(project), 'Brighter');
    await service.approveSubmission(admin, await deliver(done2));

    const order = async () => (await creatorList(creatorId, 2)).map((card) => card.id);
    await expect.poll(order).toEqual([rev30.id, rev40.id, in5.id, in20.id, none.id, done2.id]);

    // A resubmission leaves the revision group for open work, at its due date.
    await service.resubmit(creator, rev30.id, { creatorId, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' });
    await expect.poll(order).toEqual([rev40.id, in5.id, in20.id, rev30.id, none.id, done2.id]);

    // A due date given to the undated project puts it at its place.
    const detail = (await service.getProject(admin, none.id)) as unknown as ProjectView;
    await service.updateProject(admin, none.id, {
      name: detail.name,
      brandId: OWN_BRAND.id,
      dueDate: addDays(DAY, 1),
      dueTimeZone: 'Europe/London',
      version: detail.version,
      creators: [{ creatorId, videoCount: 1, costPerVideo: 1 }],
    });
    await expect.poll(order).toEqual([rev40.id, none.id, in5.id, in20.id, rev30.id, done2.id]);

    // Late and due soon as of the time of the answer (a fake clock): the end of the day in London, in summer time.
    const states = async (now: string) =>
      Object.fromEntries((await creatorList(creatorId, 10, now)).map((card) => [card.id, card.dueState ?? 'none']));
    // 23:30 BST on day + 5: in5 is due soon, not late; finished work has no state.
    expect(await states(`${addDays(DAY, 5)}T22:30:00.000Z`)).toEqual({
      [rev40.id]: 'on_track',
      [none.id]: 'late',
      [in5.id]: 'due_soon',
      [in20.id]: 'on_track',
      [rev30.id]: 'on_track',
      [done2.id]: 'none',
    });
    // Midnight BST: in5 is late.
    expect((await states(`${addDays(DAY, 5)}T23:00:00.000Z`))[in5.id]).toBe('late');
    const late = (await service.getProject(
      admin,
      in5.id,
      `${addDays(DAY, 6)}T12:00:00.000Z`,
    )) as unknown as ProjectView;
    expect(late.dueState).toBe('late');
    expect(late.creators[0]!.dueState).toBe('late');
    const early = (await service.getProject(admin, in5.id, `${DAY}T12:00:00.000Z`)) as unknown as ProjectView;
    expect(early.dueState).toBe('on_track');
  }, 60_000);

  it('gives entries stored with the old newest-first key their work-order key, once (the backfill)', async () => {
    const creatorId = await newCreator('backfill');
    const project = (await service.createProject(admin, {
      name: 'Backfilled order',
      brandId: OWN_BRAND.id,
      dueDate: addDays(DAY, 3),
      dueTimeZone: 'UTC',
      creators: [{ creatorId, videoCount: 1, costPerVideo: 1 }],
    })) as unknown as ProjectView & { createdAt: string };
    const key = { pk: `PROJECT#${project.id}`, sk: `PC#${project.creators[0]!.id}` };
    const client = documentClient(stack());
    // As stored before issue 19: `PROJECT#<projectCreatedAt>#<projectId>`.
    await client.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: key,
        UpdateExpression: 'SET gsi1sk = :old',
        ExpressionAttributeValues: { ':old': `PROJECT#${project.createdAt}#${project.id}` },
      }),
    );
    expect(await rekeyCreatorWork()).toBeGreaterThanOrEqual(1);
    const stored = (await client.send(new GetCommand({ TableName: stack().tableName, Key: key, ConsistentRead: true })))
      .Item!;
    expect(stored.gsi1sk).toBe(
      creatorWorkSortKey({
        projectId: project.id,
        projectCreatedAt: project.createdAt,
        status: 'pending',
        dueAt: dueInstant(addDays(DAY, 3), 'UTC'),
      }),
    );
    expect(stored.version).toBe(1);
    expect(await rekeyCreatorWork()).toBe(0);
  }, 60_000);
});
