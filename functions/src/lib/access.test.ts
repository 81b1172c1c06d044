import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ACCESS_CACHE_MS, clearAccessCache, isRevoked, revocationTime } from './access';
import { createDomainHandler, ok, type HttpEvent } from './http';

/**
 * The access check of every request (docs/brand-teams.md), on a fake clock: this instance did not make the change,
 * so it learns of it when its cached access record expires, within a minute.
 */

const dynamo = mockClient(DynamoDBDocumentClient);
const context = { functionName: 'test', awsRequestId: 'r', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const T0 = Date.parse('2026-11-24T12:00:00.000Z');
const issuedAt = T0 / 1000 - 30;

const memberClaims = {
  sub: 'user-1',
  email: 'bea@brand.test',
  'custom:group': 'brand',
  'custom:company_id': 'co_brand',
  token_use: 'id',
  iat: String(issuedAt),
};

// The stub answers with what the tests check, not the route's real view.
const handler = createDomainHandler('brands', {
  'brands.get': async ({ principal }) => ok({ role: principal.role } as never),
});

const get = async (claims: Record<string, string> = memberClaims) =>
  (
    await handler(
      {
        routeKey: 'GET /api/brands/{id}',
        rawPath: '/',
        pathParameters: { id: 'co_brand' },
        requestContext: { authorizer: { jwt: { claims, scopes: null } } },
      } as unknown as HttpEvent,
      context,
    )
  ).statusCode;

function accessRecord(item: Record<string, unknown> | undefined) {
  dynamo.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'ACCESS' } }).resolves({ Item: item });
}

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  clearAccessCache();
  dynamo.reset();
});
afterEach(() => vi.useRealTimers());
afterAll(() => dynamo.restore());

describe('a brand token counts only for a current member', () => {
  it('refuses a removal made elsewhere within a minute, reading the record once a minute, not per request', async () => {
    accessRecord({ userId: 'user-1', brandId: 'co_brand', status: 'member' });
    expect(await get()).toBe(200);
    accessRecord({ userId: 'user-1', brandId: 'co_brand', status: 'removed' });
    vi.setSystemTime(T0 + ACCESS_CACHE_MS - 1000);
    expect(await get()).toBe(200); // still the cached record
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    vi.setSystemTime(T0 + ACCESS_CACHE_MS);
    expect(await get()).toBe(403);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('refuses a brand token whose user has no access record, or one of another brand', async () => {
    accessRecord(undefined);
    expect(await get()).toBe(403);
    clearAccessCache();
    accessRecord({ userId: 'user-1', brandId: 'co_other', status: 'member' });
    expect(await get()).toBe(403);
  });

  it('refuses with 401 a token issued before the sign-out, within a minute', async () => {
    accessRecord({ userId: 'user-1', brandId: 'co_brand', status: 'member' });
    expect(await get()).toBe(200);
    accessRecord({
      userId: 'user-1',
      brandId: 'co_brand',
      status: 'member',
      revokedBefore: revocationTime(T0 + 5000),
    });
    vi.setSystemTime(T0 + 5000 + ACCESS_CACHE_MS);
    expect(await get()).toBe(401);
    const { iat: _iat, ...withoutIssueTime } = memberClaims;
    expect(await get(withoutIssueTime)).toBe(401);
  });
});

describe('isRevoked', () => {
  it('refuses a token without an issue time once anything was revoked, and keeps tokens issued after', () => {
    const access = { userId: 'u', revokedBefore: 100 };
    expect(isRevoked(access, undefined)).toBe(true);
    expect(isRevoked(access, 99)).toBe(true);
    expect(isRevoked(access, 100)).toBe(false);
    expect(isRevoked({ userId: 'u' }, undefined)).toBe(false);
  });
});

describe('revocationTime', () => {
  it('is the next whole second, so a token issued earlier in this second is refused', () => {
    expect(revocationTime(Date.parse('2026-11-24T12:00:00.000Z'))).toBe(T0 / 1000 + 1);
    expect(revocationTime(Date.parse('2026-11-24T12:00:00.999Z'))).toBe(T0 / 1000 + 1);
  });
});
