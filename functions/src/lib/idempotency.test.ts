import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdempotencyId, IdempotencyRecord } from '../data/idempotency';
import type { AppError } from './errors';
import {
  IDEMPOTENCY_LOCK_SECONDS,
  IDEMPOTENCY_TTL_SECONDS,
  idempotent,
  openAnswer,
  requestFingerprint,
} from './idempotency';

/** The table, in memory, with the data module's conditions. */
const table = new Map<string, IdempotencyRecord>();
const keyOf = (id: IdempotencyId) => `${id.scope}|${id.routeId}|${id.key}`;

vi.mock('../data/idempotency', () => ({
  claimIdempotencyKey: (
    id: IdempotencyId,
    record: { fingerprint: string; lockId: string; lockedUntil: number; expiresAt: number },
    now: number,
  ) => {
    const found = table.get(keyOf(id));
    const live = found && found.expiresAt > now && !(found.status === 'in_progress' && found.lockedUntil! <= now);
    if (live) return Promise.resolve(false);
    table.set(keyOf(id), { status: 'in_progress', ...record });
    return Promise.resolve(true);
  },
  getIdempotencyRecord: (id: IdempotencyId) => Promise.resolve(table.get(keyOf(id))),
  completeIdempotencyKey: (id: IdempotencyId, lockId: string, response: { status: number; body?: string }) => {
    const found = table.get(keyOf(id));
    if (found?.lockId === lockId) {
      table.set(keyOf(id), {
        fingerprint: found.fingerprint,
        expiresAt: found.expiresAt,
        status: 'done',
        responseStatus: response.status,
        responseBody: response.body,
      });
    }
    return Promise.resolve();
  },
  releaseIdempotencyKey: (id: IdempotencyId, lockId: string) => {
    if (table.get(keyOf(id))?.lockId === lockId) table.delete(keyOf(id));
    return Promise.resolve();
  },
}));

const request = (overrides: Partial<Parameters<typeof idempotent>[0]> = {}) => ({
  routeId: 'campaigns.create' as const,
  userId: 'user-1',
  headers: { 'idempotency-key': 'key-1' },
  params: {},
  body: { name: 'Summer', budget: 10 },
  ...overrides,
});

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as AppError).status;
  }
};

beforeEach(() => table.clear());

describe('idempotent', () => {
  it('runs the work once for a repeated key and answers with the first answer', async () => {
    const work = vi.fn().mockResolvedValueOnce({ status: 201, body: { id: 'c1' } });
    expect(await idempotent(request(), work)).toEqual({ status: 201, body: { id: 'c1' } });
    expect(await idempotent(request(), work)).toEqual({ status: 201, body: { id: 'c1' } });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work every time without a key, or on a route that is not listed', async () => {
    const work = vi.fn().mockResolvedValue({ status: 200, body: {} });
    await idempotent(request({ headers: {} }), work);
    await idempotent(request({ headers: {} }), work);
    await idempotent(request({ routeId: 'campaigns.update' }), work);
    await idempotent(request({ routeId: 'campaigns.update' }), work);
    expect(work).toHaveBeenCalledTimes(4);
  });

  it('answers 422 for the same key with another body or other path parameters', async () => {
    await idempotent(request(), () => Promise.resolve({ status: 201, body: {} }));
    const work = vi.fn();
    expect(await statusOf(idempotent(request({ body: { name: 'Winter', budget: 10 } }), work))).toBe(422);
    expect(await statusOf(idempotent(request({ params: { id: 'other' } }), work))).toBe(422);
    expect(work).not.toHaveBeenCalled();
  });

  it('answers 409 while the first request runs, and lets a retry run once its lock ran out', async () => {
    let finish: (answer: { status: number }) => void = () => undefined;
    const first = idempotent(request(), () => new Promise((resolve) => (finish = resolve)));
    await vi.waitFor(() => expect(table.size).toBe(1));
    const again = await statusOf(idempotent(request(), vi.fn()));
    expect(again).toBe(409);
    const later = () => Date.now() + (IDEMPOTENCY_LOCK_SECONDS + 1) * 1000;
    const retried = await idempotent(request(), () => Promise.resolve({ status: 201, body: { id: 'c2' } }), later);
    expect(retried.body).toEqual({ id: 'c2' });
    // The first request, finishing late, no longer holds the key: the retry's answer stays.
    finish({ status: 201 });
    await first;
    const replay = await idempotent(request(), vi.fn(), later);
    expect(replay.body).toEqual({ id: 'c2' });
  });

  it('keeps no failed answer (4xx, 5xx or thrown), so a retry runs', async () => {
    await idempotent(request(), () => Promise.resolve({ status: 400, body: {} }));
    await expect(idempotent(request(), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const work = vi.fn().mockResolvedValue({ status: 201, body: { id: 'c3' } });
    await idempotent(request(), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('keeps users apart, and forgets a key after 24 hours', async () => {
    const work = vi.fn().mockResolvedValue({ status: 201, body: {} });
    await idempotent(request(), work);
    await idempotent(request({ userId: 'user-2' }), work);
    const tomorrow = () => Date.now() + (IDEMPOTENCY_TTL_SECONDS + 1) * 1000;
    await idempotent(request(), work, tomorrow);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('refuses a malformed key with 400 and the field', async () => {
    for (const key of ['', 'a b', 'x'.repeat(101), 'é']) {
      const error = await idempotent(request({ headers: { 'idempotency-key': key } }), vi.fn()).catch(
        (caught: unknown) => caught as AppError,
      );
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toHaveProperty('Idempotency-Key');
    }
  });

  it('fingerprints a body the same whatever the order of its fields', () => {
    expect(requestFingerprint({ params: {}, body: { a: 1, b: [{ c: 2, d: 3 }] } })).toBe(
      requestFingerprint({ params: {}, body: { b: [{ d: 3, c: 2 }], a: 1 } }),
    );
  });

  it('keeps neither the key nor the answer in the clear', async () => {
    await idempotent(request(), () => Promise.resolve({ status: 201, body: { link: 'https://x/?invitation=SECRET' } }));
    const [stored] = [...table.entries()];
    expect(stored![0]).not.toContain('key-1');
    expect(stored![1].responseBody).not.toContain('SECRET');
    // Another key of the same caller (whose hash could not be found anyway) does not open it.
    const id = { scope: 'user-1', routeId: 'campaigns.create', key: 'x' };
    expect(JSON.parse(openAnswer(stored![1].responseBody!, 'key-1', id))).toEqual({
      link: 'https://x/?invitation=SECRET',
    });
    expect(() => openAnswer(stored![1].responseBody!, 'key-2', id)).toThrow();
  });
});
