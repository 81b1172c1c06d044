import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, db, tableName } from './client';
import { nameTokens, searchText } from './keys';
import { decodeCursor, pageOf } from './pagination';
import type { TransactItem } from './projects';

/**
 * Search entries: what a person types finds a record with a key condition, never a Scan or a filter.
 *
 * A record is written with one small entry per search token (a word run of its name, a handle, an e-mail address, an
 * e-mail domain), normalised by `searchText`, in the same transaction as the record, numbered in the record's own
 * partition so that a change replaces them by key. Each entry is listed in one or two index partitions (every record
 * of the kind on gsi1; a brand's own on gsi2, where a brand user searches) under `token#id`. A search is one
 * `begins_with` Query on those entries and one BatchGet of the records they name: two round trips a page whatever the
 * table holds.
 *
 * Each entry carries all its record's tokens, so that a record matching at several tokens is shown once, at the first
 * of them in the index's order: an entry whose token is not its record's first match is passed over, on this page and
 * on every later one. Pages stay full: the Query reads a few entries more than a page (`READ_FACTOR`).
 */

/** An index partition that lists search entries. */
export interface SearchList {
  index: 'gsi1' | 'gsi2';
  partition: string;
}

/** How one kind of record is found: its tokens, where its entries live and where they are listed. */
export interface SearchKind<R> {
  /** The entries' item type. */
  type: string;
  /** The entry attribute that holds the record's id. */
  idAttribute: string;
  /** At most this many entries a record: what the kind's transactions leave room for. */
  maxEntries: number;
  id(record: R): string;
  /** The entry numbered `index` of the record (its key in the table). */
  entryKey(record: R, index: number): { pk: string; sk: string };
  /** The record's search tokens, most useful first (those past `maxEntries` are dropped). */
  tokens(record: R): string[];
  /** The index partitions the record's entries are listed in: at most one per index. */
  lists(record: R): SearchList[];
  /** The record's own key, for the BatchGet of a result page. */
  recordKey(id: string): Record<string, string>;
}

/** The tokens a record is written with: distinct, non-empty, at most `maxEntries`. */
export function searchTokensOf<R>(kind: SearchKind<R>, record: R): string[] {
  return [...new Set(kind.tokens(record).filter(Boolean))].slice(0, kind.maxEntries);
}

const sortKey = (token: string, id: string) => `${token}#${id}`;

/** The stored entries of a record. */
export function searchEntryItems<R>(kind: SearchKind<R>, record: R): Record<string, unknown>[] {
  const tokens = searchTokensOf(kind, record);
  const id = kind.id(record);
  return tokens.map((token, index) => {
    const item: Record<string, unknown> = { ...kind.entryKey(record, index), type: kind.type, [kind.idAttribute]: id };
    for (const list of kind.lists(record)) {
      item[`${list.index}pk`] = list.partition;
      item[`${list.index}sk`] = sortKey(token, id);
    }
    item.tokens = tokens;
    return item;
  });
}

const sameLists = (a: SearchList[], b: SearchList[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes that keep a record's search entries in step with it, for the transaction that writes the record: none
 * when its tokens and lists are unchanged; else every entry of `after` (none when deleted) and deletes of those of
 * `before` beyond them. At most `maxEntries` items either way.
 */
export function searchEntryWrites<R>(kind: SearchKind<R>, before: R | undefined, after: R | undefined): TransactItem[] {
  const table = tableName();
  const old = before ? searchTokensOf(kind, before) : [];
  const next = after ? searchTokensOf(kind, after) : [];
  if (
    before &&
    after &&
    old.length === next.length &&
    old.every((token, index) => token === next[index]) &&
    sameLists(kind.lists(before), kind.lists(after))
  ) {
    return [];
  }
  const puts: TransactItem[] = after
    ? searchEntryItems(kind, after).map((Item) => ({ Put: { TableName: table, Item } }))
    : [];
  const deletes: TransactItem[] = [];
  for (let index = next.length; index < old.length; index++) {
    deletes.push({ Delete: { TableName: table, Key: kind.entryKey(before!, index) } });
  }
  return [...puts, ...deletes];
}

/** What a search matches: the normalised text, without the @ a handle may be typed with. */
export function searchPrefix(query: string): string {
  return searchText(query).replace(/^@+/, '').trimStart();
}

/** Whether a list query searches (else it is the plain list). */
export const isSearch = (query: string | undefined) => searchPrefix(query ?? '') !== '';

/** A Query reads this many entries per result at most, so that entries passed over still leave a full page. */
const READ_FACTOR = 3;
/** DynamoDB reads at most 1 MB a Query; entries are about 200 bytes, so this many stay far below. */
const MAX_READ = 1000;

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Whether an entry is the one its record is shown at for this prefix: the first, in the index's (UTF-8 byte) order,
 * of its record's entries that match. An entry written before entries carried their tokens is always shown.
 */
function isFirstMatch(entry: Record<string, unknown>, sortAttribute: string, id: string, prefix: string): boolean {
  if (!Array.isArray(entry.tokens)) return true;
  const keys = (entry.tokens as unknown[])
    .filter((token): token is string => typeof token === 'string')
    .map((token) => sortKey(token, id))
    .filter((key) => key.startsWith(prefix))
    .sort(utf8Order);
  return keys.length === 0 || keys[0] === entry[sortAttribute];
}

/**
 * A page of the ids of records with a token beginning with the query, in the order of their first matching token:
 * one Query on the list's entries, each record once (on this page and across pages), with a cursor checked against
 * this list and prefix.
 */
export async function searchIds(
  list: SearchList,
  idAttribute: string,
  query: string,
  options: { limit: number; cursor?: string },
): Promise<{ ids: string[]; cursor?: string }> {
  const prefix = searchPrefix(query);
  const partitionAttribute = `${list.index}pk`;
  const sortAttribute = `${list.index}sk`;
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: list.index,
      KeyConditionExpression: `${partitionAttribute} = :pk AND begins_with(${sortAttribute}, :prefix)`,
      ExpressionAttributeValues: { ':pk': list.partition, ':prefix': prefix },
      Limit: Math.min(MAX_READ, (options.limit + 1) * READ_FACTOR),
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attribute: partitionAttribute,
        value: list.partition,
        sortPrefix: prefix,
      }),
    }),
  );
  const seen = new Set<string>();
  const shown = (result.Items ?? []).filter((entry) => {
    const id = String(entry[idAttribute]);
    if (seen.has(id) || !isFirstMatch(entry, sortAttribute, id, prefix)) return false;
    seen.add(id);
    return true;
  });
  const page = pageOf(shown, options.limit, partitionAttribute, result.LastEvaluatedKey);
  const ids = page.items.map((entry) => String(entry[idAttribute]));
  return page.cursor ? { ids, cursor: page.cursor } : { ids };
}

/**
 * A search page of records: the ids (searchIds, one Query) and the records themselves (one BatchGet), in the
 * entries' order. The index lags the table, so an entry may still name a record that has left the list meanwhile (a
 * project moved to another brand) or no longer has the matching word (renamed): such a record is left out, as is one
 * gone meanwhile, so that a brand's search never shows another brand's record as it stands now.
 */
export async function searchRecords<R>(
  kind: Pick<SearchKind<R>, 'idAttribute' | 'recordKey' | 'lists' | 'tokens'>,
  list: SearchList,
  query: string,
  options: { limit: number; cursor?: string },
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const { ids, cursor } = await searchIds(list, kind.idAttribute, query, options);
  const found = new Map(
    (await batchGet(ids.map((id) => kind.recordKey(id)))).map((item) => [String(item.id), item] as const),
  );
  const prefix = searchPrefix(query);
  const stillMatches = (record: R) =>
    kind.lists(record).some((entry) => entry.index === list.index && entry.partition === list.partition) &&
    kind.tokens(record).some((token) => token.startsWith(prefix));
  const items = ids.flatMap((id): Record<string, unknown>[] => {
    const item = found.get(id);
    return item && stillMatches(item as R) ? [item] : [];
  });
  return cursor ? { items, cursor } : { items };
}

// ------------------------------------------------------------------------------------------- token builders

/**
 * The handle in a profile address or a typed handle: `https://www.tiktok.com/@maya.rivera?lang=en`, `@maya.rivera`
 * and `maya.rivera` all give "maya.rivera".
 */
export function handleToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const path = value.trim().split(/[?#]/)[0]!;
  const last = path.includes('/') ? path.split('/').filter(Boolean).pop() : path;
  const handle = searchText((last ?? '').replace(/^@+/, ''));
  return handle || undefined;
}

/** An address's domain and each of its parent domains of two labels or more ("mail.example.co.uk", "example.co.uk", "co.uk"). */
export function emailDomainTokens(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const labels = searchText(email.slice(at + 1))
    .split('.')
    .filter(Boolean);
  const domains: string[] = [];
  for (let start = 0; start <= labels.length - 2; start++) domains.push(labels.slice(start).join('.'));
  return domains.slice(0, MAX_DOMAIN_TOKENS);
}

const MAX_DOMAIN_TOKENS = 2;

/** The whole address (found by any beginning of it) and its domains. */
export function emailTokens(email: string | undefined): string[] {
  if (!email) return [];
  const whole = searchText(email);
  return whole ? [whole, ...emailDomainTokens(email)] : [];
}

/** A creator's name is found from any of its first words on; more words than this are found by the first ones. */
const CREATOR_NAME_TOKENS = 4;
/** Name runs, three handles, the address and two of its domains. */
export const MAX_CREATOR_SEARCH_ENTRIES = CREATOR_NAME_TOKENS + 3 + 1 + MAX_DOMAIN_TOKENS;

export function creatorSearchTokens(creator: {
  firstName: string;
  lastName: string;
  email: string;
  tiktokUrl?: string;
  instagramHandle?: string;
  youtubeHandle?: string;
}): string[] {
  const handles = [creator.tiktokUrl, creator.instagramHandle, creator.youtubeHandle].map(handleToken);
  return [
    ...nameTokens(`${creator.firstName} ${creator.lastName}`, CREATOR_NAME_TOKENS),
    ...emailTokens(creator.email).slice(0, 1),
    ...handles.filter((handle): handle is string => Boolean(handle)),
    ...emailTokens(creator.email).slice(1),
  ];
}

/** A brand's name runs and its e-mail's domains. */
const BRAND_NAME_TOKENS = 6;
export const MAX_BRAND_SEARCH_ENTRIES = BRAND_NAME_TOKENS + MAX_DOMAIN_TOKENS;

export function brandSearchTokens(brand: { name: string; email: string }): string[] {
  return [...nameTokens(brand.name, BRAND_NAME_TOKENS), ...emailDomainTokens(brand.email)];
}
