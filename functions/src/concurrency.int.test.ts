/**
 * Concurrency against the local stack: updates racing on one version end with exactly one winner and 409s
 * for the rest (no lost update, the winner's data is what is stored); a stale version gets 409 and changes
 * nothing; racing reviews, submits and payments end in one consistent state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from '../../infra/local/faults';
import { api, settleEvents, stack } from './testing/int';
import {
  approvedPayment,
  as,
  createWorld,
  link,
  newProject,
  paymentBody,
  productBody,
  submittedProject,
  type World,
} from './testing/world';

const RACERS = 8;

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

interface Versioned {
  version: number;
  name: string;
}

const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

/**
 * Sends `first`, then `second` while first's transaction is held back (the local DynamoDB's slowTransactions): the
 * second writes first, from the same state, and the first's conditions fail when it applies. Answers in send order.
 * The held transaction does not make the second one's conflict (conflictWhileInFlight, on in the AWS-like run): a
 * DynamoDB transaction holds its items for milliseconds, not the second that makes this race certain.
 */
async function firstLosesTheRace<T>(first: () => Promise<T>, second: () => Promise<T>): Promise<T[]> {
  await settleEvents();
  await setDynamoFaults(stack().dynamoEndpoint, {
    slowTransactions: { count: 1, ms: 1_000 },
    conflictWhileInFlight: false,
  });
  try {
    const losing = first();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const responses = await Promise.all([losing, second()]);
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).injected.slowTransactions).toBe(1);
    return responses;
  } finally {
    await clearDynamoFaults(stack().dynamoEndpoint);
  }
}

/**
 * Sends RACERS updates built on the same version at once; exactly one may win. Then the stale version
 * is refused and the record is still the winner's.
 */
async function raceUpdates(path: string, body: (name: string, version: number) => object) {
  const before = (await api<Versioned>('admin', 'GET', path)).body;
  const names = Array.from({ length: RACERS }, (_, index) => `Racer ${index} ${Date.now()}`);
  const responses = await Promise.all(
    names.map((name) => api<Versioned>('admin', 'PUT', path, { body: body(name, before.version) })),
  );
  expect(statuses(responses)).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
  const winner = responses.find((response) => response.status === 200)!.body;
  const after = (await api<Versioned>('admin', 'GET', path)).body;
  expect(after).toMatchObject({ name: winner.name, version: before.version + 1 });
  expect(names).toContain(after.name);

  const stale = await api('admin', 'PUT', path, { body: body('Stale writer', before.version) });
  expect(stale.status).toBe(409);
  expect((await api<Versioned>('admin', 'GET', path)).body).toMatchObject({ name: winner.name });
}

describe('updates racing on one version', () => {
  it('brand: one winner, the rest and a stale writer get 409', async () => {
    await raceUpdates(`/brands/${world.brandX}`, (name, version) => ({
      name,
      email: world.brandXEmail,
      phone: '+13105550101',
      industry: 'beauty',
      version,
    }));
  });

  it('product: one winner, the rest and a stale writer get 409', async () => {
    await raceUpdates(`/brands/${world.brandX}/products/${world.productX}`, (name, version) => ({
      ...productBody,
      name,
      version,
    }));
  });

  it('creator: one winner, the rest and a stale writer get 409', async () => {
    const creator = (await api<{ firstName: string }>('admin', 'GET', `/creators/${world.creatorA.id}`)).body;
    const before = (await api<{ version: number }>('admin', 'GET', `/creators/${world.creatorA.id}`)).body.version;
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        api('admin', 'PUT', `/creators/${world.creatorA.id}`, {
          body: {
            firstName: `Racer${index}`,
            lastName: 'Matrix',
            email: world.creatorA.email,
            phoneNumber: '(415) 555-0100',
            version: before,
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    const after = (await api<{ firstName: string; version: number }>('admin', 'GET', `/creators/${world.creatorA.id}`))
      .body;
    expect(after.version).toBe(before + 1);
    expect(after.firstName).not.toBe(creator.firstName);
  });

  it('campaign: one winner, the rest and a stale writer get 409', async () => {
    await raceUpdates(`/campaigns/${world.campaignX}`, (name, version) => ({
      name,
      budget: 100,
      type: 'awareness',
      brandId: world.brandX,
      productIds: [world.productX],
      creators: [{ creatorId: world.creatorA.id, type: 'UGC' }],
      version,
    }));
  });

  it('UGC project: one winner, the rest and a stale writer get 409', async () => {
    const project = await newProject(world);
    const detail = (await api<{ creators: { id: string }[] }>('admin', 'GET', `/ugc-projects/${project.id}`)).body;
    await raceUpdates(`/ugc-projects/${project.id}`, (name, version) => ({
      name,
      brandId: world.brandX,
      creators: [{ id: detail.creators[0]!.id, creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 10 }],
      version,
    }));
  });
});

interface ProjectDetail {
  status: string;
  creators: {
    id: string;
    status: string;
    submissions: { id: string; status: string; videoUrl?: string; sparkCode?: string }[];
  }[];
}

describe('racing state transitions', () => {
  it('approve, request revision and reject at once on one video: one wins and the creator status follows it', async () => {
    const { projectId, submissionId } = await submittedProject(world);
    const base = `/ugc-projects/submissions/${submissionId}`;
    // Each reviewer saw the video pending (as the web app says with seenStatus): one decision wins, and a review that
    // arrives after it is refused rather than overriding a decision its reviewer never saw.
    const seenStatus = 'pending';
    const responses = await Promise.all([
      api('admin', 'PATCH', `${base}/approve`, { body: { seenStatus } }),
      as('brandX', 'PATCH', `${base}/revision`, { body: { revisionComment: 'Brighter', seenStatus } }),
      api('admin', 'PATCH', `${base}/reject`, { body: { reason: 'Wrong product', seenStatus } }),
      as('brandX', 'PATCH', `${base}/approve`, { body: { seenStatus } }),
    ]);
    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(responses).filter((status) => status !== 200)).toEqual([409, 409, 409]);

    const detail = (await api<ProjectDetail>('admin', 'GET', `/ugc-projects/${projectId}`)).body;
    const entry = detail.creators[0]!;
    const submission = entry.submissions[0]!;
    const expectedEntryStatus: Record<string, string[]> = {
      approved: ['awaiting_payment'],
      revision_requested: ['revision_requested'],
      rejected: ['rejected', 'revision_requested'],
    };
    expect(Object.keys(expectedEntryStatus)).toContain(submission.status);
    expect(expectedEntryStatus[submission.status]).toContain(entry.status);
  });

  it('two reviewers approve two videos of one creator at once: both are approved, and the creator awaits payment', async () => {
    // Both reviews rewrite the creator's entry (its status and counts): the one that loses the race reads the project
    // again and lands on it, because the video it approves is still as its reviewer saw it (docs/videos.md "Reviews").
    const { projectId, submissionIds } = await submittedProject(world, 2);
    const seen = { seenStatus: 'pending', seenVersion: 1 };
    const responses = await firstLosesTheRace(
      () => api('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[0]}/approve`, { body: seen }),
      () => as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[1]}/approve`, { body: seen }),
    );
    expect(statuses(responses)).toEqual([200, 200]);
    const detail = (await api<ProjectDetail>('admin', 'GET', `/ugc-projects/${projectId}`)).body;
    expect(detail.creators[0]).toMatchObject({
      status: 'awaiting_payment',
      submissions: [{ status: 'approved' }, { status: 'approved' }],
    });
  });

  it('the creator saves their redo of video 1 while a reviewer approves video 2: both land, whichever loses the race', async () => {
    for (const approvalFirst of [false, true]) {
      const { projectId, submissionIds } = await submittedProject(world, 2);
      const revision = await as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[0]}/revision`, {
        body: { revisionComment: 'Brighter', seenStatus: 'pending' },
      });
      expect(revision.status).toBe(200);
      const redo = () =>
        as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/draft`, {
          body: {
            creatorId: world.creatorA.id,
            submissions: [{ videoNumber: 1, videoUrl: link(7), sparkCode: 'REDO' }],
          },
        });
      const approval = () =>
        api('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[1]}/approve`, {
          body: { seenStatus: 'pending', seenVersion: 1 },
        });
      const responses = await (approvalFirst ? firstLosesTheRace(approval, redo) : firstLosesTheRace(redo, approval));
      expect(statuses(responses)).toEqual([200, 200]);
      const detail = (await api<ProjectDetail>('admin', 'GET', `/ugc-projects/${projectId}`)).body;
      expect(detail.creators[0]!.submissions).toMatchObject([
        { status: 'revision_requested', videoUrl: link(7), sparkCode: 'REDO' },
        { status: 'approved' },
      ]);
    }
  });

  it('two saves of the same video racing: the one that loses is refused, not written over the other', async () => {
    const project = await newProject(world);
    const save = (sparkCode: string) => () =>
      as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/draft`, {
        body: { creatorId: world.creatorA.id, submissions: [{ videoNumber: 1, videoUrl: link(3), sparkCode }] },
      });
    const [lost, won] = await firstLosesTheRace(save('FIRST'), save('SECOND'));
    expect([lost!.status, won!.status]).toEqual([409, 200]);
    expect((lost!.body as { error: { message: string } }).error.message).toBe(
      'Your videos changed meanwhile. Reload and try again.',
    );
    const view = (await as('creatorA', 'GET', `/ugc-projects/${project.id}/creator/${world.creatorA.id}`)).body as {
      submissions: { sparkCode: string }[];
    };
    expect(view.submissions[0]).toMatchObject({ sparkCode: 'SECOND' });
  });

  it('submit-all twice at once with a draft save: one submit wins, the video is pending and read-only', async () => {
    const project = await newProject(world);
    const body = {
      creatorId: world.creatorA.id,
      submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK' }],
    };
    const responses = await Promise.all([
      as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/submit`, { body }),
      as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/submit`, { body }),
      as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/draft`, {
        body: { ...body, submissions: [{ videoNumber: 1, videoUrl: link(2), sparkCode: 'LATE' }] },
      }),
    ]);
    const [first, second] = responses;
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const view = (await as('creatorA', 'GET', `/ugc-projects/${project.id}/creator/${world.creatorA.id}`)).body as {
      submissions: { status: string; sparkCode: string; videoUrl: string }[];
    };
    expect(view.submissions[0]).toMatchObject({ status: 'pending' });
    // Whatever the draft did, the submitted video is whole: never half of one write and half of another.
    expect([
      [link(1), 'SPARK'],
      [link(2), 'LATE'],
    ]).toContainEqual([view.submissions[0]!.videoUrl, view.submissions[0]!.sparkCode]);
    const late = await as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/draft`, { body });
    expect(late.status).toBe(409);
  });

  it('pay racing the approval of the last video: paid at most once, and only once everything was approved', async () => {
    await approvedPayment(world);
    const { projectId, entryId, submissionId } = await submittedProject(world);
    const responses = await Promise.all([
      api('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`),
      ...Array.from({ length: 5 }, () => api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`)),
    ]);
    const [approve, ...pays] = responses;
    expect(approve!.status).toBe(200);
    const paid = pays.filter((response) => response.status === 200).length;
    expect(paid).toBeLessThanOrEqual(1);
    for (const pay of pays) expect([200, 409]).toContain(pay.status);

    // Paying afterwards settles it: exactly one payment in all.
    const after = await api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`);
    expect(after.status).toBe(paid === 1 ? 409 : 200);
    const detail = (await api<ProjectDetail>('admin', 'GET', `/ugc-projects/${projectId}`)).body;
    expect(detail.creators[0]).toMatchObject({ status: 'paid', submissions: [{ status: 'approved' }] });
  });
  it('pay racing a change of the bank details: never paid to details that are not approved', async () => {
    const { projectId, entryId, submissionId } = await submittedProject(world);
    await api('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`);
    const approved = await approvedPayment(world);
    const responses = await Promise.all([
      as('creatorA', 'PUT', `/creators/${world.creatorA.id}/payment-info`, {
        body: paymentBody(world.creatorA.email, { accountNumber: '44443333', confirmAccountNumber: '44443333' }),
      }),
      ...Array.from({ length: 5 }, () => api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`)),
    ]);
    const [resubmit, ...pays] = responses;
    expect(resubmit!.status).toBe(200);
    const paid = pays.filter((response) => response.status === 200).length;
    expect(paid).toBeLessThanOrEqual(1);
    for (const pay of pays) expect([200, 409]).toContain(pay.status);

    const detail = (
      await api<{ creators: { status: string; paidToPaymentVersion?: number; paymentStatus: string }[] }>(
        'admin',
        'GET',
        `/ugc-projects/${projectId}`,
      )
    ).body;
    // A payment that won went to the approved version, before the change; otherwise nothing was paid.
    expect(detail.creators[0]).toMatchObject(
      paid === 1
        ? { status: 'paid', paidToPaymentVersion: approved.version, paymentStatus: 'pending' }
        : { status: 'awaiting_payment', paymentStatus: 'pending' },
    );
    expect((await api('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`)).status).toBe(409);
  });
});
