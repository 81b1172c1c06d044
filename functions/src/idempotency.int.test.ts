/**
 * Idempotency-Key (lib/idempotency.ts) and the brief's outbox (data/outbox.ts) against the local stack: a repeated
 * key gets the first answer without doing the work again, and a brief is e-mailed once, only after it was recorded.
 */
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type ApiErrorBody } from '@reelbridge/shared';
import { clearDynamoFaults, setDynamoFaults } from '../../infra/local/faults';
import { Mailbox } from '../../infra/local/mailbox';
import { settleEvents, stack, tokenOf, uniqueEmail } from './testing/int';
import { approvedPayment, createWorld, submittedProject, throwawaySession, type World } from './testing/world';

let world: World;
let admin: string;

beforeAll(async () => {
  world = await createWorld();
  admin = (await tokenOf('admin'))!;
}, 60_000);

afterEach(async () => {
  await clearDynamoFaults(stack().dynamoEndpoint);
});

interface Answer {
  status: number;
  body: Record<string, unknown> & Partial<ApiErrorBody>;
}

async function call(
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack().apiUrl}${API_PREFIX}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
}

const newKey = () => `it-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 10)}`;
const campaignBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  budget: 100,
  type: 'awareness',
  brandId: world.brandX,
  creators: [{ creatorId: world.creatorA.id, type: 'UGC' }],
  ...overrides,
});

/** Longer than the index lag of LOCAL_DYNAMO_MODE=aws-like (200 ms), so a search sees every campaign written. */
const INDEX_SETTLED_MS = 500;

/** The campaigns with this (unique) name: the admin's search, once the index has caught up. */
async function campaignsNamed(name: string): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, INDEX_SETTLED_MS));
  const found = await call(admin, 'GET', `/campaigns?query=${encodeURIComponent(name)}`);
  expect(found.status).toBe(200);
  return (found.body.items as { id: string; name: string }[])
    .filter((item) => item.name === name)
    .map((item) => item.id);
}

const mailsTo = (email: string) =>
  new Mailbox(path.join(stack().dataDir, 'mail')).list().filter((mail) => mail.to === email.toLowerCase());

describe('Idempotency-Key', () => {
  it('creates one campaign for a key sent twice, and answers the second time with the first answer', async () => {
    const key = newKey();
    const name = uniqueName('Idem');
    const first = await call(admin, 'POST', '/campaigns', { body: campaignBody(name), key });
    const second = await call(admin, 'POST', '/campaigns', { body: campaignBody(name), key });
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await campaignsNamed(name)).toEqual([first.body.id]);
    // Without the key, the same body is another request.
    const third = await call(admin, 'POST', '/campaigns', { body: campaignBody(name) });
    expect(third.status).toBe(201);
    expect(third.body.id).not.toBe(first.body.id);
  });

  it('refuses the same key for a different request (422 with the field)', async () => {
    const key = newKey();
    const first = await call(admin, 'POST', '/campaigns', { body: campaignBody(uniqueName('Idem')), key });
    expect(first.status).toBe(201);
    const other = await call(admin, 'POST', '/campaigns', { body: campaignBody(uniqueName('Other')), key });
    expect(other.status).toBe(422);
    expect(other.body.error?.fields).toHaveProperty('Idempotency-Key');
    expect(other.body.error?.message).toMatch(/different request/);
  });

  it('keeps no failed answer: after a 400 the same key runs the corrected request', async () => {
    const key = newKey();
    const name = uniqueName('Retry');
    const failed = await call(admin, 'POST', '/campaigns', { body: campaignBody(name, { brandId: 'nope' }), key });
    expect(failed.status).toBe(400);
    const retried = await call(admin, 'POST', '/campaigns', { body: campaignBody(name), key });
    expect(retried.status).toBe(201);
    expect(await campaignsNamed(name)).toEqual([retried.body.id]);
  });

  it('keeps the keys of different users apart', async () => {
    const other = (await throwawaySession(world, 'admin'))!;
    const key = newKey();
    const name = uniqueName('Shared key');
    const mine = await call(admin, 'POST', '/campaigns', { body: campaignBody(name), key });
    const theirs = await call(other, 'POST', '/campaigns', { body: campaignBody(name), key });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await campaignsNamed(name)).sort()).toEqual([mine.body.id, theirs.body.id].sort());
  });

  it('creates one campaign when the same key arrives twice at once (the other waits: 409, or the same answer)', async () => {
    const key = newKey();
    const name = uniqueName('Racing');
    const answers = await Promise.all(
      [0, 1].map(() => call(admin, 'POST', '/campaigns', { body: campaignBody(name), key })),
    );
    const createdIds = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    expect(createdIds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(createdIds).size).toBe(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.message).toMatch(/still being processed/);
    }
    expect(await campaignsNamed(name)).toEqual([createdIds[0]]);
  });

  it('answers 400 with the field for a malformed key', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), 'ünïcode']) {
      const response = await call(admin, 'POST', '/campaigns', { body: campaignBody(uniqueName('Bad key')), key });
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(response.body.error?.fields).toHaveProperty('Idempotency-Key');
    }
  });

  it('applies to other creating routes too: a product posted twice with one key is one product', async () => {
    const key = newKey();
    const body = { name: uniqueName('Idem product'), pricing: 10 };
    const first = await call(admin, 'POST', `/brands/${world.brandX}/products`, { body, key });
    const second = await call(admin, 'POST', `/brands/${world.brandX}/products`, { body, key });
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
  });
});

describe('Idempotency-Key on the other routes that create or send', () => {
  it('invites once for a key sent twice (one invitation e-mail)', async () => {
    const key = newKey();
    const email = uniqueEmail('idem-invite');
    const path_ = `/brands/${world.brandX}/team/invitations`;
    const first = await call(admin, 'POST', path_, { body: { email }, key });
    const second = await call(admin, 'POST', path_, { body: { email }, key });
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('pays a creator once for a key sent twice, answering the retry with the payment (not "already paid")', async () => {
    await approvedPayment(world);
    const { submissionId, entryId } = await submittedProject(world);
    expect((await call(admin, 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`)).status).toBe(200);
    const key = newKey();
    const first = await call(admin, 'POST', `/ugc-projects/project-creator/${entryId}/pay`, { key });
    const second = await call(admin, 'POST', `/ugc-projects/project-creator/${entryId}/pay`, { key });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    // Without the key, paying again is refused: the creator was paid once.
    expect((await call(admin, 'POST', `/ugc-projects/project-creator/${entryId}/pay`)).status).toBe(409);
  });

  it('registers one brand for an anonymous key sent twice', async () => {
    const key = newKey();
    const body = {
      name: uniqueName('Idem brand'),
      email: uniqueEmail('idem-brand'),
      phone: '(555) 123-4567',
      industry: 'beauty',
    };
    const first = await call('', 'POST', '/brands', { body, key });
    const second = await call('', 'POST', '/brands', { body, key });
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
  });
});

describe('the brief, through its event and the outbox', () => {
  const briefPath = () => `/campaigns/${world.campaignX}/creators/${world.creatorA.id}/brief`;
  /**
   * The briefs creator A was sent, once every event so far is delivered: the notifications consumer e-mails a brief a
   * moment after the change that records it.
   */
  const briefsTo = async (email: string) => {
    await settleEvents();
    return mailsTo(email).filter((mail) => mail.subject.startsWith('Your brief: '));
  };

  it('e-mails one brief for a key sent twice', async () => {
    const before = (await briefsTo(world.creatorA.email)).length;
    const key = newKey();
    const first = await call(admin, 'POST', briefPath(), { key });
    const second = await call(admin, 'POST', briefPath(), { key });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect((await briefsTo(world.creatorA.email)).length).toBe(before + 1);
  });

  it('e-mails nothing when the write of the brief fails, and once when it is retried', async () => {
    const before = (await briefsTo(world.creatorA.email)).length;
    const key = newKey();
    // Every transaction is cancelled by a conflict: the brief cannot be recorded.
    await setDynamoFaults(stack().dynamoEndpoint, { transactionConflicts: 1000 });
    const failed = await call(admin, 'POST', briefPath(), { key });
    expect(failed.status).toBe(503);
    await clearDynamoFaults(stack().dynamoEndpoint);
    expect((await briefsTo(world.creatorA.email)).length).toBe(before);
    const retried = await call(admin, 'POST', briefPath(), { key });
    expect(retried.status).toBe(200);
    expect((await briefsTo(world.creatorA.email)).length).toBe(before + 1);
  });

  it('e-mails exactly the briefs that were recorded when sends race (a 409 e-mails nothing)', async () => {
    const before = (await briefsTo(world.creatorA.email)).length;
    const answers = await Promise.all([0, 1, 2].map(() => call(admin, 'POST', briefPath())));
    const recorded = answers.filter((answer) => answer.status === 200).length;
    expect(recorded).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect((await briefsTo(world.creatorA.email)).length).toBe(before + recorded);
  });
});
