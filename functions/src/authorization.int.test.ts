/**
 * The authorization matrix: every route of the route table × six callers (anonymous, creator A, creator B,
 * a user of brand X, a user of brand Y, an admin), each with the status it must get, against the local API.
 * The matrix lives in its own world (two new brands, two new creators and their accounts), so the other
 * integration files are not disturbed. A route without an expectation fails the suite.
 *
 * Routes whose sample changes state build a fresh resource for every caller, so the
 * expected status never depends on which caller ran first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ROUTES, buildPath, type RouteId, type Team } from '@reelbridge/shared';
import { callApi } from '../../infra/local/testing';
import { api, stack, uniqueEmail } from './testing/int';
import {
  approvedPayment,
  as,
  createWorld,
  link,
  newCampaign,
  newProject,
  invitationFor,
  joinRequestFor,
  memberOf,
  ok,
  paymentBody,
  throwawaySession,
  pendingPayment,
  presignBody,
  productBody,
  submittedProject,
  WHO,
  type Sample,
  type Who,
  type World,
} from './testing/world';
import { downloadSample } from './testing/downloads';
import { videoAtRevisionCap } from './testing/video-review';
import { creatorAUpload, creatorAVideoWithFile } from './testing/video-uploads';

type Expected = Record<Who, number>;

interface Case {
  expect: Expected;
  /** The request; built per caller (for state-changing routes, on a resource made for that caller). */
  sample: (world: World, who: Who) => Sample | Promise<Sample>;
}

/** Expected statuses: anonymous 401 and every other caller 403 unless named. */
const only = (allowed: Partial<Expected>): Expected => ({
  anonymous: 401,
  creatorA: 403,
  creatorB: 403,
  brandX: 403,
  brandY: 403,
  admin: 403,
  ...allowed,
});
const everyone = (status: number): Expected => ({
  anonymous: status,
  creatorA: status,
  creatorB: status,
  brandX: status,
  brandY: status,
  admin: status,
});

const MATRIX: Record<RouteId, Case> = {
  'brands.create': { expect: everyone(400), sample: () => ({ body: {} }) },
  'brands.search': { expect: everyone(200), sample: () => ({ query: '?query=matrix' }) },
  'brands.lookup': { expect: everyone(200), sample: (w) => ({ query: `?id=${w.brandX}` }) },
  'brands.list': { expect: only({ brandX: 200, brandY: 200, admin: 200 }), sample: () => ({}) },
  'brands.get': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  'brands.update': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({
      params: { id: w.brandX },
      body: { name: 'Matrix X', email: w.brandXEmail, phone: '+13105550101', industry: 'beauty' },
    }),
  },
  'brands.onboarding': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({
      params: { id: w.brandX },
      body: {
        brand: { name: 'Matrix X', email: w.brandXEmail, phone: '+13105550101', industry: 'beauty' },
        products: [{ name: 'Onboarded serum', description: 'A serum', pricing: 10 }],
      },
    }),
  },
  'brands.onboardingGet': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  'brands.onboardingDraft': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.brandX }, body: { step: 2, data: { brand: { name: 'Matrix X' } } } }),
  },
  'brands.profileGet': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  // Brand X's user is its owner; the profile's version is read just before, so each caller's edit is current.
  'brands.profileUpdate': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({
      params: { id: w.brandX },
      body: {
        version: (await ok(api<{ version: number }>('admin', 'GET', `/brands/${w.brandX}/profile`))).version,
        contactEmail: w.brandXEmail,
        brandVoice: { tone: 'Matrix tone' },
      },
    }),
  },
  'overview.get': { expect: only({ brandX: 200, brandY: 200, admin: 200 }), sample: () => ({}) },
  'products.create': {
    expect: only({ brandX: 201, admin: 201 }),
    sample: (w) => ({ params: { id: w.brandX }, body: productBody }),
  },
  // Every brand's products: agency staff only (a brand user lists their own brand's).
  'products.listAll': { expect: only({ admin: 200 }), sample: () => ({ query: '?query=matrix' }) },
  'products.list': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  'products.search': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.brandX }, query: '?query=matrix' }),
  },
  'products.get': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.brandX, productId: w.productX } }),
  },
  'products.update': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.brandX, productId: w.productX }, body: productBody }),
  },
  'products.delete': {
    expect: only({ brandX: 204, admin: 204 }),
    sample: async (w) => {
      const product = await ok(
        api<{ id: string }>('admin', 'POST', `/brands/${w.brandX}/products`, { body: productBody }),
      );
      return { params: { id: w.brandX, productId: product.id } };
    },
  },
  // Admin-only routes with an invalid body: 400 shows the admin got past authorization.
  'creators.create': { expect: only({ admin: 400 }), sample: () => ({ body: {} }) },
  'creators.list': { expect: only({ admin: 200 }), sample: () => ({}) },
  'creators.search': { expect: only({ admin: 200 }), sample: () => ({ query: '?query=ada' }) },
  'creators.getByEmail': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { email: w.creatorA.email } }),
  },
  'creators.get': { expect: only({ creatorA: 200, admin: 200 }), sample: (w) => ({ params: { id: w.creatorA.id } }) },
  'creators.update': { expect: only({ admin: 400 }), sample: (w) => ({ params: { id: w.creatorA.id }, body: {} }) },
  'creators.invite': { expect: only({ admin: 200 }), sample: (w) => ({ params: { id: w.creatorA.id } }) },
  'creators.campaigns': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.creatorA.id } }),
  },
  'payments.get': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: async (w) => {
      await pendingPayment(w);
      return { params: { id: w.creatorA.id } };
    },
  },
  'payments.update': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => {
      await pendingPayment(w);
      return { params: { id: w.creatorA.id }, body: paymentBody(w.creatorA.email) };
    },
  },
  'payments.delete': {
    expect: only({ creatorA: 204, admin: 204 }),
    sample: async (w) => {
      await pendingPayment(w);
      return { params: { id: w.creatorA.id } };
    },
  },
  // No W-9 was uploaded: the owner and the admin get past authorization to the 404.
  'payments.w9': { expect: only({ creatorA: 404, admin: 404 }), sample: (w) => ({ params: { id: w.creatorA.id } }) },
  // The creator comes from the token: each creator submits their own.
  'payments.create': {
    expect: only({ creatorA: 200, creatorB: 200 }),
    sample: (w, who) => ({ body: paymentBody(who === 'creatorB' ? w.creatorB.email : w.creatorA.email) }),
  },
  'payments.approve': {
    expect: only({ admin: 200 }),
    sample: async (w) => {
      const { version } = await pendingPayment(w);
      return { params: { id: w.creatorA.id }, body: { version } };
    },
  },
  'payments.reject': {
    expect: only({ admin: 200 }),
    sample: async (w) => {
      const { version } = await pendingPayment(w);
      return { params: { id: w.creatorA.id }, body: { reason: 'Bank name does not match', version } };
    },
  },
  // The whole numbers: to an admin only, not even to their owner (their own view stays masked).
  'payments.reveal': {
    expect: only({ admin: 200 }),
    sample: async (w) => {
      const { version } = await pendingPayment(w);
      return { params: { id: w.creatorA.id }, body: { version } };
    },
  },
  // Each caller records an employee of brand X: a brand X user (themself), an admin (anyone); brand Y is refused.
  'employees.create': {
    expect: only({ brandX: 200, admin: 201 }),
    sample: (w, who) => ({
      body:
        who === 'admin'
          ? { firstName: 'Sal', email: uniqueEmail('staff'), brandId: w.brandX }
          : { firstName: 'Bea', brandId: w.brandX },
    }),
  },
  'employees.getByEmail': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => {
      await ok(as('brandX', 'POST', '/employees', { body: { firstName: 'Bea', brandId: w.brandX } }));
      return { params: { email: w.brandXEmail } };
    },
  },
  'team.get': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  'team.invite': {
    expect: only({ brandX: 201, admin: 201 }),
    sample: (w) => ({ params: { id: w.brandX }, body: { email: uniqueEmail('invite') } }),
  },
  'team.cancelInvitation': {
    expect: only({ brandX: 204, admin: 204 }),
    sample: async (w) => ({ params: { id: w.brandX, inviteId: (await invitationFor(w)).id } }),
  },
  'team.accept': {
    expect: only({ brandX: 204, admin: 204 }),
    sample: async (w) => ({ params: { id: w.brandX, userId: await joinRequestFor(w) } }),
  },
  'team.decline': {
    expect: only({ brandX: 204, admin: 204 }),
    sample: async (w) => ({ params: { id: w.brandX, userId: await joinRequestFor(w) } }),
  },
  'team.remove': {
    expect: only({ brandX: 204, admin: 204 }),
    sample: async (w) => ({ params: { id: w.brandX, userId: await memberOf(w) } }),
  },
  'team.makeOwner': {
    expect: only({ brandX: 204, admin: 204 }),
    // Brand X's user is its owner. When it has handed the brand on, the admin hands it back, so the world stays.
    sample: async (w, who) => {
      const team = await ok(api<Team>('admin', 'GET', `/brands/${w.brandX}/team`));
      const owner = team.members.find((member) => member.role === 'owner')?.userId;
      const userId = who === 'admin' && owner !== w.brandXUserId ? w.brandXUserId : await memberOf(w);
      return { params: { id: w.brandX, userId } };
    },
  },
  'invitations.lookup': {
    expect: everyone(200),
    sample: async (w) => ({ body: { token: (await invitationFor(w)).token } }),
  },
  'me.membership': {
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 },
    sample: () => ({}),
  },
  'me.signOut': {
    expect: { anonymous: 401, creatorA: 204, creatorB: 204, brandX: 204, brandY: 204, admin: 204 },
    sample: async (w, who) => ({ token: await throwawaySession(w, who) }),
  },
  // Everyone's own account (docs/accounts.md): nothing of anyone else's to reach.
  'account.get': {
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 },
    sample: () => ({}),
  },
  'account.sync': {
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 },
    sample: () => ({ body: {} }),
  },
  'account.startEmailChange': {
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 },
    sample: () => ({ body: { email: uniqueEmail('matrix-move') } }),
  },
  'account.cancelEmailChange': {
    expect: { anonymous: 401, creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 },
    sample: () => ({}),
  },
  'campaigns.create': { expect: only({ admin: 400 }), sample: () => ({ body: {} }) },
  'campaigns.list': { expect: only({ brandX: 200, brandY: 200, admin: 200 }), sample: () => ({}) },
  'campaigns.get': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.campaignX } }) },
  'campaigns.update': { expect: only({ admin: 400 }), sample: (w) => ({ params: { id: w.campaignX }, body: {} }) },
  'campaigns.delete': {
    expect: only({ admin: 204 }),
    sample: async (w) => ({ params: { id: (await newCampaign(w)).id } }),
  },
  'campaigns.setStatus': { expect: only({ admin: 400 }), sample: (w) => ({ params: { id: w.campaignX }, body: {} }) },
  'campaigns.updateCreator': {
    expect: only({ admin: 400 }),
    sample: (w) => ({ params: { id: w.campaignX, creatorId: w.creatorA.id }, body: {} }),
  },
  'campaigns.sendBrief': {
    expect: only({ admin: 200 }),
    sample: (w) => ({ params: { id: w.campaignX, creatorId: w.creatorA.id } }),
  },
  'campaigns.forCreator': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.creatorA.id, campaignId: w.campaignX } }),
  },
  'projects.create': { expect: only({ admin: 400 }), sample: () => ({ body: {} }) },
  'projects.list': { expect: only({ brandX: 200, brandY: 200, admin: 200 }), sample: () => ({}) },
  'projects.get': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.projectX } }) },
  'projects.update': { expect: only({ admin: 400 }), sample: (w) => ({ params: { id: w.projectX }, body: {} }) },
  'projects.delete': {
    expect: only({ admin: 204 }),
    sample: async (w) => ({ params: { id: (await newProject(w)).id } }),
  },
  'projects.setStatus': { expect: only({ admin: 400 }), sample: (w) => ({ params: { id: w.projectX }, body: {} }) },
  'projects.forCreator': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { creatorId: w.creatorA.id } }),
  },
  'projects.getForCreator': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.projectX, creatorId: w.creatorA.id } }),
  },
  'submissions.draft': {
    expect: only({ creatorA: 200 }),
    sample: (w) => ({
      params: { id: w.projectX },
      body: { creatorId: w.creatorA.id, submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: '' }] },
    }),
  },
  'submissions.submit': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => ({
      params: { id: (await newProject(w)).id },
      body: { creatorId: w.creatorA.id, submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK' }] },
    }),
  },
  'submissions.resubmit': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => {
      const { projectId, submissionId } = await submittedProject(w);
      await ok(
        api('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/revision`, {
          body: { revisionComment: 'Brighter light' },
        }),
      );
      return {
        params: { id: projectId },
        body: { creatorId: w.creatorA.id, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' },
      };
    },
  },
  'submissions.requestRevision': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({
      params: { submissionId: (await submittedProject(w)).submissionId },
      body: { revisionComment: 'Brighter light' },
    }),
  },
  'submissions.approve': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({ params: { submissionId: (await submittedProject(w)).submissionId } }),
  },
  'submissions.comment': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({
      params: { submissionId: (await submittedProject(w)).submissionId },
      body: { versionNumber: 1, atSeconds: 3, text: 'Show the label' },
    }),
  },
  'submissions.extraRound': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({ params: { submissionId: (await videoAtRevisionCap(w)).submissionId } }),
  },
  'submissions.reject': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => ({
      params: { submissionId: (await submittedProject(w)).submissionId },
      body: { reason: 'Wrong product' },
    }),
  },
  'projectCreators.pay': {
    expect: only({ admin: 200 }),
    sample: async (w) => {
      const { entryId, submissionId } = await submittedProject(w);
      await ok(api('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`));
      await approvedPayment(w);
      return { params: { projectCreatorId: entryId } };
    },
  },
  // Issue 20 downloads: a creator downloads their own approved video; the zip is the brand's and the agency's.
  'submissions.download': {
    expect: only({ creatorA: 200, brandX: 200, admin: 200 }),
    sample: async (w) => ({ params: { submissionId: (await downloadSample(w)).submissionId } }),
  },
  'exports.start': {
    expect: only({ brandX: 201, admin: 201 }),
    sample: async (w) => ({ params: { id: (await downloadSample(w)).projectId } }),
  },
  'exports.get': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: async (w) => {
      const { projectId, exportId } = await downloadSample(w);
      return { params: { id: projectId, exportId } };
    },
  },
  // The creator's upload of a video file (issue 20): only the creator on the project, only their own upload.
  'videoUploads.create': {
    expect: only({ creatorA: 201 }),
    sample: async (w) => ({
      body: {
        projectId: (await newProject(w)).id,
        videoNumber: 1,
        fileName: 'clip.mp4',
        contentType: 'video/mp4',
        size: 2048,
      },
    }),
  },
  'videoUploads.sign': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => ({ params: { id: (await creatorAUpload(w)).upload.uploadId }, body: { partNumbers: [1] } }),
  },
  'videoUploads.parts': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => ({ params: { id: (await creatorAUpload(w, true)).upload.uploadId } }),
  },
  'videoUploads.poster': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => ({ params: { id: (await creatorAUpload(w)).upload.uploadId }, body: { size: 1000 } }),
  },
  'videoUploads.complete': {
    expect: only({ creatorA: 200 }),
    sample: async (w) => {
      const { upload, parts } = await creatorAUpload(w, true);
      return { params: { id: upload.uploadId }, body: { parts } };
    },
  },
  'videoUploads.abort': {
    expect: only({ creatorA: 204 }),
    sample: async (w) => ({ params: { id: (await creatorAUpload(w, true)).upload.uploadId } }),
  },
  'videos.removeFile': {
    expect: only({ creatorA: 204 }),
    sample: async (w) => ({ params: { submissionId: (await creatorAVideoWithFile(w)).submissionId } }),
  },
  // A product photo for brand X: the creators may upload (their W-9) but not into a brand's folders.
  'uploads.presign': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ body: presignBody(w.brandX) }) },
  'uploads.direct': {
    expect: only({ brandX: 201, admin: 201 }),
    sample: (w) => ({
      form: () => {
        const form = new FormData();
        form.set('file', new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a.png');
        form.set('uploadPath', 'product-photos');
        form.set('brandId', w.brandX);
        return form;
      },
    }),
  },
  'notifications.list': {
    expect: only({ creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 }),
    sample: () => ({}),
  },
  // Nobody's notification: a caller can mark only their own, so every role finds none.
  'notifications.read': {
    expect: only({ creatorA: 404, creatorB: 404, brandX: 404, brandY: 404, admin: 404 }),
    sample: () => ({ params: { id: 'nt_matrix' } }),
  },
  'notifications.readAll': {
    expect: only({ creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 }),
    sample: () => ({}),
  },
  'notifications.preferences': {
    expect: only({ creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 }),
    sample: () => ({}),
  },
  'notifications.updatePreferences': {
    expect: only({ creatorA: 200, creatorB: 200, brandX: 200, brandY: 200, admin: 200 }),
    sample: () => ({ body: { work: true, reviews: true, payments: true, campaigns: true, team: true } }),
  },
  // Public, and only a signed link from an e-mail does anything.
  'notifications.unsubscribe': { expect: everyone(400), sample: () => ({ body: { token: 'not-a-signed-link' } }) },
  'activity.project': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.projectX } }) },
  'activity.campaign': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.campaignX } }) },
  'activity.creator': {
    expect: only({ creatorA: 200, admin: 200 }),
    sample: (w) => ({ params: { id: w.creatorA.id } }),
  },
  'activity.brand': { expect: only({ brandX: 200, admin: 200 }), sample: (w) => ({ params: { id: w.brandX } }) },
  'activity.agency': { expect: only({ admin: 200 }), sample: () => ({}) },
  'attention.get': { expect: only({ brandX: 200, brandY: 200, admin: 200 }), sample: () => ({}) },
  // Brand X's figures: a brand user names only their own brand (403 for another's, as GET /ugc-projects?brandId=).
  'analytics.get': {
    expect: only({ brandX: 200, admin: 200 }),
    sample: (w) => ({ query: `?from=2026-01&to=2026-03&brandId=${w.brandX}` }),
  },
};

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

describe('authorization matrix', () => {
  it('has an expectation for every route of the route table', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [id, route] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
    describe(`${route.method} ${API_PREFIX}${route.path} (${id})`, () => {
      for (const who of WHO) {
        const expected = MATRIX[id]?.expect[who];
        it(`${who} gets ${expected}`, async () => {
          const sample = await MATRIX[id].sample(world, who);
          const path = buildPath(route.path, sample.params) + (sample.query ?? '');
          const response = await as(who, route.method, path, sample);
          expect({ status: response.status, body: response.body }).toMatchObject({ status: expected });
        });
      }
    });
  }
});

describe('records of others', () => {
  it("refuses creator B on a project they are not on, even under their own id, with 403 or 404 and nothing of A's", async () => {
    const response = await as('creatorB', 'GET', `/ugc-projects/${world.projectX}/creator/${world.creatorB.id}`);
    expect([403, 404]).toContain(response.status);
    expect(JSON.stringify(response.body)).not.toContain(world.creatorA.id);
  });

  it("refuses creator B drafting into creator A's slot", async () => {
    const response = await as('creatorB', 'POST', `/ugc-projects/${world.projectX}/submissions/draft`, {
      body: { creatorId: world.creatorB.id, submissions: [{ videoNumber: 1, videoUrl: link(9), sparkCode: 'X' }] },
    });
    expect([403, 404]).toContain(response.status);
  });

  it('lists only their own brand for a brand user', async () => {
    const response = await as('brandY', 'GET', '/brands');
    expect(JSON.stringify(response.body)).not.toContain(world.brandX);
    const campaigns = await as('brandY', 'GET', '/campaigns');
    expect(JSON.stringify(campaigns.body)).not.toContain(world.campaignX);
    const projects = await as('brandY', 'GET', '/ugc-projects');
    expect(JSON.stringify(projects.body)).not.toContain(world.projectX);
  });

  it('refuses a forged token (signed by someone else) with 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', 'custom:group': 'admin', token_use: 'id' })).toString(
      'base64url',
    );
    const response = await callApi(stack(), 'GET', '/brands', { token: `${header}.${payload}.c2lnbmF0dXJl` });
    expect(response.status).toBe(401);
  });
});
