import { badRequest } from '../lib/errors';

type Key = Record<string, string>;

/** DynamoDB's limits on a partition key and a sort key value, in UTF-8 bytes. */
const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;
/** Far above any cursor encodeCursor makes (a key is at most about 6 KB of JSON). */
const MAX_CURSOR_LENGTH = 12_000;

/** An opaque cursor: the LastEvaluatedKey, base64url-encoded. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | undefined {
  if (!lastKey) return undefined;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/** The list a cursor may continue: the partition queried and, for a begins_with query, the sort key prefix. */
export interface CursorList {
  /** `pk` for the table, `gsi1pk` or `gsi2pk` for an index. */
  attribute: string;
  value: string;
  sortPrefix?: string;
}

/**
 * The attributes of the LastEvaluatedKey of a query on the table (`pk`) or an index (`gsiNpk`): the table's key,
 * plus the index's. DynamoDB refuses any other set as a starting key.
 */
function keyShape(partitionAttribute: string): { names: string[]; sortAttribute: string } | undefined {
  if (partitionAttribute === 'pk') return { names: ['pk', 'sk'], sortAttribute: 'sk' };
  const index = /^(gsi\d+)pk$/.exec(partitionAttribute)?.[1];
  return index ? { names: ['pk', 'sk', `${index}pk`, `${index}sk`], sortAttribute: `${index}sk` } : undefined;
}

const invalid = () => badRequest('Invalid cursor', { cursor: 'Invalid cursor' });

/**
 * Accepts only a key the query of this list could have ended on: the key attributes of its table or index, each a
 * non-empty string within DynamoDB's key sizes, in the partition queried and, for a prefix query, under the prefix.
 * Anything else (tampered, or a cursor of another list) is a 400 rather than DynamoDB's validation error.
 */
export function decodeCursor(cursor: string | undefined, list: CursorList): Key | undefined {
  if (!cursor) return undefined;
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const shape = keyShape(list.attribute);
  if (!shape || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const key = parsed as Record<string, unknown>;
  const names = Object.keys(key);
  const valid =
    names.length === shape.names.length &&
    shape.names.every((name) => {
      const value = key[name];
      const limit = name.endsWith('sk') ? MAX_SORT_KEY_BYTES : MAX_PARTITION_KEY_BYTES;
      return typeof value === 'string' && value !== '' && Buffer.byteLength(value, 'utf8') <= limit;
    }) &&
    key[list.attribute] === list.value &&
    (!list.sortPrefix || (key[shape.sortAttribute] as string).startsWith(list.sortPrefix));
  if (!valid) throw invalid();
  return key as Key;
}

/**
 * A page from a Query asked for `limit + 1` items: the extra item only tells that a next page exists, so a list
 * ending exactly at a page's end gives no cursor to an empty page. The cursor is then the key of the page's last
 * item (in the index queried, named by its partition attribute), else the LastEvaluatedKey of a Query that stopped
 * early (DynamoDB's 1 MB).
 */
export function pageOf<T extends Record<string, unknown>>(
  items: T[],
  limit: number,
  partitionAttribute: string,
  lastEvaluatedKey: Record<string, unknown> | undefined,
): { items: T[]; cursor?: string } {
  const shape = keyShape(partitionAttribute);
  if (!shape) throw new Error(`Not a key attribute: ${partitionAttribute}`);
  if (items.length <= limit) {
    const cursor = encodeCursor(lastEvaluatedKey);
    return cursor ? { items, cursor } : { items };
  }
  const kept = items.slice(0, limit);
  const last = kept[kept.length - 1]!;
  return { items: kept, cursor: encodeCursor(Object.fromEntries(shape.names.map((name) => [name, last[name]]))) };
}
