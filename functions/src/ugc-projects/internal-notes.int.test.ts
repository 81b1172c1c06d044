/**
 * Internal and shared notes (issue 19): the agency's notes on a project, and the internal notes an admin leaves with
 * a review of a video, are internal. A brand user never receives them, from any route it may read; a creator
 * receives neither them nor the note shared with the brand; the admin gets both. Every answer is serialised whole and
 * searched for a unique marker, so a note leaking through any field (the detail, a list row, a review's answer, an
 * activity line, a notification, an e-mail) fails the test.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROUTES, buildPath, type RouteDefinition, type RouteId } from '@reelbridge/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../../../infra/local/mailbox';
import { attachFile, storeVideo } from '../testing/downloads';
import { settleEvents, stack } from '../testing/int';
import { mp4Bytes, startUpload, type StartedUpload } from '../testing/video-uploads';
import { as, createWorld, link, ok, type Who, type World } from '../testing/world';

const tag = randomBytes(6)
  .toString('hex')
  .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
const INTERNAL = `INTERNAL-${tag}-margin`;
const INTERNAL_EDITED = `INTERNAL-${tag}-edited`;
const SHARED = `SHARED-${tag}-brief`;
/** The admin's internal review notes: a revision request's, then the approval's of the same video, then a rejection's. */
const REVIEW_REVISION = `INTERNAL-${tag}-review-revision`;
const REVIEW_APPROVAL = `INTERNAL-${tag}-review-approval`;
const REVIEW_REJECTION = `INTERNAL-${tag}-review-rejection`;
const VIDEOS = 5;

let world: World;
let projectId: string;
const submissionIds: string[] = [];
/** Video 4's file upload (started while its revision was asked for) and the project's zip, for the video routes. */
let uploadId: string;
let exportId: string;

interface Detail {
  id: string;
  agencyNotes?: string;
  sharedNote: string;
  creators: {
    id: string;
    submissions: {
      id: string;
      videoNumber: number;
      status: string;
      reviewNotes?: string;
      internalNotes?: { text: string; at: string; by: string; action: string }[];
    }[];
  }[];
}

/**
 * The world's ids for a route's path parameters (as bad-input does), the project being the one with notes: its video 4
 * (reviewed with both internal notes, approved, with a file), its zip and creator A's upload of a file for it. A
 * parameter the walk has no id for fails the test, so a new route is walked with real ids, never skipped.
 */
function paramsFor(route: RouteDefinition): Record<string, string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const real: Record<string, string> = {
    id: route.path.startsWith('/creators')
      ? world.creatorA.id
      : route.path.startsWith('/campaigns')
        ? world.campaignX
        : route.path.startsWith('/ugc-projects')
          ? projectId
          : route.path.startsWith('/video-uploads')
            ? uploadId
            : world.brandX,
    productId: world.productX,
    creatorId: world.creatorA.id,
    campaignId: world.campaignX,
    email: route.path.startsWith('/employees') ? world.brandXEmail : world.creatorA.email,
    submissionId: submissionIds[3]!,
    exportId,
  };
  return Object.fromEntries(
    names.map((name) => {
      if (real[name] === undefined) throw new Error(`The walk has no id for {${name}} of ${route.path}`);
      return [name, real[name]];
    }),
  );
}

/** Query strings worth reading a route with: a search that finds the project, one creator's history. */
const QUERIES: Partial<Record<RouteId, string[]>> = {
  'projects.list': ['', '?limit=100', `?query=${tag}`],
  'activity.project': ['', `?creatorId=${'CREATOR_A'}`],
  'activity.brand': ['', '?limit=100'],
  'notifications.list': ['', '?limit=100'],
};

/** Every GET route the role may call, with each of its query strings. */
function readableRoutes(role: 'brand' | 'creator') {
  return (Object.entries(ROUTES) as [RouteId, RouteDefinition][])
    .filter(([, route]) => route.method === 'GET')
    .filter(([, route]) => route.access === 'public' || route.access.includes(role))
    .flatMap(([id, route]) => (QUERIES[id] ?? ['']).map((query) => ({ id, route, query })));
}

/** Reads every route the role may call as `who`; returns each answer with its status and body serialised. */
async function walk(who: Who, role: 'brand' | 'creator') {
  const answers: { route: string; status: number; body: string }[] = [];
  for (const { id, route, query } of readableRoutes(role)) {
    const path = buildPath(route.path, paramsFor(route)) + query.replace('CREATOR_A', world.creatorA.id);
    const response = await as(who, 'GET', path);
    answers.push({ route: `${id} ${path}`, status: response.status, body: JSON.stringify(response.body ?? '') });
  }
  return answers;
}

const statusOf = (answers: { route: string; status: number }[], prefix: string) =>
  answers.filter((answer) => answer.route.startsWith(prefix)).map((answer) => answer.status);

beforeAll(async () => {
  world = await createWorld();
  const project = await ok(
    as('admin', 'POST', '/ugc-projects', {
      body: {
        name: `Notes ${tag}`,
        brandId: world.brandX,
        agencyNotes: INTERNAL,
        sharedNote: SHARED,
        creators: [{ creatorId: world.creatorA.id, videoCount: VIDEOS, costPerVideo: 10 }],
      },
    }),
  );
  projectId = (project as Detail).id;
  await ok(
    as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/submit`, {
      body: {
        creatorId: world.creatorA.id,
        submissions: Array.from({ length: VIDEOS }, (_, index) => index + 1).map((n) => ({
          videoNumber: n,
          videoUrl: link(n),
          sparkCode: `SPARK${n}`,
        })),
      },
    }),
  );
  const detail = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}`))) as Detail;
  submissionIds.push(...detail.creators[0]!.submissions.map((submission) => submission.id));
  // The admin edits the internal notes again (a project.changed event, whose lines and notices a brand may read).
  await ok(
    as('admin', 'PUT', `/ugc-projects/${projectId}`, {
      body: {
        name: `Notes ${tag}`,
        brandId: world.brandX,
        agencyNotes: INTERNAL_EDITED,
        sharedNote: SHARED,
        creators: [{ id: detail.creators[0]!.id, creatorId: world.creatorA.id, videoCount: VIDEOS, costPerVideo: 10 }],
      },
    }),
  );
  // The admin reviews videos 4 and 5 with internal notes: a revision request, then (after the creator sends video 4
  // again) its approval, so the video keeps both notes; video 5 is rejected. Brand users review videos 1 to 3 below.
  await ok(
    as('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[3]}/revision`, {
      body: { revisionComment: 'Show the label.', internalNote: `  ${REVIEW_REVISION}  ` },
    }),
  );
  // While the revision is with creator A, they start uploading a file for video 4 (left open: its parts are listed).
  uploadId = ((await ok(startUpload('creatorA', projectId, mp4Bytes(2048), { videoNumber: 4 }))) as StartedUpload)
    .uploadId;
  await ok(
    as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/resubmit`, {
      body: { creatorId: world.creatorA.id, videoNumber: 4, videoUrl: link(40), sparkCode: 'SPARK40' },
    }),
  );
  await ok(
    as('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[3]}/approve`, {
      body: { internalNote: REVIEW_APPROVAL },
    }),
  );
  // Video 4, approved, gets its delivered file: it is downloaded, and zipped with the project by the brand's user.
  await attachFile(projectId, detail.creators[0]!.id, 4, await storeVideo(projectId, submissionIds[3]!, 2048));
  exportId = ((await ok(as('brandX', 'POST', `/ugc-projects/${projectId}/exports`))) as { id: string }).id;
  await ok(
    as('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[4]}/reject`, {
      body: { reason: 'Wrong shade.', internalNote: REVIEW_REJECTION },
    }),
  );
}, 120_000);

const videoOf = (detail: Detail, index: number) =>
  detail.creators[0]!.submissions.find((submission) => submission.id === submissionIds[index])!;

describe('internal notes', () => {
  it('the admin gets the internal notes and the shared note', async () => {
    const detail = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}`))) as Detail;
    expect(detail).toMatchObject({ agencyNotes: INTERNAL_EDITED, sharedNote: SHARED });
  });

  it("the admin's detail carries each video's internal review notes, appended per review", async () => {
    const detail = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}`))) as Detail;
    const by = expect.stringContaining('@');
    expect(videoOf(detail, 3)).toMatchObject({ status: 'approved', reviewNotes: 'Show the label.' });
    expect(videoOf(detail, 3).internalNotes).toEqual([
      { text: REVIEW_REVISION, at: expect.any(String), by, action: 'revision_requested' },
      { text: REVIEW_APPROVAL, at: expect.any(String), by, action: 'approved' },
    ]);
    expect(videoOf(detail, 4)).toMatchObject({ status: 'rejected', reviewNotes: 'Wrong shade.' });
    expect(videoOf(detail, 4).internalNotes).toEqual([
      { text: REVIEW_REJECTION, at: expect.any(String), by, action: 'rejected' },
    ]);
    // A video reviewed without a note has none.
    expect(videoOf(detail, 0).internalNotes).toEqual([]);
  });

  it('the review events carry no internal note: not even the agency reads one in the history', async () => {
    await settleEvents();
    for (const route of [`/ugc-projects/${projectId}/activity?limit=100`, '/activity?limit=100']) {
      const history = await as('admin', 'GET', route);
      expect(history.status, route).toBe(200);
      expect(JSON.stringify(history.body), route).toContain('Show the label.');
      for (const text of [REVIEW_REVISION, REVIEW_APPROVAL, REVIEW_REJECTION]) {
        expect(JSON.stringify(history.body), route).not.toContain(text);
      }
    }
  });

  it("refuses a brand user's internal note, and changes nothing", async () => {
    for (const [action, body] of [
      ['approve', { internalNote: `INTERNAL-${tag}-brand` }],
      ['revision', { revisionComment: 'Brighter', internalNote: `INTERNAL-${tag}-brand` }],
      ['reject', { reason: 'No', internalNote: `INTERNAL-${tag}-brand` }],
    ] as const) {
      const response = await as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[0]}/${action}`, { body });
      expect(response.status, action).toBe(403);
      expect((response.body as { error: { message: string } }).error.message).toBe(
        'Only the agency can add an internal note to a review',
      );
    }
    const detail = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}`))) as Detail;
    expect(videoOf(detail, 0)).toMatchObject({ status: 'pending', internalNotes: [] });
  });

  it('refuses an internal note over 2,000 characters, naming the field', async () => {
    const response = await as('admin', 'PATCH', `/ugc-projects/submissions/${submissionIds[0]}/approve`, {
      body: { internalNote: 'x'.repeat(2001) },
    });
    expect(response.status).toBe(400);
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      internalNote: 'Must be at most 2000 characters',
    });
    const detail = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}`))) as Detail;
    expect(videoOf(detail, 0).status).toBe('pending');
  });

  it('a brand user reviewing gets answers without the internal notes', async () => {
    // A blank internal note is none, so a brand user sending one is not refused.
    const approved = await as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[0]}/approve`, {
      body: { internalNote: '   ' },
    });
    const revision = await as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[1]}/revision`, {
      body: { revisionComment: 'Brighter, please.' },
    });
    const rejected = await as('brandX', 'PATCH', `/ugc-projects/submissions/${submissionIds[2]}/reject`, {
      body: { reason: 'Wrong product.' },
    });
    for (const answer of [approved, revision, rejected]) {
      expect(answer.status).toBe(200);
      const body = JSON.stringify(answer.body);
      expect(body).toContain(SHARED);
      expect(body).not.toContain(`INTERNAL-${tag}`);
      expect(body).not.toContain('internalNotes');
      expect(answer.body).not.toHaveProperty('agencyNotes');
    }
  });

  it('no route a brand user may read answers with the internal notes', { timeout: 90_000 }, async () => {
    await settleEvents();
    const answers = await walk('brandX', 'brand');
    // The walk really read the project, its history, the brand's history and the bell.
    expect(statusOf(answers, 'projects.get ')).toEqual([200]);
    expect(statusOf(answers, 'projects.list ')).toEqual([200, 200, 200]);
    expect(statusOf(answers, 'activity.project ')).toEqual([200, 200]);
    expect(statusOf(answers, 'activity.brand ')).toEqual([200, 200]);
    expect(statusOf(answers, 'notifications.list ')).toEqual([200, 200]);
    // And the video routes: video 4's download and the project's zip.
    expect(statusOf(answers, 'submissions.download ')).toEqual([200]);
    expect(statusOf(answers, 'exports.get ')).toEqual([200]);
    const detail = answers.find((answer) => answer.route.startsWith('projects.get '))!;
    expect(detail.body).toContain(SHARED);
    // The search found the project (its row is in the answer).
    const search = answers.find((answer) => answer.route.includes(`query=${tag}`))!;
    expect(search.body).toContain(projectId);
    const notices = answers.find((answer) => answer.route.startsWith('notifications.list '))!;
    expect(notices.body).toContain(projectId);
    // The history holds the admin's reviews (their shared comments), without their internal notes.
    const history = answers.find((answer) => answer.route.startsWith('activity.project '))!;
    expect(history.body).toContain('Wrong shade.');
    for (const answer of answers) {
      expect.soft(answer.status, answer.route).toBeLessThan(500);
      expect.soft(answer.body, answer.route).not.toContain(`INTERNAL-${tag}`);
    }
  });

  it('no route a creator may read answers with either note', { timeout: 90_000 }, async () => {
    await settleEvents();
    const answers = await walk('creatorA', 'creator');
    expect(statusOf(answers, 'projects.getForCreator ')).toEqual([200]);
    expect(statusOf(answers, 'projects.forCreator ')).toEqual([200]);
    expect(statusOf(answers, 'activity.creator ')).toEqual([200]);
    // And the video routes: video 4's download and the parts of the upload started for it.
    expect(statusOf(answers, 'submissions.download ')).toEqual([200]);
    expect(statusOf(answers, 'videoUploads.parts ')).toEqual([200]);
    const own = answers.find((answer) => answer.route.startsWith('projects.getForCreator '))!;
    expect(own.body).toContain(projectId);
    // The creator reads the shared review comments, never the internal notes.
    expect(own.body).toContain('Show the label.');
    expect(own.body).not.toContain('internalNotes');
    // The bell was read too (this world's creator gets the review notices by e-mail, searched below).
    expect(statusOf(answers, 'notifications.list ')).toEqual([200, 200]);
    for (const answer of answers) {
      expect.soft(answer.status, answer.route).toBeLessThan(500);
      expect.soft(answer.body, answer.route).not.toContain(`INTERNAL-${tag}`);
      expect.soft(answer.body, answer.route).not.toContain(SHARED);
    }
  });

  it('no e-mail carries an internal note', async () => {
    await settleEvents();
    // Every e-mail the local stack sent in this run, searched whole.
    const mails = new Mailbox(path.join(stack().dataDir, 'mail')).list();
    // The creator was told of the admin's revision request and rejection, with the shared comments.
    const toCreator = JSON.stringify(mails.filter((mail) => mail.to === world.creatorA.email.toLowerCase()));
    expect(toCreator).toContain('Show the label.');
    expect(toCreator).toContain('Wrong shade.');
    expect(JSON.stringify(mails)).not.toContain(`INTERNAL-${tag}`);
  });

  it("another brand's user reads neither note", async () => {
    const answers = await walk('brandY', 'brand');
    expect(statusOf(answers, 'projects.get ')).toEqual([403]);
    expect(statusOf(answers, 'submissions.download ')).toEqual([403]);
    expect(statusOf(answers, 'exports.get ')).toEqual([403]);
    for (const answer of answers) {
      expect.soft(answer.body, answer.route).not.toContain(`INTERNAL-${tag}`);
      expect.soft(answer.body, answer.route).not.toContain(SHARED);
    }
  });

  it('keeps the shared note to the same length rule as the internal notes', async () => {
    const response = await as('admin', 'POST', '/ugc-projects', {
      body: {
        name: 'Too long',
        brandId: world.brandX,
        sharedNote: 'x'.repeat(5001),
        creators: [{ creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 1 }],
      },
    });
    expect(response.status).toBe(400);
    expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      sharedNote: 'Must be at most 5000 characters',
    });
  });
});
