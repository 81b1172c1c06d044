import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// The level is the logger's from its module's load (Powertools sets it back to that on every invocation); the unit
// tests run with LOG_LEVEL=SILENT, this file reads what is written.
const levelBefore = vi.hoisted(() => {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'INFO';
  return level;
});
import type { Context } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { captureLogLines } from '../testing/log-lines';
import { createDomainHandler, ok, type HttpEvent } from './http';
import { METRIC } from './metric-names';
import { metrics } from './metrics';

// The access records (lib/access.ts) of these callers: none, so nobody is revoked.
const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});
afterAll(() => {
  dynamo.restore();
  process.env.LOG_LEVEL = levelBefore;
});

/** The JSON lines the logger writes during a test. */
const lines: Record<string, unknown>[] = [];
beforeAll(() => captureLogLines(lines));
beforeEach(() => {
  lines.length = 0;
});
afterAll(() => vi.restoreAllMocks());

const context = {
  functionName: 'reelbridge-brands',
  awsRequestId: 'lambda-request-1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

const TAX_ID = '123-45-6789';
const ACCOUNT_NUMBER = '000123456789';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.secret-token-part.signature';

const handler = createDomainHandler('brands', {
  'brands.get': async ({ params }) => {
    if (params.id === 'co_boom') {
      throw new Error('database exploded: ConditionExpression attribute_exists(pk) on table prod-table');
    }
    return ok({ id: params.id } as never);
  },
});

function event(
  routeKey: string,
  requestId: string,
  options: { body?: string; claims?: Record<string, string>; id?: string } = {},
) {
  return {
    routeKey,
    rawPath: '/',
    body: options.body,
    isBase64Encoded: false,
    headers: { authorization: `Bearer ${TOKEN}` },
    pathParameters: { id: options.id ?? 'co_x' },
    requestContext: {
      requestId,
      authorizer: options.claims ? { jwt: { claims: options.claims, scopes: null } } : undefined,
    },
  } as unknown as HttpEvent;
}

const adminClaims = { sub: 'u1', email: 'a@x.test', 'custom:group': 'admin', token_use: 'id' };

describe('the request log', () => {
  it('writes one JSON line per request with route, status, duration, role and the API request id', async () => {
    const response = await handler(event('GET /api/brands/{id}', 'api-req-1', { claims: adminClaims }), context);
    expect(response.statusCode).toBe(200);
    const requests = lines.filter((line) => line.message === 'Request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 'INFO',
      route: 'GET /api/brands/{id}',
      status: 200,
      role: 'admin',
      correlation_id: 'api-req-1',
      function_request_id: 'lambda-request-1',
    });
    expect(requests[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('names the service from POWERTOOLS_SERVICE_NAME, not a fixed name', async () => {
    await handler(event('GET /api/brands/{id}', 'api-req-2', { claims: adminClaims }), context);
    // The tests run without the variable: Powertools' fallback for this process (never a per-domain name in code).
    expect(lines[0]!.service).toBe(process.env.POWERTOOLS_SERVICE_NAME ?? 'reelbridge');
  });

  it('logs an anonymous caller and a refused one with their status', async () => {
    await handler(event('GET /api/brands/{id}', 'api-req-3'), context);
    expect(lines.filter((line) => line.message === 'Request')).toEqual([
      expect.objectContaining({ status: 401, role: 'anonymous', correlation_id: 'api-req-3' }),
    ]);
  });

  it('a thrown error: one error line with the correlation id, one UnhandledError metric, a 500 without internals', async () => {
    const addMetric = vi.spyOn(metrics, 'addMetric');
    onTestFinished(() => addMetric.mockRestore());
    const response = await handler(
      event('GET /api/brands/{id}', 'api-req-4', { claims: adminClaims, id: 'co_boom' }),
      context,
    );

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body!)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toMatch(/exploded|ConditionExpression|prod-table|stack/i);

    const errors = lines.filter((line) => line.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'Unhandled error', correlation_id: 'api-req-4' });
    expect(lines.filter((line) => line.message === 'Request')).toEqual([
      expect.objectContaining({ status: 500, role: 'admin', correlation_id: 'api-req-4' }),
    ]);
    expect(addMetric.mock.calls.filter(([name]) => name === METRIC.unhandledError)).toEqual([
      [METRIC.unhandledError, 'Count', 1],
    ]);
  });

  it('never writes the body, payment numbers or the token', async () => {
    const body = JSON.stringify({ name: 'Acme', taxId: TAX_ID, accountNumber: ACCOUNT_NUMBER });
    await handler(event('PUT /api/brands/{id}', 'api-req-5', { claims: adminClaims, body }), context);
    await handler(event('GET /api/brands/{id}', 'api-req-6', { claims: adminClaims, body, id: 'co_boom' }), context);
    const written = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [TAX_ID, ACCOUNT_NUMBER, TOKEN, 'secret-token-part']) expect(written).not.toContain(secret);
  });

  it("does not carry one request's correlation id into the next", async () => {
    await handler(event('GET /api/brands/{id}', 'api-req-7', { claims: adminClaims }), context);
    await handler(
      { ...event('GET /api/brands/{id}', 'unused', { claims: adminClaims }), requestContext: {} } as never,
      context,
    );
    const requests = lines.filter((line) => line.message === 'Request');
    expect(requests.map((line) => line.correlation_id)).toEqual(['api-req-7', undefined]);
  });
});
