/**
 * Issue 20, timers (docs/videos.md), on the local stack with a fake clock (the services and the job take `now`): a
 * project's review rules in create and update; a pending video is approved automatically after its business days and
 * not a moment before, never once reviewed, once however often the job runs; the reviewers are reminded one business
 * day before, once; a spark code's validity is stored and its expiry reminded a week before, once, to the reviewers of a
 * video waiting for review or approved (their notifications, through the dispatcher).
 *
 * The clock is in January 2001 (2001-01-01 was a Monday), so the job's index reads reach only this file's videos;
 * each run is also limited to the running test's own projects: the table is shared with the other suites, and a video
 * another test of this file left due (it failed half-way) is no business of this test's runs.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEvent, ApiErrorBody, NotificationPage, NotificationView } from '@reelbridge/shared';
import type { Context } from 'aws-lambda';
import { insertRecord } from '../../../infra/local/event-tail';
import { documentClient } from '../../../infra/local/testing';
import { setDocumentClient } from '../data/client';
import { eventItemsSince } from '../data/event-log';
import { handler as dispatcher } from '../events/handler';
import { keys } from '../data/keys';
import type { Principal } from '../lib/principal';
import { notificationsConsumer } from '../notifications/consumer';
import { api, OWN_BRAND, OWN_CREATOR, stack, uniqueEmail } from '../testing/int';
import * as service from './service';
import { runVideoTimers } from './timers';

interface VideoView {
  id: string;
  status: string;
  sparkExpiresAt?: string;
  reviewDueAt?: string;
  reviewedAutomatically?: boolean;
}
interface ProjectView {
  id: string;
  name: string;
  version: number;
  revisionCap: number;
  autoApproveDays?: number;
  creators: { creatorId: string; submissions: VideoView[] }[];
}

const admin: Principal = { role: 'admin', userId: 'u-timers-admin', email: 'timers-admin@reelbridge.test' };
const link = (n: number) => `https://www.tiktok.com/@timers/video/${n}`;
/** Thursday 4 January 2001, 10:00 UTC: + 3 business days is Tuesday the 9th, reminded Monday the 8th. */
const T0 = '2001-01-04T10:00:00.000Z';
const MONDAY = '2001-01-08T10:00:00.000Z';
const TUESDAY = '2001-01-09T10:00:00.000Z';
const before = (instant: string) => new Date(Date.parse(instant) - 1000).toISOString();
const later = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString();

/** The running test's projects (emptied before each test): the only ones its runs of the job act on. */
const ours = new Set<string>();
const run = (now: string) => runVideoTimers(now, { projectIds: ours });

async function must<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

async function newCreator(label: string): Promise<Principal & { creatorId: string }> {
  const creator = await must(
    api<{ id: string }>('admin', 'POST', '/creators', {
      body: { firstName: 'Tim', lastName: label, email: uniqueEmail(`timers-${label}`), phoneNumber: '(415) 555-0100' },
    }),
  );
  return { role: 'creator', userId: `u-timers-${label}`, email: 'c@x.test', creatorId: creator.id };
}

async function newProject(
  creatorId: string,
  rules: { revisionCap?: number; autoApproveDays?: number | null | '' } = {},
  now = T0,
): Promise<ProjectView> {
  const project = (await service.createProject(
    admin,
    {
      name: `Timers ${Math.random().toString(36).slice(2, 8)}`,
      brandId: OWN_BRAND.id,
      creators: [{ creatorId, videoCount: 1, costPerVideo: 10 }],
      ...rules,
    } as Parameters<typeof service.createProject>[1],
    now,
  )) as unknown as ProjectView;
  ours.add(project.id);
  return project;
}

/** The creator delivers the one video at `now`; returns its id. */
async function deliver(
  creator: Principal & { creatorId: string },
  projectId: string,
  now = T0,
  sparkValidity?: string,
): Promise<string> {
  const answer = await service.submitAll(
    creator,
    projectId,
    {
      creatorId: creator.creatorId,
      submissions: [
        { videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK', ...(sparkValidity ? { sparkValidity } : {}) },
      ],
    },
    now,
  );
  return answer.submissions[0]!.id;
}

async function videoItem(projectId: string, submissionId: string): Promise<Record<string, unknown>> {
  const bundle = (await service.getProject(admin, projectId)) as unknown as ProjectView;
  const videoNumber = 1;
  const { Items = [] } = await documentClient(stack()).send(
    new QueryCommand({
      TableName: stack().tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :pc)',
      ExpressionAttributeValues: { ':pk': keys.project(projectId).pk, ':pc': 'PC#' },
      ConsistentRead: true,
    }),
  );
  const item = Items.find((candidate) => candidate.id === submissionId);
  expect(item, `video ${videoNumber} of ${bundle.name}`).toBeDefined();
  return item!;
}

async function video(projectId: string, submissionId: string): Promise<VideoView> {
  const project = (await service.getProject(admin, projectId)) as unknown as ProjectView;
  return project.creators.flatMap((creator) => creator.submissions).find((candidate) => candidate.id === submissionId)!;
}

/** The events recorded on a (fake) day about a video, read from the events' day index, as the local tail reads it. */
async function eventsOn(day: string, submissionId: string): Promise<ActivityEvent[]> {
  const { Items = [] } = await documentClient(stack()).send(
    new QueryCommand({
      TableName: stack().tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :day',
      ExpressionAttributeValues: { ':day': `EVENTS#${day}` },
    }),
  );
  return Items.map((item) => item.event as ActivityEvent).filter((event) => event.submissionId === submissionId);
}

/**
 * Hands the reminders about a video recorded between two (fake) times to the dispatcher as the table's stream hands
 * them over (the local tail's stream records of the event items, to the same handler and its registry of consumers).
 */
async function dispatchReminders(submissionId: string, since: string, until: string): Promise<ActivityEvent[]> {
  const items = (await eventItemsSince(since, { until })).filter((item) => {
    const event = item.event as ActivityEvent;
    return event.submissionId === submissionId && event.type === 'project.sparkCodeExpiring';
  });
  const batch = { Records: items.map((item, index) => insertRecord(item, String(index + 1).padStart(21, '0'))) };
  expect((await dispatcher(batch, {} as Context)).batchItemFailures).toEqual([]);
  return items.map((item) => item.event as ActivityEvent);
}

/** A reviewer's notifications of these events, read through the API page by page to the end (newest first). */
async function notificationsOf(who: 'admin' | 'brand', events: ActivityEvent[]): Promise<NotificationView[]> {
  const ids = new Set(events.map((event) => event.id));
  const found: NotificationView[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await must(api<NotificationPage>(who, 'GET', `/notifications?limit=100${query}`));
    found.push(...page.items.filter((item) => ids.has(item.eventId)));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

describe('video timers', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = stack().tableName;
    setDocumentClient(documentClient(stack()));
  });
  afterAll(() => setDocumentClient(undefined));
  beforeEach(() => ours.clear());

  it('keeps review rules on the project: defaults for a new one, kept by an update that leaves them out', async () => {
    const creator = await newCreator('rules');
    const fresh = await newProject(creator.creatorId);
    expect(fresh).toMatchObject({ revisionCap: 2, autoApproveDays: 3 });

    const never = await newProject(creator.creatorId, { revisionCap: 0, autoApproveDays: null });
    expect(never.revisionCap).toBe(0);
    expect(never.autoApproveDays).toBeUndefined();

    const body = (project: ProjectView, rules: Record<string, unknown>) => ({
      name: project.name,
      brandId: OWN_BRAND.id,
      version: project.version,
      creators: [{ creatorId: creator.creatorId, videoCount: 1, costPerVideo: 10 }],
      ...rules,
    });
    const kept = await must(api<ProjectView>('admin', 'PUT', `/ugc-projects/${fresh.id}`, { body: body(fresh, {}) }));
    expect(kept).toMatchObject({ revisionCap: 2, autoApproveDays: 3 });
    const changed = await must(
      api<ProjectView>('admin', 'PUT', `/ugc-projects/${fresh.id}`, {
        body: body(kept, { revisionCap: 5, autoApproveDays: 10 }),
      }),
    );
    expect(changed).toMatchObject({ revisionCap: 5, autoApproveDays: 10 });
    const off = await must(
      api<ProjectView>('admin', 'PUT', `/ugc-projects/${fresh.id}`, { body: body(changed, { autoApproveDays: '' }) }),
    );
    expect(off.revisionCap).toBe(5);
    expect(off.autoApproveDays).toBeUndefined();
    // The brand's users read the rules too.
    const asBrand = await must(api<ProjectView>('brand', 'GET', `/ugc-projects/${fresh.id}`));
    expect(asBrand.revisionCap).toBe(5);

    // A project stored before the rules existed: 2 revision rounds, never approved automatically.
    await documentClient(stack()).send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: keys.project(never.id),
        UpdateExpression: 'REMOVE revisionCap, autoApproveDays',
      }),
    );
    const older = (await service.getProject(admin, never.id)) as unknown as ProjectView;
    expect(older.revisionCap).toBe(2);
    expect(older.autoApproveDays).toBeUndefined();
  });

  it('refuses review rules out of range with 400 and the field', async () => {
    const creator = await newCreator('bad');
    const base = {
      name: 'Timers bad rules',
      brandId: OWN_BRAND.id,
      creators: [{ creatorId: creator.creatorId, videoCount: 1, costPerVideo: 10 }],
    };
    const cases: [string, Record<string, unknown>][] = [
      ['revisionCap', { revisionCap: 11 }],
      ['revisionCap', { revisionCap: -1 }],
      ['revisionCap', { revisionCap: 1.5 }],
      ['revisionCap', { revisionCap: '2' }],
      ['autoApproveDays', { autoApproveDays: 0 }],
      ['autoApproveDays', { autoApproveDays: 31 }],
      ['autoApproveDays', { autoApproveDays: 2.5 }],
      ['autoApproveDays', { autoApproveDays: 'three' }],
    ];
    for (const [field, rules] of cases) {
      const response = (await api('admin', 'POST', '/ugc-projects', { body: { ...base, ...rules } })) as {
        status: number;
        body: ApiErrorBody;
      };
      expect(response.status, JSON.stringify(rules)).toBe(400);
      expect(response.body.error.fields, JSON.stringify(rules)).toHaveProperty([field]);
    }
  });

  it('approves a pending video automatically after its business days, not before, and reminds once the day before', async () => {
    const creator = await newCreator('auto');
    const project = await newProject(creator.creatorId);
    const id = await deliver(creator, project.id);

    const stored = await videoItem(project.id, id);
    expect(stored).toMatchObject({ status: 'pending', reviewDueAt: TUESDAY, reviewRemindAt: MONDAY });
    expect(stored).toMatchObject({ gsi1pk: 'VIDEO_TIMERS', gsi1sk: `${MONDAY}#${id}` });
    expect((await video(project.id, id)).reviewDueAt).toBe(TUESDAY);

    // Friday and the weekend: nothing is due yet.
    expect(await run(before(MONDAY))).toMatchObject({ approved: [], reviewReminders: [] });

    // Monday 10:00: the reviewers are reminded, once.
    expect((await run(MONDAY)).reviewReminders).toEqual([id]);
    expect(await run(later(MONDAY, 30))).toMatchObject({ approved: [], reviewReminders: [] });
    const reminders = await eventsOn('2001-01-08', id);
    expect(reminders.map((event) => event.type)).toEqual(['project.reviewReminder']);
    expect(reminders[0]).toMatchObject({ actor: { role: 'system' }, dueAt: TUESDAY, projectId: project.id });
    expect(await videoItem(project.id, id)).toMatchObject({ reviewRemindedAt: MONDAY, gsi1sk: `${TUESDAY}#${id}` });

    // The reminder reaches the agency's admins and the brand's users (the notifications consumer, as dispatched).
    // Dated on the fake Monday, it is among the oldest of their notifications: read to the end.
    await notificationsConsumer.handle(reminders[0]!);
    for (const who of ['admin', 'brand'] as const) {
      expect(await notificationsOf(who, reminders), who).toEqual([
        expect.objectContaining({
          title: `Tim auto's video 1 of ${project.name} will be approved automatically in one business day`,
          link: `/admin/ugc-projects/${project.id}`,
        }),
      ]);
    }

    // A second before the due time it is still waiting; at the due time it is approved, as the system.
    expect((await run(before(TUESDAY))).approved).toEqual([]);
    expect((await video(project.id, id)).status).toBe('pending');
    expect((await run(TUESDAY)).approved).toEqual([id]);
    const approved = await videoItem(project.id, id);
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'system', reviewedAt: TUESDAY });
    expect(approved.reviewedAutomatically).toBe(true);
    // The review of the newest version says so too (docs/videos.md).
    const versions = approved.versions as { review?: { status: string; by: string; automatic?: boolean } }[];
    expect(versions.at(-1)?.review).toMatchObject({ status: 'approved', by: 'system', automatic: true });
    expect(approved.gsi1pk).toBeUndefined();
    expect(await video(project.id, id)).toMatchObject({ status: 'approved', reviewedAutomatically: true });

    // Evented as an automatic approval, once however often the job runs.
    expect(await run(later(TUESDAY, 15))).toMatchObject({ approved: [], skipped: [] });
    expect(await run(TUESDAY)).toMatchObject({ approved: [] });
    const approvals = (await eventsOn('2001-01-09', id)).filter((event) => event.type === 'project.videoApproved');
    expect(approvals).toEqual([
      expect.objectContaining({ actor: { role: 'system' }, automatic: true, count: 3, after: 'approved' }),
    ]);
  });

  it('never approves a video already reviewed, nor one resubmitted since, and is idempotent under a racing run', async () => {
    const creator = await newCreator('reviewed');
    const project = await newProject(creator.creatorId);
    const id = await deliver(creator, project.id);

    // Reviewed on Friday: the timer is gone; an automatic approval asked for anyway is refused (409), nothing written.
    await service.requestRevision(admin, id, 'Brighter, please', undefined, '2001-01-05T09:00:00.000Z');
    expect((await videoItem(project.id, id)).gsi1pk).toBeUndefined();
    await expect(service.autoApprove(id, TUESDAY)).rejects.toMatchObject({ status: 409 });
    expect(await run(later(TUESDAY, 60))).toMatchObject({ approved: [] });
    expect((await video(project.id, id)).status).toBe('revision_requested');

    // Resubmitted on Monday: a new due time (Thursday 10:00, from Monday's submission), not the old one.
    await service.resubmit(
      creator,
      project.id,
      { creatorId: creator.creatorId, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' },
      MONDAY,
    );
    expect(await videoItem(project.id, id)).toMatchObject({
      status: 'pending',
      reviewDueAt: '2001-01-11T10:00:00.000Z',
    });
    await expect(service.autoApprove(id, TUESDAY)).rejects.toMatchObject({ status: 409 });
    expect((await run(TUESDAY)).approved).toEqual([]);

    // Two runs at once: one approves, the other finds it changed; one approval.
    const runs = await Promise.all([run('2001-01-11T10:00:00.000Z'), run('2001-01-11T10:00:00.000Z')]);
    expect(runs.flatMap((result) => result.approved)).toEqual([id]);
    const approvals = (await eventsOn('2001-01-11', id)).filter((event) => event.type === 'project.videoApproved');
    expect(approvals).toHaveLength(1);

    // A brand user's approval before the due time wins: nothing automatic after it.
    const second = await newProject(creator.creatorId);
    const other = await deliver(creator, second.id);
    await service.approveSubmission(
      { role: 'brand', userId: 'u-timers-brand', email: 'b@x.test', companyId: OWN_BRAND.id },
      other,
      undefined,
      later(T0, 60),
    );
    expect(await run(TUESDAY)).toMatchObject({ approved: [] });
    expect(await videoItem(second.id, other)).toMatchObject({ reviewedBy: 'u-timers-brand' });
    expect((await videoItem(second.id, other)).reviewedAutomatically).toBeUndefined();
  });

  it('leaves videos alone in a project without automatic approval, and drops timers when it is switched off', async () => {
    const creator = await newCreator('off');
    const never = await newProject(creator.creatorId, { autoApproveDays: null });
    const waiting = await deliver(creator, never.id);
    expect((await videoItem(never.id, waiting)).reviewDueAt).toBeUndefined();
    expect((await videoItem(never.id, waiting)).gsi1pk).toBeUndefined();

    const project = await newProject(creator.creatorId);
    const id = await deliver(creator, project.id);
    const detail = (await service.getProject(admin, project.id)) as unknown as ProjectView;
    await service.updateProject(
      admin,
      project.id,
      {
        name: detail.name,
        brandId: OWN_BRAND.id,
        version: detail.version,
        creators: [{ creatorId: creator.creatorId, videoCount: 1, costPerVideo: 10 }],
        autoApproveDays: null,
      },
      later(T0, 5),
    );
    expect((await run(TUESDAY)).cleared).toEqual([id]);
    const after = await videoItem(project.id, id);
    expect(after).toMatchObject({ status: 'pending' });
    expect(after.reviewDueAt).toBeUndefined();
    expect(after.gsi1pk).toBeUndefined();
  });

  it("stores a spark code's validity and reminds the reviewers of a video waiting for review a week before it expires, once, in their notifications", async () => {
    const creator = await newCreator('spark');
    const project = await newProject(creator.creatorId, { autoApproveDays: null });

    // A draft with 30 days: it expires 30 days after it was saved. A draft is the creator's: no reminder.
    const draft = await service.saveDraft(
      creator,
      project.id,
      { creatorId: creator.creatorId, submissions: [{ videoNumber: 1, sparkCode: 'SPARK', sparkValidity: '30' }] },
      T0,
    );
    expect(draft.submissions[0]).toMatchObject({ sparkExpiresAt: '2001-02-03T10:00:00.000Z' });
    expect((await videoItem(project.id, draft.submissions[0]!.id)).gsi1pk).toBeUndefined();

    // Submitted with a date: to the end of that day (UTC: the project has no zone). Waiting for review, it is on the
    // timers' index a week before the code expires: the reviewers are the ones who must act on it.
    const id = await deliver(creator, project.id, later(T0, 60), '2001-01-20');
    const expires = '2001-01-21T00:00:00.000Z';
    const remindAt = '2001-01-14T00:00:00.000Z';
    expect(await videoItem(project.id, id)).toMatchObject({
      status: 'pending',
      sparkExpiresAt: expires,
      gsi1pk: 'VIDEO_TIMERS',
      gsi1sk: `${remindAt}#${id}`,
    });
    expect((await video(project.id, id)).sparkExpiresAt).toBe(expires);

    // Not a second before; at the time, once; the job run again (later, and at the same time) reminds nobody again.
    expect((await run(before(remindAt))).sparkReminders).toEqual([]);
    expect((await run(remindAt)).sparkReminders).toEqual([id]);
    expect(await run(remindAt)).toMatchObject({ sparkReminders: [], reviewReminders: [] });
    expect((await run(later(remindAt, 60))).sparkReminders).toEqual([]);
    const stored = await videoItem(project.id, id);
    expect(stored).toMatchObject({ status: 'pending', sparkRemindedAt: remindAt });
    expect(stored.gsi1pk).toBeUndefined();
    const events = (await eventsOn('2001-01-14', id)).filter((event) => event.type === 'project.sparkCodeExpiring');
    expect(events).toEqual([
      expect.objectContaining({
        dueAt: expires,
        actor: { role: 'system' },
        projectId: project.id,
        brandId: OWN_BRAND.id,
      }),
    ]);

    // Handed to the dispatcher as the stream hands it over (twice, as a retried batch): each reviewer (the agency's
    // admins, the brand's users) has the reminder in their notifications, once.
    const handed = await dispatchReminders(id, T0, later(remindAt, 60));
    expect(handed.map((event) => event.id)).toEqual([events[0]!.id]);
    await dispatchReminders(id, T0, later(remindAt, 60));
    for (const who of ['admin', 'brand'] as const) {
      expect(await notificationsOf(who, handed), who).toEqual([
        expect.objectContaining({
          type: 'project.sparkCodeExpiring',
          kind: 'reviews',
          title: `The spark code of Tim spark's video 1 of ${project.name} expires in 7 days`,
          body: 'Ask the creator for a new code if you still need it for Spark Ads.',
          link: `/admin/ugc-projects/${project.id}`,
          read: false,
        }),
      ]);
    }

    // Approved after the reminder: not reminded a second time of the same expiry.
    await service.approveSubmission(admin, id, undefined, later(remindAt, 120));
    expect((await videoItem(project.id, id)).gsi1pk).toBeUndefined();
    expect((await run(later(remindAt, 180))).sparkReminders).toEqual([]);
    const reminders = (await eventsOn('2001-01-14', id)).filter((event) => event.type === 'project.sparkCodeExpiring');
    expect(reminders.map((event) => event.id)).toEqual([events[0]!.id]);
  });

  it('reminds of an approved video’s spark code too, never of a rejected one nor while a revision is with the creator, and anew for a new expiry', async () => {
    const creator = await newCreator('sparks');
    const remindAt = '2001-01-14T00:00:00.000Z';
    const open = async () => {
      const project = await newProject(creator.creatorId, { autoApproveDays: null });
      return { projectId: project.id, id: await deliver(creator, project.id, later(T0, 60), '2001-01-20') };
    };
    const approved = await open();
    await service.approveSubmission(admin, approved.id, undefined, later(T0, 120));
    const rejected = await open();
    await service.rejectSubmission(admin, rejected.id, 'Off brief', undefined, later(T0, 120));
    const revised = await open();
    await service.requestRevision(admin, revised.id, 'Brighter, please', undefined, later(T0, 120));
    expect((await videoItem(approved.projectId, approved.id)).gsi1sk).toBe(`${remindAt}#${approved.id}`);
    for (const { projectId, id } of [rejected, revised]) {
      expect((await videoItem(projectId, id)).gsi1pk).toBeUndefined();
    }

    // The week begins: only the approved video's reviewers are reminded.
    expect((await run(remindAt)).sparkReminders).toEqual([approved.id]);

    // The revised video comes back for review with the same code: its reviewers are reminded at the next run.
    await service.resubmit(
      creator,
      revised.projectId,
      { creatorId: creator.creatorId, videoNumber: 1, videoUrl: link(2) },
      later(remindAt, 30),
    );
    expect(await videoItem(revised.projectId, revised.id)).toMatchObject({
      status: 'pending',
      gsi1sk: `${remindAt}#${revised.id}`,
    });
    expect((await run(later(remindAt, 45))).sparkReminders).toEqual([revised.id]);

    // Sent back and delivered again with a new code valid 30 days: that expiry is reminded a week before it, once.
    await service.requestRevision(admin, revised.id, 'One more cut', undefined, later(remindAt, 60));
    await service.resubmit(
      creator,
      revised.projectId,
      { creatorId: creator.creatorId, videoNumber: 1, videoUrl: link(3), sparkCode: 'SPARK3', sparkValidity: '30' },
      later(remindAt, 90),
    );
    const renewed = await videoItem(revised.projectId, revised.id);
    const newRemindAt = later(remindAt, 90 + 23 * 24 * 60);
    expect(renewed).toMatchObject({
      sparkExpiresAt: later(remindAt, 90 + 30 * 24 * 60),
      gsi1sk: `${newRemindAt}#${revised.id}`,
    });
    expect(renewed.sparkRemindedAt).toBeUndefined();
    expect((await run(before(newRemindAt))).sparkReminders).toEqual([]);
    expect((await run(newRemindAt)).sparkReminders).toEqual([revised.id]);
    expect((await run(later(newRemindAt, 15))).sparkReminders).toEqual([]);
  });

  it('reminds of a spark code due before the automatic approval first, then of the review', async () => {
    const creator = await newCreator('sparkfirst');
    const project = await newProject(creator.creatorId);
    // Valid 7 days from Thursday 10:00: reminded at once, before Monday's review reminder.
    const id = await deliver(creator, project.id, T0, '7');
    expect(await videoItem(project.id, id)).toMatchObject({ reviewRemindAt: MONDAY, gsi1sk: `${T0}#${id}` });
    expect(await run(T0)).toMatchObject({ sparkReminders: [id], reviewReminders: [] });
    expect((await videoItem(project.id, id)).gsi1sk).toBe(`${MONDAY}#${id}`);
    expect(await run(MONDAY)).toMatchObject({ sparkReminders: [], reviewReminders: [id] });
    expect(await run(TUESDAY)).toMatchObject({ sparkReminders: [], approved: [id] });
  });

  it('refuses a spark code validity that is not one, with 400 and the field', async () => {
    const creator = await newCreator('badspark');
    const project = await newProject(creator.creatorId);
    for (const sparkValidity of ['14', 'tomorrow', '2001-02-30', 30]) {
      const response = (await api('creator', 'POST', `/ugc-projects/${project.id}/submissions/draft`, {
        body: { creatorId: OWN_CREATOR.id, submissions: [{ videoNumber: 1, sparkValidity }] },
      })) as { status: number; body: ApiErrorBody };
      expect(response.status, String(sparkValidity)).toBe(400);
      expect(JSON.stringify(response.body.error.fields ?? {}), String(sparkValidity)).toContain('sparkValidity');
    }
  });
});
