/**
 * Issue 22, analytics (docs/analytics.md), on the local stack: a scripted history across three months and two brands
 * (projects planned, videos delivered, revised, approved, rejected, a creator paid), made through the services with a
 * fake clock and handed to the dispatcher as the table's stream hands events over, gives exactly the expected figures;
 * the same after the figures are wiped and rebuilt by the backfill (twice); handing every event over again changes
 * nothing; a brand user sees only their brand's figures and gets 403 for another brand's; a creator named like a
 * formula is neutralised in the CSV the screen builds from them.
 *
 * The months are in a year picked at random ahead (the local tail reads only recent days, and no other suite nor
 * an earlier run of this one writes figures there), so the agency's figures of those months are this file's alone.
 * The years stay before 2099, which the activity suite keeps as the newest of the agency's history.
 *
 * What the agency has now (videos waiting for a review, campaigns by status) is the whole table's, which other suites
 * change while this one runs: compared whole only for brand X, whose records are this file's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectInputSchema, type Analytics, type AnalyticsTotals } from '@reelbridge/shared';
import { toCsv } from '@reelbridge/shared/rules/csv';
import type { Context } from 'aws-lambda';
import { insertRecord } from '../../../infra/local/event-tail';
import { documentClient } from '../../../infra/local/testing';
import { rebuildAnalytics, wipeAnalytics } from '../data/analytics';
import { setDocumentClient } from '../data/client';
import { eventItemsSince } from '../data/event-log';
import { handler as dispatcher } from '../events/handler';
import type { Principal } from '../lib/principal';
import { api, settleEvents, stack, uniqueEmail } from '../testing/int';
import { approvedPayment, as, createWorld, ok, type World } from '../testing/world';
import * as projects from '../ugc-projects/service';

const YEAR = 2030 + Math.floor(Math.random() * 60);
const at = (monthDay: string, time = '10:00') => `${YEAR}-${monthDay}T${time}:00.000Z`;
const M = (month: string) => `${YEAR}-${month}`;
const admin: Principal = { role: 'admin', userId: 'u-analytics-admin', email: 'analytics-admin@reelbridge.test' };
const FORMULA_NAME = '=HYPERLINK("https://evil.test","Click")';

let world: World;
let creatorA: Principal & { creatorId: string };
let creatorB: Principal & { creatorId: string };
const ours = new Set<string>();

interface ProjectView {
  id: string;
  creators: { id: string; creatorId: string; submissions: { id: string; videoNumber: number }[] }[];
}

async function plan(
  brandId: string,
  creators: { creatorId: string; videoCount: number; costPerVideo: number }[],
  now: string,
  due?: string,
): Promise<ProjectView> {
  const input = projectInputSchema.parse({
    name: `Analytics ${Math.random().toString(36).slice(2, 8)}`,
    brandId,
    creators,
    ...(due ? { dueDate: due, dueTimeZone: 'UTC' } : {}),
  });
  const project = (await projects.createProject(admin, input, now)) as unknown as ProjectView;
  ours.add(project.id);
  return project;
}

async function submit(creator: Principal & { creatorId: string }, projectId: string, videos: number, now: string) {
  const submissions = Array.from({ length: videos }, (_, i) => ({
    videoNumber: i + 1,
    videoUrl: `https://www.tiktok.com/@analytics/video/${i + 1}`,
    sparkCode: `SPARK${i + 1}`,
  }));
  await projects.submitAll(creator, projectId, { creatorId: creator.creatorId, submissions }, now);
}

async function videoId(projectId: string, creatorId: string, videoNumber: number): Promise<string> {
  const project = (await projects.getProject(admin, projectId)) as unknown as ProjectView;
  const entry = project.creators.find((candidate) => candidate.creatorId === creatorId)!;
  return entry.submissions.find((video) => video.videoNumber === videoNumber)!.id;
}

async function entryId(projectId: string, creatorId: string): Promise<string> {
  const project = (await projects.getProject(admin, projectId)) as unknown as ProjectView;
  return project.creators.find((candidate) => candidate.creatorId === creatorId)!.id;
}

/** Hands this file's events (of its projects) to the dispatcher as the table's stream does; returns how many. */
async function dispatchOurEvents(): Promise<number> {
  const items = (await eventItemsSince(at('04-01', '00:00'), { until: at('06-30', '23:59') })).filter((item) =>
    ours.has(String((item.event as { projectId?: string }).projectId)),
  );
  const batch = { Records: items.map((item, index) => insertRecord(item, String(index + 1).padStart(21, '0'))) };
  expect((await dispatcher(batch, {} as Context)).batchItemFailures).toEqual([]);
  return items.length;
}

async function figures(who: 'admin' | 'brandX', query: string): Promise<Analytics> {
  return ok(as(who, 'GET', `/analytics?${query}`)) as Promise<Analytics>;
}
const PERIOD = `from=${M('04')}&to=${M('06')}`;

const duration = (medianHours: number | null, p90Hours: number | null, count: number) => ({
  medianHours,
  p90Hours,
  count,
});

/** The agency's totals of April to June (worked out by hand from the script below). */
const AGENCY_TOTALS: AnalyticsTotals = {
  paidCents: 20_000,
  owedCents: 5_000,
  plannedCents: 39_000,
  videosPlanned: 5,
  videosSubmitted: 5,
  videosApproved: 3,
  videosRejected: 1,
  firstPassRate: 2 / 3,
  revisionRoundsPerApproved: 1 / 3,
  // 48 h, 48 h (A, April), 336 h (B, late), 24 h (A on Y), 24 h (B, June): nearest rank 3 of 5 and 5 of 5.
  assignmentToFirstSubmission: duration(48, 336, 5),
  // 24 h, 26 h, 24 h (April), 24 h (May), 624 h (the rejection in June).
  submissionToDecision: duration(24, 624, 5),
};

const ZERO_TOTALS: AnalyticsTotals = {
  paidCents: 0,
  owedCents: 0,
  plannedCents: 0,
  videosPlanned: 0,
  videosSubmitted: 0,
  videosApproved: 0,
  videosRejected: 0,
  firstPassRate: null,
  revisionRoundsPerApproved: null,
  assignmentToFirstSubmission: duration(null, null, 0),
  submissionToDecision: duration(null, null, 0),
};

function expectedAgency(): Partial<Analytics> {
  const x = { brandId: world.brandX, brandName: 'Matrix x' };
  const y = { brandId: world.brandY, brandName: 'Matrix y' };
  return {
    period: { from: M('04'), to: M('06') },
    previousPeriod: { from: M('01'), to: M('03') },
    brandId: null,
    totals: AGENCY_TOTALS,
    previousTotals: ZERO_TOTALS,
    spendByMonth: [
      { month: M('04'), brands: [{ ...x, paidCents: 0, owedCents: 5_000, plannedCents: 25_000 }] },
      {
        month: M('05'),
        brands: [
          { ...x, paidCents: 20_000, owedCents: 0, plannedCents: 0 },
          { ...y, paidCents: 0, owedCents: 0, plannedCents: 8_000 },
        ],
      },
      { month: M('06'), brands: [{ ...x, paidCents: 0, owedCents: 0, plannedCents: 6_000 }] },
    ],
    reviewTimeByMonth: [
      { month: M('04'), medianHours: 24, p90Hours: 26, decisions: 3 },
      { month: M('05'), medianHours: 24, p90Hours: 24, decisions: 1 },
      { month: M('06'), medianHours: 624, p90Hours: 624, decisions: 1 },
    ],
    funnel: { planned: 5, submitted: 5, approved: 3, approvedFirstPass: 2 },
    creators: [
      {
        creatorId: creatorA.creatorId,
        name: 'Ada creatorA',
        delivered: 2,
        onTime: 2,
        onTimeShare: 1,
        firstPassRate: 0.5,
        paidCents: 20_000,
      },
      {
        creatorId: creatorB.creatorId,
        name: `${FORMULA_NAME} Bee`,
        delivered: 1,
        onTime: 0,
        onTimeShare: 0,
        firstPassRate: 1,
        paidCents: 0,
      },
    ],
    brands: [
      { brandId: world.brandX, name: 'Matrix x' },
      { brandId: world.brandY, name: 'Matrix y' },
    ],
  };
}

/** Brand X's figures: its two projects only (the rejected video and the planned 8,000 are brand Y's). */
function expectedBrandX(): Partial<Analytics> {
  const x = { brandId: world.brandX, brandName: 'Matrix x' };
  return {
    brandId: world.brandX,
    totals: {
      ...AGENCY_TOTALS,
      plannedCents: 31_000,
      videosPlanned: 4,
      videosSubmitted: 4,
      videosRejected: 0,
      assignmentToFirstSubmission: duration(48, 336, 4),
      submissionToDecision: duration(24, 26, 4),
    },
    spendByMonth: [
      { month: M('04'), brands: [{ ...x, paidCents: 0, owedCents: 5_000, plannedCents: 25_000 }] },
      { month: M('05'), brands: [{ ...x, paidCents: 20_000, owedCents: 0, plannedCents: 0 }] },
      { month: M('06'), brands: [{ ...x, paidCents: 0, owedCents: 0, plannedCents: 6_000 }] },
    ],
    reviewTimeByMonth: [
      { month: M('04'), medianHours: 24, p90Hours: 26, decisions: 3 },
      { month: M('05'), medianHours: 24, p90Hours: 24, decisions: 1 },
      { month: M('06'), medianHours: null, p90Hours: null, decisions: 0 },
    ],
    funnel: { planned: 4, submitted: 4, approved: 3, approvedFirstPass: 2 },
    // B's video of June waits for a review (brand X's only one).
    reviewWaiting: { count: 1, oldestSubmittedAt: at('06-03') },
    creators: expectedAgency().creators,
    brands: [{ brandId: world.brandX, name: 'Matrix x' }],
  };
}

/** The figures as the admin and brand X's user read them, in one object to compare whole. */
async function everything() {
  const [agency, adminOfX, brandX, nextQuarter] = await Promise.all([
    figures('admin', PERIOD),
    figures('admin', `${PERIOD}&brandId=${world.brandX}`),
    figures('brandX', PERIOD),
    figures('admin', `from=${M('07')}&to=${M('09')}`),
  ]);
  return { agency, adminOfX, brandX, nextQuarter };
}

/** `everything()` without the agency's figures of now, which other suites change meanwhile (see the top). */
function ofThisFile(read: Awaited<ReturnType<typeof everything>>) {
  const withoutNow = ({ reviewWaiting: _waiting, campaignBudgets: _budgets, ...rest }: Analytics) => rest;
  return { ...read, agency: withoutNow(read.agency), nextQuarter: withoutNow(read.nextQuarter) };
}

function expectFigures(read: Awaited<ReturnType<typeof everything>>) {
  expect(read.agency).toMatchObject(expectedAgency());
  expect(read.brandX).toMatchObject(expectedBrandX());
  // The admin looking at brand X sees what its user sees, and may pick any brand with figures.
  expect(read.adminOfX).toMatchObject({ ...expectedBrandX(), brands: expectedAgency().brands });
  // The next quarter compares with this one.
  expect(read.nextQuarter.previousTotals).toEqual(AGENCY_TOTALS);
  expect(read.nextQuarter.totals).toEqual(ZERO_TOTALS);
}

describe('analytics', () => {
  beforeAll(async () => {
    process.env.TABLE_NAME = stack().tableName;
    setDocumentClient(documentClient(stack()));
    world = await createWorld();
    creatorA = { role: 'creator', userId: 'u-analytics-a', email: 'a@x.test', creatorId: world.creatorA.id };
    const formula = await ok(
      api<{ id: string }>('admin', 'POST', '/creators', {
        body: { firstName: FORMULA_NAME, lastName: 'Bee', email: uniqueEmail('analytics-b') },
      }),
    );
    creatorB = { role: 'creator', userId: 'u-analytics-b', email: 'b@x.test', creatorId: formula.id };
    await approvedPayment(world);

    // April: brand X plans A (2 × $100, due 10 April) and B (1 × $50); A delivers in 48 h, B late (14 days).
    const p1 = await plan(
      world.brandX,
      [
        { creatorId: creatorA.creatorId, videoCount: 2, costPerVideo: 100 },
        { creatorId: creatorB.creatorId, videoCount: 1, costPerVideo: 50 },
      ],
      at('04-01'),
      `${YEAR}-04-10`,
    );
    await submit(creatorA, p1.id, 2, at('04-03'));
    await projects.approveSubmission(admin, await videoId(p1.id, creatorA.creatorId, 1), undefined, at('04-04'));
    const revised = await videoId(p1.id, creatorA.creatorId, 2);
    await projects.requestRevision(admin, revised, 'Brighter, please', undefined, at('04-04', '12:00'));
    await submit(creatorB, p1.id, 1, at('04-15'));
    await projects.approveSubmission(admin, await videoId(p1.id, creatorB.creatorId, 1), undefined, at('04-16'));
    // May: A's revision approved after one round; A paid; brand Y plans A (1 × $80), delivered in 24 h.
    await projects.resubmit(
      creatorA,
      p1.id,
      { creatorId: creatorA.creatorId, videoNumber: 2, videoUrl: 'https://www.tiktok.com/@analytics/video/22' },
      at('05-02'),
    );
    await projects.approveSubmission(admin, revised, undefined, at('05-03'));
    await projects.pay(admin, await entryId(p1.id, creatorA.creatorId), at('05-10'));
    const p2 = await plan(
      world.brandY,
      [{ creatorId: creatorA.creatorId, videoCount: 1, costPerVideo: 80 }],
      at('05-05'),
    );
    await submit(creatorA, p2.id, 1, at('05-06'));
    // June: brand Y rejects it after 26 days; brand X plans B (1 × $60), delivered in 24 h, waiting for review.
    await projects.rejectSubmission(
      admin,
      await videoId(p2.id, creatorA.creatorId, 1),
      'Off brief',
      undefined,
      at('06-01'),
    );
    const p3 = await plan(
      world.brandX,
      [{ creatorId: creatorB.creatorId, videoCount: 1, costPerVideo: 60 }],
      at('06-02'),
    );
    await submit(creatorB, p3.id, 1, at('06-03'));

    expect(await dispatchOurEvents()).toBeGreaterThan(10);
    // The world's campaign (brand X's, made now) reaches the figures through the local tail.
    await settleEvents(60_000);
  }, 240_000);

  afterAll(() => setDocumentClient(undefined));

  it('gives exactly the expected figures through the events', async () => {
    expectFigures(await everything());
  });

  it("counts brand X's campaigns by status with their budgets, and follows a status change", async () => {
    const before = await figures('brandX', PERIOD);
    expect(before.campaignBudgets).toEqual([
      { status: 'draft', count: 1, budgetCents: 10_000 },
      { status: 'active', count: 0, budgetCents: 0 },
      { status: 'completed', count: 0, budgetCents: 0 },
      { status: 'cancelled', count: 0, budgetCents: 0 },
    ]);
    await ok(api('admin', 'PATCH', `/campaigns/${world.campaignX}/status`, { body: { status: 'active' } }));
    await settleEvents(60_000);
    const after = await figures('brandX', PERIOD);
    expect(after.campaignBudgets.slice(0, 2)).toEqual([
      { status: 'draft', count: 0, budgetCents: 0 },
      { status: 'active', count: 1, budgetCents: 10_000 },
    ]);
    // Its budget edited (and nothing else): recorded as campaign.changed, and followed.
    const detail = await ok(api<{ version: number }>('admin', 'GET', `/campaigns/${world.campaignX}`));
    await ok(
      api('admin', 'PUT', `/campaigns/${world.campaignX}`, {
        body: {
          name: 'Matrix campaign',
          budget: 250.5,
          type: 'awareness',
          brandId: world.brandX,
          productIds: [world.productX],
          creators: [{ creatorId: world.creatorA.id, type: 'UGC' }],
          version: detail.version,
        },
      }),
    );
    await settleEvents(60_000);
    expect((await figures('brandX', PERIOD)).campaignBudgets[1]).toEqual({
      status: 'active',
      count: 1,
      budgetCents: 25_050,
    });
    expect((await figures('admin', PERIOD)).campaignBudgets[1]!.budgetCents).toBeGreaterThanOrEqual(25_050);
  });

  it('changes nothing when every event is handed over again', async () => {
    const first = await everything();
    await dispatchOurEvents();
    expect(ofThisFile(await everything())).toEqual(ofThisFile(first));
    expectFigures(first);
  });

  it('rebuilds the same figures with the backfill, from nothing and when run twice', async () => {
    const kept = await everything();
    await wipeAnalytics();
    expect((await figures('admin', PERIOD)).totals).toEqual(ZERO_TOTALS);
    await rebuildAnalytics();
    const rebuilt = await everything();
    expectFigures(rebuilt);
    expect(ofThisFile(rebuilt)).toEqual(ofThisFile(kept));
    await rebuildAnalytics();
    expect(ofThisFile(await everything())).toEqual(ofThisFile(kept));
  }, 120_000);

  it("shows a brand user their brand only: nothing of another brand's, 403 when naming one", async () => {
    const own = await figures('brandX', `${PERIOD}&brandId=${world.brandX}`);
    expect(own).toMatchObject(expectedBrandX());
    expect(JSON.stringify(own)).not.toContain(world.brandY);
    const other = await as('brandX', 'GET', `/analytics?${PERIOD}&brandId=${world.brandY}`);
    expect(other.status).toBe(403);
  });

  it('refuses a period backwards or longer than 36 months with the field and a message', async () => {
    const backwards = await as('admin', 'GET', `/analytics?from=${M('06')}&to=${M('04')}`);
    const tooLong = await as('admin', 'GET', `/analytics?from=${YEAR - 3}-01&to=${M('01')}`);
    const badMonth = await as('admin', 'GET', `/analytics?from=${YEAR}-13&to=${M('01')}`);
    for (const response of [backwards, tooLong, badMonth]) {
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(/month|months|From|To/);
    }
  });

  it('takes out a deleted project and a deleted draft campaign (deletes record no event)', async () => {
    const project = await plan(
      world.brandY,
      [{ creatorId: creatorB.creatorId, videoCount: 1, costPerVideo: 10 }],
      at('08-01'),
    );
    const items = (await eventItemsSince(at('08-01', '00:00'), { until: at('08-02') })).filter(
      (item) => (item.event as { projectId?: string }).projectId === project.id,
    );
    const batch = { Records: items.map((item, index) => insertRecord(item, String(index + 1).padStart(21, '0'))) };
    expect((await dispatcher(batch, {} as Context)).batchItemFailures).toEqual([]);
    const august = `from=${M('08')}&to=${M('08')}`;
    expect((await figures('admin', august)).totals.plannedCents).toBe(1_000);
    expect((await as('admin', 'DELETE', `/ugc-projects/${project.id}`)).status).toBe(204);
    expect((await figures('admin', august)).totals).toEqual(ZERO_TOTALS);

    const draft = await ok(
      api<{ id: string }>('admin', 'POST', '/campaigns', {
        body: { name: 'Analytics draft', budget: 40, type: 'awareness', brandId: world.brandY, creators: [] },
      }),
    );
    await settleEvents(60_000);
    const ofY = async () => (await figures('admin', `${PERIOD}&brandId=${world.brandY}`)).campaignBudgets[0];
    expect(await ofY()).toEqual({ status: 'draft', count: 1, budgetCents: 4_000 });
    expect((await as('admin', 'DELETE', `/campaigns/${draft.id}`)).status).toBe(204);
    expect(await ofY()).toEqual({ status: 'draft', count: 0, budgetCents: 0 });
  });

  it('neutralises a creator named like a formula in the CSV built from the figures', async () => {
    const { creators } = await figures('admin', PERIOD);
    const csv = toCsv(
      ['Creator', 'Delivered', 'Paid'],
      creators.map((creator) => [creator.name, creator.delivered, creator.paidCents / 100]),
    );
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.test"",""Click"") Bee",1,0\r\n`);
    expect(csv).not.toMatch(/(^|,|\n)=HYPERLINK/);
  });
});
