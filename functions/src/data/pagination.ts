import { badRequest } from '../lib/errors';

type Key = Record<string, string>;
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);

/** An opaque cursor: the LastEvaluatedKey, base64url-encoded. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | undefined {
  if (!lastKey) return undefined;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/** Accepts only what encodeCursor makes; a tampered cursor cannot leave the partition the server queries. */
export function decodeCursor(
  cursor: string | undefined,
  partition: { attribute: string; value: string },
): Key | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  }
  const entries = Object.entries(parsed);
  const valid =
    entries.length > 0 &&
    entries.every(([name, value]) => KEY_ATTRIBUTES.has(name) && typeof value === 'string' && value.length < 1024) &&
    (parsed as Key)[partition.attribute] === partition.value;
  if (!valid) throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  return parsed as Key;
}
