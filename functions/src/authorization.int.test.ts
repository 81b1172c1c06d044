/**
 * The authorization harness: walks the route table for every kind of caller against the local API.
 * Every route needs a sample request here; a route without one fails the suite, so each issue that adds
 * or implements a route adds its expectations.
 */
import { describe, expect, it } from 'vitest';
import { API_PREFIX, ROUTES, buildPath, type RouteDefinition, type RouteId } from '@reelbridge/shared';
import { api, CALLERS, OTHER_BRAND, OTHER_CREATOR, OWN_BRAND, OWN_CREATOR, type Caller } from './testing/int';

interface Sample {
  /** Path parameters for a caller: by default resources that caller owns. */
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
}

const ANY_ID = 'zz_unknown';
const ONBOARDING = {
  brand: { name: 'Acme Beauty', email: 'hello@acmebeauty.test', phone: '+13105550101', industry: 'beauty' },
  products: [{ name: 'Serum', description: 'A serum', pricing: 10 }],
};
const brandBody = {
  name: OWN_BRAND.name,
  email: OWN_BRAND.email,
  phone: OWN_BRAND.phone,
  industry: OWN_BRAND.industry,
};

const SAMPLES: Record<RouteId, Sample> = {
  'brands.create': { body: {} },
  'brands.search': { query: '?query=acme' },
  'brands.list': {},
  'brands.get': { params: { id: OWN_BRAND.id } },
  'brands.update': { params: { id: OWN_BRAND.id }, body: brandBody },
  'brands.onboarding': { params: { id: OWN_BRAND.id }, body: {} },
  'overview.get': {},
  'brands.onboardingGet': { params: { id: OWN_BRAND.id } },
  'brands.onboardingDraft': {
    params: { id: OWN_BRAND.id },
    body: { step: 2, data: { brand: { name: 'Acme Beauty' } } },
  },
  'products.create': { params: { id: OWN_BRAND.id }, body: {} },
  'products.list': { params: { id: OWN_BRAND.id } },
  'products.search': { params: { id: OWN_BRAND.id } },
  'products.get': { params: { id: OWN_BRAND.id, productId: ANY_ID } },
  'products.update': { params: { id: OWN_BRAND.id, productId: ANY_ID }, body: {} },
  'products.delete': { params: { id: OWN_BRAND.id, productId: ANY_ID } },
  'creators.create': { body: {} },
  'creators.list': {},
  'creators.search': {},
  'creators.getByEmail': { params: { email: OWN_CREATOR.email } },
  'creators.get': { params: { id: OWN_CREATOR.id } },
  'creators.update': { params: { id: OWN_CREATOR.id }, body: {} },
  'creators.campaigns': { params: { id: OWN_CREATOR.id } },
  'payments.get': { params: { id: OWN_CREATOR.id } },
  'payments.update': { params: { id: OWN_CREATOR.id }, body: {} },
  'payments.delete': { params: { id: OWN_CREATOR.id } },
  'payments.create': { body: {} },
  'payments.w9': { params: { id: OWN_CREATOR.id } },
  'payments.approve': { params: { id: OWN_CREATOR.id }, body: {} },
  'payments.reject': { params: { id: OWN_CREATOR.id }, body: {} },
  'employees.create': { body: { firstName: 'Bea' } },
  'employees.getByEmail': { params: { email: 'brand@demo.reelbridge.test' } },
  'campaigns.create': { body: {} },
  'campaigns.list': {},
  'campaigns.get': { params: { id: ANY_ID } },
  'campaigns.update': { params: { id: ANY_ID }, body: {} },
  'campaigns.delete': { params: { id: ANY_ID } },
  'campaigns.setStatus': { params: { id: ANY_ID }, body: {} },
  'campaigns.updateCreator': { params: { id: ANY_ID, creatorId: OWN_CREATOR.id }, body: {} },
  'campaigns.sendBrief': { params: { id: ANY_ID, creatorId: OWN_CREATOR.id } },
  'campaigns.forCreator': { params: { id: OWN_CREATOR.id, campaignId: ANY_ID } },
  'projects.create': { body: {} },
  'projects.list': {},
  'projects.get': { params: { id: ANY_ID } },
  'projects.update': { params: { id: ANY_ID }, body: {} },
  'projects.delete': { params: { id: ANY_ID } },
  'projects.setStatus': { params: { id: ANY_ID }, body: {} },
  'projects.forCreator': { params: { creatorId: OWN_CREATOR.id } },
  'projects.getForCreator': { params: { id: ANY_ID, creatorId: OWN_CREATOR.id } },
  'submissions.draft': { params: { id: ANY_ID }, body: {} },
  'submissions.submit': { params: { id: ANY_ID }, body: {} },
  'submissions.resubmit': { params: { id: ANY_ID }, body: {} },
  'submissions.requestRevision': { params: { submissionId: ANY_ID }, body: {} },
  'submissions.approve': { params: { submissionId: ANY_ID } },
  'submissions.reject': { params: { submissionId: ANY_ID }, body: {} },
  'projectCreators.pay': { params: { projectCreatorId: ANY_ID } },
  'uploads.presign': { body: {} },
  'uploads.direct': { body: {} },
};

/** Requests on resources the caller does not own: refused even though the role may use the route. */
const NOT_OWNED: { route: RouteId; caller: Caller; sample: Sample }[] = [
  { route: 'brands.onboarding', caller: 'brand', sample: { params: { id: OTHER_BRAND.id }, body: ONBOARDING } },
  { route: 'brands.onboardingGet', caller: 'brand', sample: { params: { id: OTHER_BRAND.id } } },
  { route: 'creators.campaigns', caller: 'creator', sample: { params: { id: OTHER_CREATOR.id } } },
  { route: 'projects.forCreator', caller: 'creator', sample: { params: { creatorId: OTHER_CREATOR.id } } },
  { route: 'payments.get', caller: 'creator', sample: { params: { id: OTHER_CREATOR.id } } },
  { route: 'payments.w9', caller: 'creator', sample: { params: { id: OTHER_CREATOR.id } } },
  { route: 'payments.delete', caller: 'creator', sample: { params: { id: OTHER_CREATOR.id } } },
  { route: 'products.list', caller: 'brand', sample: { params: { id: OTHER_BRAND.id } } },
  {
    route: 'products.create',
    caller: 'brand',
    sample: { params: { id: OTHER_BRAND.id }, body: { name: 'X', pricing: 1 } },
  },
  {
    route: 'uploads.presign',
    caller: 'brand',
    sample: {
      body: {
        fileName: 'a.png',
        fileType: 'image/png',
        fileSize: 10,
        uploadPath: 'product-photos',
        brandId: OTHER_BRAND.id,
      },
    },
  },
  { route: 'creators.get', caller: 'creator', sample: { params: { id: OTHER_CREATOR.id } } },
  { route: 'creators.getByEmail', caller: 'creator', sample: { params: { email: OTHER_CREATOR.email } } },
  { route: 'employees.getByEmail', caller: 'brand', sample: { params: { email: 'admin@demo.reelbridge.test' } } },
  { route: 'brands.get', caller: 'brand', sample: { params: { id: OTHER_BRAND.id } } },
  {
    route: 'brands.update',
    caller: 'brand',
    sample: { params: { id: OTHER_BRAND.id }, body: { ...brandBody, email: OTHER_BRAND.email } },
  },
];

async function send(caller: Caller, route: RouteDefinition, sample: Sample) {
  const path = buildPath(route.path, sample.params) + (sample.query ?? '');
  return api(caller, route.method, path, sample.body === undefined ? {} : { body: sample.body });
}

describe('authorization across the route table', () => {
  it('has a sample request for every route', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [id, route] of Object.entries(ROUTES) as [RouteId, RouteDefinition][]) {
    for (const caller of CALLERS) {
      const allowed = route.access === 'public' || (caller !== 'anonymous' && route.access.includes(caller));
      const expectation = allowed ? 'is let through' : caller === 'anonymous' ? 'gets 401' : 'gets 403';
      it(`${route.method} ${API_PREFIX}${route.path} (${id}): ${caller} ${expectation}`, async () => {
        const response = await send(caller, route, SAMPLES[id]);
        if (allowed) {
          expect(response.status).not.toBe(401);
          expect(response.status).not.toBe(403);
          // Routes whose issue has not landed answer 501; nothing else may fail on the server.
          if (response.status >= 500) expect(response.status).toBe(501);
        } else {
          expect(response.status).toBe(caller === 'anonymous' ? 401 : 403);
        }
      });
    }
  }

  for (const { route, caller, sample } of NOT_OWNED) {
    it(`${route}: ${caller} cannot reach a record they do not own`, async () => {
      expect((await send(caller, ROUTES[route], sample)).status).toBe(403);
    });
  }

  it('refuses a forged token (signed by someone else) with 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', 'custom:group': 'admin', token_use: 'id' })).toString(
      'base64url',
    );
    const response = await api('anonymous', 'GET', '/brands', { token: `${header}.${payload}.c2lnbmF0dXJl` });
    expect(response.status).toBe(401);
  });
});
