/**
 * The API under what real DynamoDB does and the local stand-in does only when asked (infra/local/dynamo.ts faults):
 * throttled reads and writes, transactions cancelled by conflicts, BatchGets that leave keys unprocessed. A passing
 * fault is retried and the request succeeds, or, when it outlasts the retries, 503 with Retry-After; never a 409
 * that blames another writer, never a 404 or "not found" for a record that exists, never a 500.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@reelbridge/shared';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from '../../infra/local/faults';
import type { DynamoFaults } from '../../infra/local/dynamo';
import { api, stack, tokenOf } from './testing/int';
import { createWorld, type World } from './testing/world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

afterEach(async () => {
  await clearDynamoFaults(stack().dynamoEndpoint);
});

const faults = (next: DynamoFaults) => setDynamoFaults(stack().dynamoEndpoint, next);
const report = () => dynamoFaultReport(stack().dynamoEndpoint);

/** What the tests read of the answers (a record, a view with its creators and products, or an error). */
interface Answer {
  id: string;
  version: number;
  firstName: string;
  creators: { creatorId: string; creator: { name: string } }[];
  products: { id: string }[];
}

/** An admin call with its headers. */
async function call(method: string, path: string, body?: unknown) {
  const token = await tokenOf('admin');
  const response = await fetch(`${stack().apiUrl}${API_PREFIX}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Answer };
}

/** The ids of a view's creators that carry their names. */
const namedCreators = (view: Answer) =>
  view.creators
    .filter((entry) => entry.creator.name)
    .map((entry) => entry.creatorId)
    .sort();

function expectUnavailable(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.body).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
}

const creatorBody = (firstName: string, version: number) => ({
  firstName,
  lastName: 'Faults',
  email: world.creatorA.email,
  phoneNumber: '(415) 555-0100',
  version,
});

describe('throttled reads', () => {
  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException'] as const)(
    'a GetItem throttled twice (%s) is retried by the SDK: 200',
    async (error) => {
      await tokenOf('admin');
      await faults({ throttle: [{ operation: 'GetItem', count: 2, error }] });
      const response = await call('GET', `/brands/${world.brandX}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: world.brandX });
      expect((await report()).injected).toEqual({ 'throttle:GetItem': 2 });
    },
  );

  it('a Query throttled past the retries: 503 with Retry-After, then 200 once the throttling ends', async () => {
    await faults({ throttle: [{ operation: 'Query', count: 1000 }] });
    expectUnavailable(await call('GET', `/ugc-projects/${world.projectX}`));
    await clearDynamoFaults(stack().dynamoEndpoint);
    expect((await call('GET', `/ugc-projects/${world.projectX}`)).status).toBe(200);
  });

  it('a GetItem throttled past the retries: 503, not 404', async () => {
    await faults({ throttle: [{ operation: 'GetItem', count: 1000 }] });
    expectUnavailable(await call('GET', `/creators/${world.creatorA.id}`));
  });
});

describe('BatchGet with UnprocessedKeys', () => {
  it('a UGC project is created with every creator although the BatchGet left some unprocessed', async () => {
    await faults({ unprocessedKeys: 3 });
    const created = await call('POST', '/ugc-projects', {
      name: 'Unprocessed keys',
      brandId: world.brandX,
      creators: [world.creatorA, world.creatorB].map((creator) => ({
        creatorId: creator.id,
        videoCount: 1,
        costPerVideo: 10,
      })),
    });
    expect(created.status).toBe(201);
    expect((await report()).injected.unprocessedKeys).toBeGreaterThan(0);
    const view = await call('GET', `/ugc-projects/${created.body.id}`);
    expect(view.status).toBe(200);
    expect(namedCreators(view.body)).toEqual([world.creatorA.id, world.creatorB.id].sort());
  });

  it('a campaign is created with every product and creator although BatchGets left keys unprocessed', async () => {
    await faults({ unprocessedKeys: 4 });
    const created = await call('POST', '/campaigns', {
      name: 'Unprocessed keys',
      budget: 100,
      type: 'awareness',
      brandId: world.brandX,
      productIds: [world.productX],
      creators: [world.creatorA, world.creatorB].map((creator) => ({ creatorId: creator.id, type: 'UGC' })),
    });
    expect(created.status).toBe(201);
    expect((await report()).injected.unprocessedKeys).toBeGreaterThan(0);
    const view = await call('GET', `/campaigns/${created.body.id}`);
    expect(view.body.products).toEqual([expect.objectContaining({ id: world.productX })]);
    expect(namedCreators(view.body)).toEqual([world.creatorA.id, world.creatorB.id].sort());
  });

  it('keys left unprocessed past the retries: 503 with Retry-After, not a creator reported missing', async () => {
    await faults({ unprocessedKeys: 1000 });
    const created = await call('POST', '/ugc-projects', {
      name: 'Never processed',
      brandId: world.brandX,
      creators: [{ creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 10 }],
    });
    expectUnavailable(created);
    expectUnavailable(await call('GET', `/ugc-projects/${world.projectX}`));
  });
});

describe('cancelled transactions', () => {
  const current = async () => (await call('GET', `/creators/${world.creatorA.id}`)).body;

  it.each([
    ['TransactionConflict', { transactionConflicts: 2 }],
    ['ThrottlingError', { throttle: [{ operation: 'TransactWriteItems', count: 2 }] }],
  ] as [string, DynamoFaults][])('cancelled twice with %s: retried, 200, written once', async (_, injected) => {
    const before = await current();
    await faults(injected);
    const response = await call('PUT', `/creators/${world.creatorA.id}`, creatorBody('Retried', before.version));
    expect(response.status).toBe(200);
    expect(Object.values((await report()).injected)).toEqual([2]);
    expect(await current()).toMatchObject({ firstName: 'Retried', version: before.version + 1 });
  });

  it.each([
    ['TransactionConflict', { transactionConflicts: 1000 }],
    ['ThrottlingError', { throttle: [{ operation: 'TransactWriteItems', count: 1000 }] }],
  ] as [string, DynamoFaults][])('cancelled with %s past the retries: 503 with Retry-After, not 409', async (_, f) => {
    const before = await current();
    await faults(f);
    expectUnavailable(await call('PUT', `/creators/${world.creatorA.id}`, creatorBody('Never', before.version)));
    await clearDynamoFaults(stack().dynamoEndpoint);
    expect(await current()).toMatchObject({ version: before.version });
  });

  it('a failed condition is still 409 under conflicts: a stale version is not retried into a 503', async () => {
    const before = await current();
    await faults({ conflictWhileInFlight: true });
    const stale = await call('PUT', `/creators/${world.creatorA.id}`, creatorBody('Stale', before.version - 1));
    expect(stale.status).toBe(409);
  });

  it('writers racing on one item while in-flight transactions conflict: one winner, the rest 409 or 503', async () => {
    const before = await current();
    await faults({ conflictWhileInFlight: true });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call('PUT', `/creators/${world.creatorA.id}`, creatorBody(`Racer${index}`, before.version)),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 409, 503].includes(status))).toBe(true);
    expect(await current()).toMatchObject({ version: before.version + 1 });
  });
});

describe('the fault control', () => {
  it('refuses what it does not understand, and switching off leaves nothing pending', async () => {
    const refused = await fetch(`${stack().dynamoEndpoint}/_faults`, {
      method: 'POST',
      body: JSON.stringify({ throttle: [{ operation: 'GetItem', count: -1 }] }),
    });
    expect(refused.status).toBe(400);
    await faults({ unprocessedKeys: 5 });
    await clearDynamoFaults(stack().dynamoEndpoint);
    expect(await report()).toEqual({ pending: {}, injected: {} });
    expect((await api('admin', 'GET', `/brands/${world.brandX}`)).status).toBe(200);
  });
});
