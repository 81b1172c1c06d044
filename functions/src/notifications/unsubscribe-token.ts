import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@reelbridge/shared';

/**
 * One-click unsubscribe links (docs/events.md): `<payload>.<signature>`, the payload the user id (empty for an address
 * without an account), the address and the kind, the signature HMAC-SHA256 over `userId|email|kind` with a secret
 * kept outside the table (UNSUBSCRIBE_SECRET: locally a generated file of the local stack). The link needs no
 * sign-in, so only the signature makes it trustworthy; it does not expire (an old e-mail's link keeps working), and it
 * can only switch e-mails off.
 */
export interface UnsubscribeClaim {
  userId: string;
  email: string;
  kind: NotificationKind;
}

export const UNSUBSCRIBE_SECRET_ENV = 'UNSUBSCRIBE_SECRET';

function secret(): string {
  const value = process.env[UNSUBSCRIBE_SECRET_ENV];
  if (!value || value.length < 16) throw new Error(`${UNSUBSCRIBE_SECRET_ENV} is not set`);
  return value;
}

const signatureOf = (claim: UnsubscribeClaim) =>
  createHmac('sha256', secret()).update(`${claim.userId}|${claim.email.toLowerCase()}|${claim.kind}`).digest();

export function signUnsubscribe(claim: UnsubscribeClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, e: claim.email.toLowerCase(), k: claim.kind }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${signatureOf(claim).toString('base64url')}`;
}

/** The claim of a genuine token; undefined for anything else (malformed, altered, signed with another secret). */
export function verifyUnsubscribe(token: string): UnsubscribeClaim | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { u, e, k } = parsed as Record<string, unknown>;
  if (typeof u !== 'string' || typeof e !== 'string' || !e.includes('@')) return undefined;
  if (typeof k !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(k)) return undefined;
  const claim: UnsubscribeClaim = { userId: u, email: e, kind: k as NotificationKind };
  const expected = signatureOf(claim);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : undefined;
}
