import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES, type RouteId } from '@reelbridge/shared';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  getIdempotencyRecord,
  releaseIdempotencyKey,
  type IdempotencyId,
} from '../data/idempotency';
import { AppError, badRequest, conflict } from './errors';
import { logger } from './logger';

/**
 * Idempotency-Key for the POSTs that create something or act outside the table (an e-mail, a payment, an
 * invitation): a client that did not see the answer sends the request again with the same key and gets the first
 * answer instead of a second campaign, e-mail or payment. One mechanism in the dispatch (lib/http.ts), on for the
 * routes listed here, so that no service knows about it.
 *
 * Why our own ~100 lines rather than @aws-lambda-powertools/idempotency with its DynamoDB persistence layer: that
 * package wraps a whole handler or function and keys on a JMESPath of its event; to get the rules here we would
 * still write the header check, the per-caller scope, the "4xx/5xx is not stored" rule (our dispatch turns errors into
 * responses, so it would have to throw them again) and the mapping of its errors to our error body; it brings a
 * dependency and its own DynamoDB client next to data/client.ts's (which the tests count and fault), and its records
 * would sit under a static partition key per function on our single table. Here it is four DynamoDB calls in
 * data/idempotency.ts, keys in data/keys.ts, TTL on the table's `expiresAt` (infra/lib/data-stack.ts).
 */
export const IDEMPOTENT_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'campaigns.create',
  'campaigns.sendBrief',
  'projects.create',
  'products.create',
  'creators.create',
  'brands.create',
  'projectCreators.pay',
  'exports.start',
  'submissions.submit',
  'submissions.comment',
  'submissions.extraRound',
  'team.invite',
]);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** How long a key's first answer is kept (and the key cannot be used for another request). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** How long a first request may hold its key; past it (a Lambda that timed out, 10 s) a retry may run. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;

export const IN_PROGRESS = 'This request is still being processed. Try again in a moment.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Use a new key.';

/** The header's value (undefined when absent); 400 with the field when it is not 1–100 of [A-Za-z0-9_-]. */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (!KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 100 letters, digits, "-" or "_"';
    throw badRequest(message, { [IDEMPOTENCY_HEADER]: message });
  }
  return value;
}

/** JSON with object keys sorted, so that the same request hashes the same whatever the order of its fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A stored answer may carry a secret (team.invite answers with the invitation's link, whose token the table keeps
 * only hashed), so the table holds neither the key nor the answer in the clear: the record is found by the key's
 * hash, and the answer is encrypted (AES-256-GCM) with a key derived from the Idempotency-Key, which only the client
 * holds.
 */
const keyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

function answerKey(key: string, id: IdempotencyId): Buffer {
  return Buffer.from(hkdfSync('sha256', key, `${id.scope}#${id.routeId}`, 'idempotency-answer', 32));
}

export function sealAnswer(text: string, key: string, id: IdempotencyId): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(key, id), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openAnswer(sealed: string, key: string, id: IdempotencyId): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', answerKey(key, id), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** What makes two requests the same: the route's path parameters and the body. */
export function requestFingerprint(request: { params: Record<string, string>; body: unknown }): string {
  return createHash('sha256')
    .update(canonical({ params: request.params, body: request.body }))
    .digest('base64url');
}

export interface Answer {
  status: number;
  body?: unknown;
}

/**
 * Runs `work` once per caller, route and key: a repeated key gets the first answer (status and body) without running
 * it again; the same key for another request (other parameters or body) a 422; a key whose first request is still
 * running a 409. An answer of 400 or more, or a thrown error, is not kept, so a retry runs the work again.
 * Without a key (or on a route not listed), `work` simply runs.
 */
export async function idempotent(
  request: {
    routeId: RouteId;
    /** The caller's user id; undefined for an anonymous caller (public routes: brands.create). */
    userId: string | undefined;
    headers: Record<string, string | undefined>;
    params: Record<string, string>;
    body: unknown;
  },
  work: () => Promise<Answer>,
  now: () => number = Date.now,
): Promise<Answer> {
  if (!IDEMPOTENT_ROUTES.has(request.routeId)) return work();
  const key = idempotencyKeyOf(request.headers);
  if (key === undefined) return work();
  // Scoped to the caller: another user's request with the same key is another request. Anonymous callers share one
  // scope, so an anonymous replay needs the same key and the same body (the fingerprint) to see an answer.
  const id: IdempotencyId = { scope: request.userId ?? 'anonymous', routeId: request.routeId, key: keyHash(key) };
  const fingerprint = requestFingerprint(request);
  const lockId = randomUUID();
  const seconds = Math.floor(now() / 1000);
  const claim = () =>
    claimIdempotencyKey(
      id,
      {
        fingerprint,
        lockId,
        lockedUntil: seconds + IDEMPOTENCY_LOCK_SECONDS,
        expiresAt: seconds + IDEMPOTENCY_TTL_SECONDS,
      },
      seconds,
    );
  let claimed = await claim();
  let record = claimed ? undefined : await getIdempotencyRecord(id);
  // Gone between the two calls (the first request failed and let go of its key): this one may run.
  if (!claimed && !record) claimed = await claim();
  if (!claimed) {
    record ??= await getIdempotencyRecord(id);
    if (!record) throw conflict(IN_PROGRESS);
    if (record.fingerprint !== fingerprint) {
      throw new AppError(422, ERROR_CODES.validation, KEY_REUSED, { [IDEMPOTENCY_HEADER]: KEY_REUSED });
    }
    if (record.status !== 'done') throw conflict(IN_PROGRESS);
    logger.info('Idempotent replay', { routeId: request.routeId });
    return {
      status: Number(record.responseStatus),
      ...(record.responseBody === undefined
        ? {}
        : { body: JSON.parse(openAnswer(record.responseBody, key, id)) as unknown }),
    };
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    await releaseQuietly(id, lockId);
    throw error;
  }
  if (answer.status >= 400) {
    await releaseQuietly(id, lockId);
    return answer;
  }
  try {
    await completeIdempotencyKey(id, lockId, {
      status: answer.status,
      body: answer.body === undefined ? undefined : sealAnswer(JSON.stringify(answer.body), key, id),
    });
  } catch (error) {
    // The work is done and its answer goes out. The record stays in progress: a retry within the lock's minute gets
    // a 409, a later one runs the work again (as a request without a key would). Rare: DynamoDB failing just now.
    logger.error('Could not store the idempotent answer', { routeId: request.routeId, error: error as Error });
  }
  return answer;
}

async function releaseQuietly(id: IdempotencyId, lockId: string): Promise<void> {
  try {
    await releaseIdempotencyKey(id, lockId);
  } catch (error) {
    // The lock runs out by itself (IDEMPOTENCY_LOCK_SECONDS); the caller's own error matters more.
    logger.error('Could not release an idempotency key', { routeId: id.routeId, error: error as Error });
  }
}
