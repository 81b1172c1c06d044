import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressed, createDomainHandler, MAX_JSON_DEPTH, nestedDeeperThan, ok, type HttpEvent } from './http';
import { notFound } from './errors';

// The access records (lib/access.ts) of these callers: none, so nobody is revoked.
const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});
afterAll(() => dynamo.restore());

const context = { functionName: 'test', awsRequestId: 'r', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

function event(
  routeKey: string,
  options: { body?: string; claims?: Record<string, string>; pathParameters?: Record<string, string> } = {},
) {
  return {
    routeKey,
    rawPath: '/',
    body: options.body,
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    requestContext: { authorizer: options.claims ? { jwt: { claims: options.claims, scopes: null } } : undefined },
  } as unknown as HttpEvent;
}

const adminClaims = { sub: 'u1', email: 'a@x.test', 'custom:group': 'admin', token_use: 'id' };
const creatorClaims = { sub: 'u2', 'custom:group': 'creator', 'custom:creator_id': 'cr_aaaaaaaaaaaa', token_use: 'id' };

/** The stubs answer with what the tests check, not the routes' real views. */
const stub = (body: unknown) => ok(body as never);

const handler = createDomainHandler('brands', {
  'brands.get': async ({ params, principal }) => {
    if (params.id === 'missing') throw notFound('Brand not found');
    return stub({ id: params.id, role: principal.role });
  },
  'brands.update': async () => {
    throw new Error('database exploded: secret details');
  },
  'brands.create': async ({ body }) => stub(body),
});

async function call(e: HttpEvent) {
  const response = await handler(e, context);
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

describe('createDomainHandler', () => {
  it('passes the principal and decoded path parameters to the route', async () => {
    const response = await call(
      event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'co%5Fx' } }),
    );
    expect(response).toEqual({ status: 200, body: { id: 'co_x', role: 'admin' } });
  });

  it('answers 404 for a path parameter no record can have (over 254 characters) without calling the route', async () => {
    const response = await call(
      event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'x'.repeat(255) } }),
    );
    expect(response).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const longest = await call(
      event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'x'.repeat(254) } }),
    );
    expect(longest.status).toBe(200);
  });

  it('answers 404 when a placeholder of the route path has no value, without calling the route', async () => {
    for (const pathParameters of [{}, { id: '' }] as Record<string, string>[]) {
      const response = await call(event('GET /api/brands/{id}', { claims: adminClaims, pathParameters }));
      expect(response).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    }
  });

  it('answers 401 without claims and 403 for a role the route does not allow', async () => {
    expect((await call(event('GET /api/brands/{id}', { pathParameters: { id: 'x' } }))).status).toBe(401);
    expect(
      (await call(event('GET /api/brands/{id}', { claims: creatorClaims, pathParameters: { id: 'x' } }))).status,
    ).toBe(403);
  });

  it('treats a token without a server-set group as no role: 403', async () => {
    const response = await call(
      event('GET /api/brands/{id}', { claims: { sub: 'u3', token_use: 'id' }, pathParameters: { id: 'x' } }),
    );
    expect(response.status).toBe(403);
  });

  it('maps typed errors to the error body', async () => {
    const response = await call(
      event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'missing' } }),
    );
    expect(response).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Brand not found' } } });
  });

  it('hides unexpected errors behind a 500 without details', async () => {
    const response = await call(
      event('PUT /api/brands/{id}', {
        claims: adminClaims,
        pathParameters: { id: 'x' },
        body: JSON.stringify({ name: 'A', email: 'a@b.co', phone: '5551234567', industry: 'food' }),
      }),
    );
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('answers 501 for a route of the domain without an implementation', async () => {
    const response = await call(event('GET /api/brands/search', {}));
    expect(response.status).toBe(501);
    expect(response.body.error.message).toBe('GET /api/brands/search is not available yet');
  });

  it('validates the body with the route schema and reports every field', async () => {
    const response = await call(event('POST /api/brands', { body: JSON.stringify({ email: 'x' }) }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['email', 'industry', 'name', 'phone']);
  });

  it('answers 404 for a route key this function does not serve', async () => {
    expect((await call(event('GET /api/creators', { claims: adminClaims }))).status).toBe(404);
  });
});

describe('createDomainHandler behind CloudFront (ORIGIN_VERIFY_SECRET set)', () => {
  const withSecret = async (run: () => Promise<void>) => {
    process.env.ORIGIN_VERIFY_SECRET = 'origin-secret-value';
    try {
      await run();
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  };
  const withHeaders = (e: HttpEvent, headers: Record<string, string>) => ({ ...e, headers }) as HttpEvent;

  it('answers 403 to a request without the origin header before routing, authorizing or validating', async () => {
    await withSecret(async () => {
      for (const e of [
        event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'co_x' } }),
        event('POST /api/brands', { body: '{not json' }),
        event('GET /api/creators', { claims: adminClaims }),
        withHeaders(event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'co_x' } }), {
          'x-origin-verify': 'wrong',
        }),
      ]) {
        const response = await call(e);
        expect(response, e.routeKey).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
      }
    });
  });

  it('serves a request that carries the exact origin header', async () => {
    await withSecret(async () => {
      const e = event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'co_x' } });
      const response = await call(withHeaders(e, { 'x-origin-verify': 'origin-secret-value' }));
      expect(response).toEqual({ status: 200, body: { id: 'co_x', role: 'admin' } });
    });
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

  it('counts objects and arrays inside one another, not brackets inside strings', () => {
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
    expect(nestedDeeperThan(nested(4), 3)).toBe(true);
    expect(nestedDeeperThan('[[[1]],[[2]],{"x":[3]}]', 3)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ text: '[[[[{{{{', quote: '"[[[[\\' }), 1)).toBe(false);
  });

  it(`refuses a body nested more than ${MAX_JSON_DEPTH} levels with 400 before the schema sees it`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      const body = `{"name":${nested(depth - 1)}}`;
      const response = await call(event('POST /api/brands', { body }));
      expect(response.status, String(depth)).toBe(400);
      expect(response.body.error.message).toBe(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
    const allowed = await call(event('POST /api/brands', { body: `{"name":${nested(MAX_JSON_DEPTH - 1)}}` }));
    expect(allowed.status).toBe(400);
    expect(allowed.body.error.fields).toHaveProperty('name');
  });
});

describe('compressed answers', () => {
  const big = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ id: `pj_${i}`, name: 'Summer launch' })),
  });
  const answer = { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: big };

  it('compresses with brotli when the caller accepts it, as base64 bytes that API Gateway passes on', () => {
    const response = compressed(answer, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.isBase64Encoded).toBe(true);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    const bytes = Buffer.from(response.body!, 'base64');
    expect(bytes.length).toBeLessThan(big.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(big);
  });

  it('falls back to gzip, and leaves the answer as it is for a caller that accepts neither', () => {
    const gzipped = compressed(answer, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(gzipped.body!, 'base64')).toString()).toBe(big);
    const plain = compressed(answer, {});
    expect(plain.body).toBe(big);
    expect(plain.isBase64Encoded).toBeUndefined();
    expect(plain.headers).toMatchObject({ vary: 'accept-encoding' });
    expect(plain.headers).not.toHaveProperty('content-encoding');
  });

  it('sends a small answer as it is', () => {
    const small = { ...answer, body: JSON.stringify({ id: 'co_x' }) };
    expect(compressed(small, { 'accept-encoding': 'br' })).toEqual(small);
  });

  it('compresses what the handler answers when it is large, and not a small error', async () => {
    const e = { ...event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'x'.repeat(200) } }) };
    const accepted = { ...e, headers: { 'accept-encoding': 'br' } } as HttpEvent;
    const response = await handler(accepted, context);
    // 404 bodies are small: as they are; a large one is compressed.
    expect(response.headers).not.toHaveProperty('content-encoding');
    const large = await createDomainHandler('brands', { 'brands.get': async () => stub(JSON.parse(big)) })(
      {
        ...event('GET /api/brands/{id}', { claims: adminClaims, pathParameters: { id: 'co_x' } }),
        headers: { 'accept-encoding': 'br' },
      } as HttpEvent,
      context,
    );
    expect(large.headers).toMatchObject({ 'content-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(Buffer.from(large.body!, 'base64')).toString())).toEqual(JSON.parse(big));
  });
});
