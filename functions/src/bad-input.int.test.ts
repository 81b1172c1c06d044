/**
 * Bad input, generated: for every route, bodies of the wrong shape, hostile path parameters and query strings,
 * malformed JSON and oversized payloads, sent by a caller the route lets in (so that validation, not the
 * authorizer, answers). Never a 5xx, always the error shape, and nothing of the test world changes.
 */
import path from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ROUTES, buildPath, routeSchemas, type RouteDefinition, type RouteId } from '@reelbridge/shared';
import { MAX_REQUEST_HEAD_BYTES, MAX_URL_BYTES } from '../../infra/local/api';
import { Mailbox } from '../../infra/local/mailbox';
import { documentClient } from '../../infra/local/testing';
import { settleEvents, stack } from './testing/int';
import { as, createWorld, paymentBody, throwawaySession, type Who, type World } from './testing/world';

const RUNS = 20;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let world: World;
let before: string[];

/** Every item of the table that belongs to the test world, as sorted JSON lines. */
async function worldItems(): Promise<string[]> {
  const ids = [world.brandX, world.brandY, world.creatorA.id, world.creatorB.id, world.productX];
  ids.push(world.campaignX, world.projectX);
  const lines: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient(stack()).send(
      new ScanCommand({ TableName: stack().tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const line = JSON.stringify(item, Object.keys(item).sort());
      if (ids.some((id) => line.includes(id))) lines.push(line);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return lines.sort();
}

/** A caller the route lets through: the admin where allowed, else the route's own role in the world. */
function callerFor(route: RouteDefinition): Who {
  if (route.access === 'public') return 'anonymous';
  if (route.access.includes('admin')) return 'admin';
  return route.access.includes('creator') ? 'creatorA' : 'brandX';
}

const hostileText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('../../etc/passwd', '%00', '\u0000', '🎬'.repeat(300), 'x'.repeat(5000), "' OR 1=1 --", '$ne'),
);

/** Path parameters: hostile strings, or (for routes that cannot succeed without a body) the world's real ids. */
function pathParams(route: RouteDefinition, realIds: boolean) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const real: Record<string, string> = {
    id: route.path.startsWith('/creators')
      ? world.creatorA.id
      : route.path.startsWith('/campaigns')
        ? world.campaignX
        : route.path.startsWith('/ugc-projects')
          ? world.projectX
          : world.brandX,
    productId: world.productX,
    creatorId: world.creatorA.id,
    campaignId: world.campaignX,
    email: world.creatorA.email,
  };
  // '.' and '..' are not parameters: URLs drop them as path segments before any route is matched.
  const param = hostileText.filter((value) => value !== '.' && value !== '..');
  return fc.record(
    Object.fromEntries(
      names.map((name) => [name, realIds && real[name] ? fc.oneof(fc.constant(real[name]!), param) : param]),
    ),
  );
}

const wrongTypes = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 3 }),
);

/** Bodies: anything JSON, or the schema's own field names with wrong values and extra fields. */
function bodies(id: RouteId) {
  const schema = routeSchemas(id).body;
  const shape = schema && 'shape' in schema ? Object.keys(schema.shape as object) : [];
  const shaped = fc.record(Object.fromEntries([...shape, 'unexpected', '__proto__'].map((key) => [key, wrongTypes])), {
    requiredKeys: [],
  });
  const body = fc.oneof(fc.jsonValue(), shaped);
  // A body the schema accepts is not bad input.
  return schema ? body.filter((value) => !schema.safeParse(value).success) : body;
}

const queries = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.oneof(hostileText, fc.constant('')), { maxKeys: 3 })
  .map((entries) => {
    const search = new URLSearchParams(entries).toString();
    return search ? `?${search}` : '';
  });

/** The bytes of the URL the request goes out with (the WHATWG URL encodes what the path builder leaves as it is). */
function urlBytes(path: string): number {
  const url = new URL(`${stack().apiUrl}${API_PREFIX}${path}`);
  return Buffer.byteLength(url.pathname + url.search);
}

/**
 * A URL longer than CloudFront takes never reaches API Gateway: the edge refuses it (414; 431 when the whole head is
 * over its limit too), and the local stack does the same (infra/local/api.ts).
 */
function expectEdgeRefusal(response: { status: number; body: unknown }, label: string) {
  expect([414, 431], label).toContain(response.status);
  expect(response.body, label).toMatchObject({ message: expect.any(String) });
}

function expectErrorShape(response: { status: number; body: unknown }, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.body, label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  }
}

beforeAll(async () => {
  world = await createWorld();
  // The world's history lines and counters are written a moment after its changes, by the event dispatcher.
  await settleEvents();
  before = await worldItems();
}, 90_000);

describe('generated bad input on every route', () => {
  for (const [id, route] of Object.entries(ROUTES) as [RouteId, RouteDefinition][]) {
    const who = callerFor(route);
    // Without a body to refuse, a mutating request on a real id could succeed: those get hostile ids only.
    const realIds = !MUTATING.has(route.method) || routeSchemas(id).body !== undefined;
    // Sign-out takes nothing to refuse: it ends a session of its own (an admin outside the world), once; after that
    // the same token is refused.
    const signOut = id === 'me.signOut';
    // Mark all read takes nothing to refuse either: it answers 200 whatever it is sent, for an admin outside the
    // world (whose notifications are not the world's).
    const readAll = id === 'notifications.readAll';
    // The account's sync and cancel read nothing but the caller's verified token (docs/accounts.md): a body can only be
    // refused (400) or ignored when it is empty or null; they run for a throwaway admin, who has no business record.
    const nothingToRefuse = id === 'account.sync' || id === 'account.cancelEmailChange';
    const ownSession = signOut || readAll || nothingToRefuse;
    it(`${route.method} ${API_PREFIX}${route.path} (${id}) as ${ownSession ? 'a throwaway admin' : who}`, async () => {
      const token = ownSession ? await throwawaySession(world, 'admin') : undefined;
      let signedOut = false;
      await fc.assert(
        fc.asyncProperty(pathParams(route, realIds), queries, bodies(id), async (params, query, body) => {
          const path = buildPath(route.path, params) + query;
          const response = await as(who, route.method, path, {
            ...(MUTATING.has(route.method) ? { body } : {}),
            ...(token ? { token } : {}),
          });
          const label = `${route.method} ${path.slice(0, 300)} ${JSON.stringify(body)?.slice(0, 200)}`;
          if (urlBytes(path) > MAX_URL_BYTES) return expectEdgeRefusal(response, label);
          expectErrorShape(response, label);
          if (signOut) {
            expect(response.status).toBe(signedOut ? 401 : 204);
            signedOut = true;
          } else if (readAll) {
            expect(response.status).toBe(200);
          } else if (MUTATING.has(route.method) && !nothingToRefuse) {
            expect(response.status).toBeGreaterThanOrEqual(400);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('answers malformed JSON with 400 and the error shape on every route that takes a body', async () => {
    const withBody = (Object.keys(ROUTES) as RouteId[]).filter((id) => routeSchemas(id).body);
    for (const route of withBody.map((id): RouteDefinition => ROUTES[id])) {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, 'x']));
      for (const rawBody of ['{"name":', '[1,2', 'not json', '\u0000']) {
        const response = await rawRequest(callerFor(route), route.method, buildPath(route.path, params), rawBody);
        expect(response.status, `${route.path} ${rawBody}`).toBe(400);
        expectErrorShape(response, route.path);
      }
    }
  });

  it('refuses a URL longer than the edge takes with 414, and a head over its limit with 431, each with a body', async () => {
    const longQuery = await as('admin', 'GET', `/brands?search=${'x'.repeat(MAX_URL_BYTES)}`);
    expect(longQuery.status).toBe(414);
    expectEdgeRefusal(longQuery, 'long query');
    const longPath = await as('brandX', 'GET', `/brands/${'y'.repeat(MAX_URL_BYTES)}`);
    expect(longPath.status).toBe(414);
    expectEdgeRefusal(longPath, 'long path');
    const hugeHead = await as('admin', 'GET', `/brands?search=${'z'.repeat(MAX_REQUEST_HEAD_BYTES)}`);
    expect(hugeHead.status).toBe(431);
    expectEdgeRefusal(hugeHead, 'huge head');
    // Just within the edge's limit, the request reaches the handler, which answers in the product's error shape.
    const withinLimit = `/brands/${'w'.repeat(MAX_URL_BYTES - 100)}`;
    expect(urlBytes(withinLimit)).toBeLessThanOrEqual(MAX_URL_BYTES);
    const reached = await as('brandX', 'GET', withinLimit);
    expect(reached.status).toBe(404);
    expectErrorShape(reached, 'within limit');
  });

  it('refuses a payload over the Lambda limit with 413 and a 1 MB field with 400', async () => {
    const huge = await as('admin', 'POST', '/campaigns', { body: { name: 'x'.repeat(7 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expectErrorShape(huge, 'huge');
    const big = await as('admin', 'POST', '/campaigns', { body: { name: 'x'.repeat(1024 * 1024) } });
    expect(big.status).toBe(400);
    expectErrorShape(big, 'big');
  });

  it('refuses an approval, rejection or reveal without the version reviewed, or with one of the wrong type', async () => {
    const base = `/creators/${world.creatorA.id}/payment-info`;
    const cases: [string, Record<string, unknown>][] = [
      ['approve', { approvedBy: 'Admin' }],
      ['reject', { reason: 'Bank name does not match' }],
      ['reveal', {}],
    ];
    for (const [action, body] of cases) {
      for (const version of [undefined, '3', 1.5, 0, null, [3]]) {
        const response = await as('admin', 'POST', `${base}/${action}`, { body: { ...body, version } });
        const label = `${action} version ${JSON.stringify(version)}`;
        expect(response.status, label).toBe(400);
        expect(response.body, label).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String), fields: { version: expect.any(String) } },
        });
      }
    }
  });

  it('refuses tampered and foreign list cursors with 400 and fields.cursor', async () => {
    const first = (await as('admin', 'GET', '/brands?limit=1')) as { body: { nextCursor?: string } };
    const creators = (await as('admin', 'GET', '/creators?limit=1')) as { body: { nextCursor?: string } };
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const encode = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const cases: [string, string][] = [
      ['a page of all brands, in a name search', `/brands?query=zz&cursor=${first.body.nextCursor}`],
      ['a page of creators, in the brands', `/brands?cursor=${creators.body.nextCursor}`],
      ['a key without its sort keys', `/brands?cursor=${encode({ gsi1pk: 'BRANDS' })}`],
      ['a key of the table, not the index', `/creators?cursor=${encode({ pk: 'CREATOR#x', sk: 'PROFILE' })}`],
      ['not base64url', `/campaigns?cursor=${encodeURIComponent('%%%')}`],
    ];
    for (const [label, url] of cases) {
      const response = await as('admin', 'GET', url);
      expect(response.status, label).toBe(400);
      expect(response.body, label).toMatchObject({ error: { fields: { cursor: expect.any(String) } } });
    }
  });

  it("refuses an unknown product status, and a foreign cursor on every brand's products, with 400 and the field", async () => {
    const url = `/brands/${world.brandX}/products/${world.productX}`;
    for (const status of ['deleted', 'ACTIVE', '', 1, null]) {
      const response = await as('admin', 'PUT', url, { body: { name: 'Matrix serum', pricing: 10, status } });
      expect(response.status, JSON.stringify(status)).toBe(400);
      expect(response.body, JSON.stringify(status)).toMatchObject({
        error: { fields: { status: expect.any(String) } },
      });
    }
    const brands = (await as('admin', 'GET', '/brands?limit=1')) as { body: { nextCursor?: string } };
    const oneBrand = (await as('admin', 'GET', `/brands/${world.brandX}/products?limit=1`)) as {
      body: { nextCursor?: string };
    };
    expect(brands.body.nextCursor).toEqual(expect.any(String));
    for (const cursor of [brands.body.nextCursor, oneBrand.body.nextCursor].filter(Boolean)) {
      const response = await as('admin', 'GET', `/products?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { fields: { cursor: expect.any(String) } } });
    }
  });

  it('refuses JSON nested deeper than 32 levels with 400, and a draft that would recurse without end', async () => {
    const nested = (depth: number): unknown => {
      let value: unknown = {};
      for (let level = 1; level < depth; level++) value = { next: value };
      return value;
    };
    const draft = `/brands/${world.brandX}/onboarding/draft`;
    const shallow = await as('admin', 'PUT', draft, { raw: JSON.stringify({ step: 1, data: nested(33) }) });
    expect(shallow.status).toBe(400);
    expect(shallow.body).toMatchObject({ error: { message: 'Request body is nested more than 32 levels deep' } });
    const deep = await as('admin', 'PUT', draft, {
      raw: `{"step":1,"data":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    });
    expect(deep.status).toBe(400);
    expectErrorShape(deep, 'deep');
  });

  it('counts the onboarding draft in bytes and in what DynamoDB can store: 400 with fields.data', async () => {
    const draft = `/brands/${world.brandX}/onboarding/draft`;
    for (const [label, data] of [
      ['150,000 CJK characters (450 KB in UTF-8)', { brand: { name: '品'.repeat(150_000) } }],
      ['a number beyond DynamoDB', { products: [{ pricing: 1e300 }] }],
    ] as const) {
      const response = await as('admin', 'PUT', draft, { body: { step: 1, data } });
      expect(response.status, label).toBe(400);
      expect(response.body, label).toMatchObject({ error: { fields: { data: expect.any(String) } } });
    }
  });

  it("refuses a W-9 key that climbs out of the creator's folder (..) with 400 and fields.w9FileKey", async () => {
    const prefixA = `private/w9/${world.creatorA.id}-`;
    for (const w9FileKey of [
      `${prefixA}x/../../w9/${world.creatorB.id}-creator-b/w9.pdf`,
      `${prefixA}x/%2e%2e/%2e%2e/w9/${world.creatorB.id}-creator-b/w9.pdf`,
      `${prefixA}x\\..\\..\\w9\\${world.creatorB.id}-creator-b\\w9.pdf`,
    ]) {
      const response = await as('creatorA', 'POST', '/creators/payment-info', {
        body: paymentBody(world.creatorA.email, { w9FileKey }),
      });
      expect(response.status, w9FileKey).toBe(400);
      expect(response.body, w9FileKey).toMatchObject({ error: { fields: { w9FileKey: expect.any(String) } } });
    }
  });

  it('left every item of the test world as it was', async () => {
    await settleEvents();
    expect(await worldItems()).toEqual(before);
  }, 60_000);
});

describe('user text in mail headers', () => {
  it("puts a campaign name with CR/LF into the brief's subject on one line", async () => {
    const created = (await as('admin', 'POST', '/campaigns', {
      body: {
        name: 'Spring\r\nBcc: leak@evil.test',
        budget: 100,
        type: 'awareness',
        brandId: world.brandX,
        creators: [{ creatorId: world.creatorA.id, type: 'UGC' }],
      },
    })) as { status: number; body: { id: string } };
    expect(created.status).toBe(201);
    const sent = await as('admin', 'POST', `/campaigns/${created.body.id}/creators/${world.creatorA.id}/brief`);
    expect(sent.status).toBe(200);
    await settleEvents();
    const mails = new Mailbox(path.join(stack().dataDir, 'mail'))
      .list()
      .filter((mail) => mail.to === world.creatorA.email && mail.subject.includes('Spring'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your brief: Spring Bcc: leak@evil.test']);
  });
});

async function rawRequest(who: Who, method: string, path: string, rawBody: string) {
  return as(who, method, path, { raw: rawBody });
}
