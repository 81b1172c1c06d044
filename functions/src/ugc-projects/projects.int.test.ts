import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiErrorBody, type Creator, type Page } from '@reelbridge/shared';
import { DEMO_CREATORS } from '../../../infra/local/seed';
import { paymentBody } from '../testing/fixtures';
import { api, OTHER_BRAND, OWN_BRAND, OWN_CREATOR, uniqueEmail } from '../testing/int';

interface SubmissionView {
  id: string;
  videoNumber: number;
  videoUrl: string;
  sparkCode: string;
  status: string;
  reviewNotes?: string;
}
interface EntryView {
  id: string;
  creatorId: string;
  status: string;
  progress: number;
  totalCost: number;
  submissions: SubmissionView[];
}
interface ProjectView {
  id: string;
  status: string;
  totalBudget: number;
  progress: number;
  version: number;
  creators: EntryView[];
}
interface CreatorProjectView {
  id: string;
  status: string;
  progress: number;
  submissions: SubmissionView[];
}

const link = (n: number) => `https://www.tiktok.com/@maya/video/${n}`;
const SECOND = DEMO_CREATORS[1]!;

async function newProject(overrides: Record<string, unknown> = {}) {
  const response = await api<ProjectView>('admin', 'POST', '/ugc-projects', {
    body: {
      name: 'Glow Serum launch',
      brandId: OWN_BRAND.id,
      agencyNotes: 'Natural light only.',
      creators: [
        { creatorId: OWN_CREATOR.id, videoCount: 2, costPerVideo: 125.5, instructions: 'Show the dropper.' },
        { creatorId: SECOND.id, videoCount: 1, costPerVideo: 80 },
      ],
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const draft = (projectId: string, submissions: unknown[]) =>
  api<CreatorProjectView>('creator', 'POST', `/ugc-projects/${projectId}/submissions/draft`, {
    body: { creatorId: OWN_CREATOR.id, submissions },
  });
const submitAll = (projectId: string, submissions: unknown[] = []) =>
  api<CreatorProjectView>('creator', 'POST', `/ugc-projects/${projectId}/submissions/submit`, {
    body: { creatorId: OWN_CREATOR.id, submissions },
  });
const mine = (project: ProjectView) => project.creators.find((entry) => entry.creatorId === OWN_CREATOR.id)!;

describe('UGC projects: plan', () => {
  it('creates a project with its total and pending creators', async () => {
    const project = await newProject();
    expect(project).toMatchObject({ status: 'active', totalBudget: 331, progress: 0 });
    expect(project.creators.map((entry) => [entry.status, entry.totalCost])).toEqual([
      ['pending', 251],
      ['pending', 80],
    ]);
  });

  it('answers 400 with the spec messages', async () => {
    const response = await api<ApiErrorBody>('admin', 'POST', '/ugc-projects', {
      body: { name: '', brandId: '', creators: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: MESSAGES.projectNameRequired,
      brandId: MESSAGES.selectBrand,
      creators: MESSAGES.addOneCreator,
    });
    const twice = await api<ApiErrorBody>('admin', 'POST', '/ugc-projects', {
      body: {
        name: 'Twice',
        brandId: OWN_BRAND.id,
        creators: [
          { creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 1 },
          { creatorId: OWN_CREATOR.id, videoCount: 0, costPerVideo: 1 },
        ],
      },
    });
    expect(twice.body.error.fields).toMatchObject({
      'creators.1.videoCount': 'Videos per creator must be at least 1',
    });
  });

  it('lists projects for the admin and only their own for a brand user', async () => {
    const project = await newProject({
      brandId: OTHER_BRAND.id,
      creators: [{ creatorId: SECOND.id, videoCount: 1, costPerVideo: 1 }],
    });
    // The lists are read from an index, which DynamoDB updates a moment after the write.
    const listed = async (caller: 'admin' | 'brand') =>
      (await api<{ items: { id: string }[] }>(caller, 'GET', '/ugc-projects?limit=100')).body.items.map(
        (item) => item.id,
      );
    await expect.poll(() => listed('admin')).toContain(project.id);
    const brand = await api<{ items: { id: string }[] }>('brand', 'GET', '/ugc-projects?limit=100');
    expect(brand.body.items.map((item) => item.id)).not.toContain(project.id);
    expect((await api('brand', 'GET', `/ugc-projects/${project.id}`)).status).toBe(403);
    expect((await api('admin', 'GET', '/ugc-projects/pj_zzzzzzzzzzzz')).status).toBe(404);
  });

  it('keeps creators out of projects they are not on', async () => {
    const project = await newProject({ creators: [{ creatorId: SECOND.id, videoCount: 1, costPerVideo: 1 }] });
    expect((await api('creator', 'GET', `/ugc-projects/${project.id}/creator/${OWN_CREATOR.id}`)).status).toBe(403);
    expect((await api('creator', 'GET', `/ugc-projects/${project.id}/creator/${SECOND.id}`)).status).toBe(403);
    expect((await draft(project.id, [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'X' }])).status).toBe(403);
  });
});

describe('UGC projects: the whole loop', () => {
  it('draft → submit all → revision → resubmit → approve → pay, with every refusal on the way', async () => {
    const project = await newProject();

    // Drafts: partial entries are fine; bad links are refused on the server.
    const bad = await draft(project.id, [{ videoNumber: 1, videoUrl: 'not a link', sparkCode: 'A' }]);
    expect(bad.status).toBe(400);
    const saved = await draft(project.id, [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK-1' }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'in_progress', progress: 50 });

    // Submit all needs every video.
    const incomplete = await submitAll(project.id);
    expect(incomplete.status).toBe(400);
    expect((incomplete.body as unknown as ApiErrorBody).error.message).toBe(MESSAGES.completeAllVideos);
    const submitted = await submitAll(project.id, [{ videoNumber: 2, videoUrl: link(2), sparkCode: 'SPARK-2' }]);
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    expect(submitted.body.submissions.map((submission) => submission.status)).toEqual(['pending', 'pending']);

    // Locked after submitting.
    expect((await draft(project.id, [{ videoNumber: 1, sparkCode: 'changed' }])).status).toBe(409);
    expect((await submitAll(project.id)).status).toBe(409);

    // The brand user of this brand reviews too; a revision needs a comment.
    let detail = (await api<ProjectView>('brand', 'GET', `/ugc-projects/${project.id}`)).body;
    const [first, second] = mine(detail).submissions;
    const noComment = await api<ApiErrorBody>('brand', 'PATCH', `/ugc-projects/submissions/${first!.id}/revision`, {
      body: { revisionComment: ' ' },
    });
    expect(noComment.body.error.fields?.revisionComment).toBe(MESSAGES.revisionCommentRequired);
    const revision = await api<ProjectView>('brand', 'PATCH', `/ugc-projects/submissions/${first!.id}/revision`, {
      body: { revisionComment: 'Show the label' },
    });
    expect(revision.status).toBe(200);
    expect(mine(revision.body).status).toBe('revision_requested');

    // Only the revision-requested video reopens; resubmit needs both fields.
    const missing = await api<ApiErrorBody>('creator', 'POST', `/ugc-projects/${project.id}/submissions/resubmit`, {
      body: { creatorId: OWN_CREATOR.id, videoNumber: 1, videoUrl: '', sparkCode: '' },
    });
    expect(missing.body.error.message).toBe(MESSAGES.completeAllFieldsResubmit);
    const wrongVideo = await api('creator', 'POST', `/ugc-projects/${project.id}/submissions/resubmit`, {
      body: { creatorId: OWN_CREATOR.id, videoNumber: 2, videoUrl: link(22), sparkCode: 'S' },
    });
    expect(wrongVideo.status).toBe(409);
    const resubmitted = await api<CreatorProjectView>(
      'creator',
      'POST',
      `/ugc-projects/${project.id}/submissions/resubmit`,
      {
        // The link's deprecated name is still accepted (shared/src/schemas/project.ts).
        body: { creatorId: OWN_CREATOR.id, videoNumber: 1, tiktokLink: link(11), sparkCode: 'SPARK-11' },
      },
    );
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.submissions[0]).toMatchObject({
      status: 'pending',
      reviewNotes: 'Show the label',
      videoUrl: link(11),
    });

    // Pay is refused until every video is approved.
    const early = await api('admin', 'POST', `/ugc-projects/project-creator/${mine(detail).id}/pay`);
    expect(early.status).toBe(409);

    for (const submission of [first!, second!]) {
      expect((await api('admin', 'PATCH', `/ugc-projects/submissions/${submission.id}/approve`)).status).toBe(200);
    }
    expect((await api('admin', 'PATCH', `/ugc-projects/submissions/${second!.id}/approve`)).status).toBe(409);
    detail = (await api<ProjectView>('admin', 'GET', `/ugc-projects/${project.id}`)).body;
    expect(mine(detail)).toMatchObject({ status: 'awaiting_payment', progress: 100 });

    // Paid only to approved payment details: the demo creator's, submitted and approved.
    const payment = await api<{ version: number }>('creator', 'POST', '/creators/payment-info', {
      body: paymentBody(OWN_CREATOR.email),
    });
    const approvedPayment = await api('admin', 'POST', `/creators/${OWN_CREATOR.id}/payment-info/approve`, {
      body: { version: payment.body.version },
    });
    expect(approvedPayment.status).toBe(200);

    // Twenty concurrent pay calls pay exactly once.
    const pays = await Promise.all(
      Array.from({ length: 20 }, () => api('admin', 'POST', `/ugc-projects/project-creator/${mine(detail).id}/pay`)),
    );
    expect(pays.filter((response) => response.status === 200)).toHaveLength(1);
    expect(pays.filter((response) => response.status === 409)).toHaveLength(19);
    expect((await api('brand', 'POST', `/ugc-projects/project-creator/${mine(detail).id}/pay`)).status).toBe(403);

    const seen = await api<CreatorProjectView>(
      'creator',
      'GET',
      `/ugc-projects/${project.id}/creator/${OWN_CREATOR.id}`,
    );
    expect(seen.body.status).toBe('paid');
    // The creator's cards are read from an index, which DynamoDB updates a moment after the write.
    const card = async () =>
      (
        await api<Page<{ id: string; status: string }>>('creator', 'GET', `/ugc-projects/creator/${OWN_CREATOR.id}`)
      ).body.items.find((item) => item.id === project.id);
    await expect.poll(async () => (await card())?.status).toBe('paid');
  });

  it('rejects a video with a reason, and a brand user cannot review another brand', async () => {
    const project = await newProject({ creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 }] });
    await submitAll(project.id, [{ videoNumber: 1, videoUrl: link(5), sparkCode: 'S5' }]);
    const detail = (await api<ProjectView>('admin', 'GET', `/ugc-projects/${project.id}`)).body;
    const submission = mine(detail).submissions[0]!;
    const rejected = await api<ProjectView>('admin', 'PATCH', `/ugc-projects/submissions/${submission.id}/reject`, {
      body: { reason: 'Wrong product' },
    });
    expect(mine(rejected.body).status).toBe('rejected');
    expect(mine(rejected.body).submissions[0]).toMatchObject({ status: 'rejected', reviewNotes: 'Wrong product' });

    const other = await newProject({
      brandId: OTHER_BRAND.id,
      creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 1 }],
    });
    await submitAll(other.id, [{ videoNumber: 1, videoUrl: link(6), sparkCode: 'S6' }]);
    const otherDetail = (await api<ProjectView>('admin', 'GET', `/ugc-projects/${other.id}`)).body;
    const foreign = mine(otherDetail).submissions[0]!;
    expect((await api('brand', 'PATCH', `/ugc-projects/submissions/${foreign.id}/approve`)).status).toBe(403);
    expect((await api('admin', 'PATCH', '/ugc-projects/submissions/sb_zzzzzzzzzzzz/approve')).status).toBe(404);
  });

  it('edits a project: removing a creator deletes their submissions; a stale version is refused', async () => {
    const email = uniqueEmail('pj');
    const extra = (
      await api<Creator>('admin', 'POST', '/creators', { body: { firstName: 'Extra', lastName: 'Person', email } })
    ).body;
    const project = await newProject({
      creators: [
        { creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 },
        { creatorId: extra.id, videoCount: 1, costPerVideo: 10 },
      ],
    });
    await draft(project.id, [{ videoNumber: 1, videoUrl: link(7), sparkCode: 'S7' }]);
    const body = {
      name: 'Renamed',
      brandId: OWN_BRAND.id,
      creators: [{ creatorId: extra.id, videoCount: 2, costPerVideo: 12.5 }],
      version: project.version,
    };
    const edited = await api<ProjectView>('admin', 'PUT', `/ugc-projects/${project.id}`, { body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ totalBudget: 25 });
    expect(edited.body.creators.map((entry) => entry.creatorId)).toEqual([extra.id]);
    expect((await api('creator', 'GET', `/ugc-projects/${project.id}/creator/${OWN_CREATOR.id}`)).status).toBe(403);
    expect((await api('admin', 'PUT', `/ugc-projects/${project.id}`, { body })).status).toBe(409);
  });

  it('holds drafts back while a project is in draft, and deletes a project', async () => {
    const project = await newProject({ creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 }] });
    const paused = await api<ProjectView>('admin', 'PATCH', `/ugc-projects/${project.id}/status`, {
      body: { status: 'draft' },
    });
    expect(paused.body.status).toBe('draft');
    expect((await draft(project.id, [{ videoNumber: 1, sparkCode: 'x' }])).status).toBe(409);
    expect((await api('admin', 'DELETE', `/ugc-projects/${project.id}`)).status).toBe(204);
    expect((await api('admin', 'GET', `/ugc-projects/${project.id}`)).status).toBe(404);
  });
});
