/**
 * Eventual consistency for the local DynamoDB (infra/local/dynamo.ts): the proxy records each item's recent versions
 * from the writes that pass through it, and answers an index Query (gsiLag) or a base-table read without
 * ConsistentRead (staleReads) as the data stood a moment ago, as DynamoDB may: a GSI is updated asynchronously, and an
 * eventually consistent read may be served by a replica that has not seen the last write yet.
 *
 * Items are in DynamoDB JSON ({ S: 'text' }, { N: '1' }…), as on the wire.
 */

export type AttributeMap = Record<string, unknown>;

interface Version {
  /** When the write happened (ms since the epoch). */
  at: number;
  /** The item before the write; undefined when it did not exist. */
  before?: AttributeMap;
}

/** Each item's writes of the last moments, per table, by the item's key (`keyId`). */
export class ItemHistory {
  private readonly tables = new Map<string, Map<string, Version[]>>();
  private recorded = 0;

  /** Records a write of one item, given its state before, forgetting versions older than `keepMs`. */
  record(table: string, key: string, before: AttributeMap | undefined, keepMs: number) {
    const now = Date.now();
    let items = this.tables.get(table);
    if (!items) this.tables.set(table, (items = new Map()));
    const versions = (items.get(key) ?? []).filter((version) => version.at > now - keepMs);
    versions.push({ at: now, before });
    items.set(key, versions);
    // Now and then, forget the items not written for a while, so that a long run does not keep every item.
    if (++this.recorded % 1000 === 0) {
      for (const [tableName, byKey] of this.tables) {
        for (const [id, list] of byKey) if (list.at(-1)!.at <= now - keepMs) byKey.delete(id);
        if (byKey.size === 0) this.tables.delete(tableName);
      }
    }
  }

  clear() {
    this.tables.clear();
  }

  /**
   * The items of `table` written since `since`, each with its state then (undefined: it did not exist). The first
   * write after `since` holds the state before it, which is the state at `since`.
   */
  changedSince(table: string, since: number): Map<string, AttributeMap | undefined> {
    const changed = new Map<string, AttributeMap | undefined>();
    for (const [key, versions] of this.tables.get(table) ?? []) {
      const first = versions.find((version) => version.at > since);
      if (first) changed.set(key, first.before);
    }
    return changed;
  }
}

/** An item's identity in its table: the values of the table's key attributes, in key schema order. */
export const keyId = (tableKeys: string[], item: AttributeMap) => JSON.stringify(tableKeys.map((name) => item[name]));

/** DynamoDB's order of two key values (S and B by bytes, N by value); 0 when either is missing. */
function compareValues(a: unknown, b: unknown): number {
  const [typeA, valueA] = Object.entries((a ?? {}) as Record<string, string>)[0] ?? [];
  const [typeB, valueB] = Object.entries((b ?? {}) as Record<string, string>)[0] ?? [];
  if (valueA === undefined || valueB === undefined || typeA !== typeB) return 0;
  if (typeA === 'N') return Math.sign(Number(valueA) - Number(valueB));
  const bytes = (value: string) => (typeA === 'B' ? Buffer.from(value, 'base64') : Buffer.from(value));
  return Buffer.compare(bytes(valueA), bytes(valueB));
}

type Predicate = (item: AttributeMap) => boolean;

/** `#name` resolved through ExpressionAttributeNames. */
const attribute = (token: string, names: Record<string, string>) => (token.startsWith('#') ? names[token] : token);

/**
 * The key condition of a Query as a test on an item: `a = :v`, `a < :v` (<=, >, >=), `a BETWEEN :x AND :y` and
 * `begins_with(a, :p)`, joined by AND. Undefined for anything else.
 */
export function keyCondition(
  expression: string,
  names: Record<string, string> = {},
  values: AttributeMap = {},
): Predicate | undefined {
  const part =
    /^\s*(?:begins_with\s*\(\s*([#\w]+)\s*,\s*(:\w+)\s*\)|([#\w]+)\s+BETWEEN\s+(:\w+)\s+AND\s+(:\w+)|([#\w]+)\s*(<=|>=|=|<|>)\s*(:\w+))\s*(?:AND\b|$)/i;
  const tests: Predicate[] = [];
  let rest = expression;
  while (rest.trim()) {
    const match = part.exec(rest);
    if (!match) return undefined;
    rest = rest.slice(match[0].length);
    const [, prefixName, prefix, betweenName, low, high, name, operator, value] = match;
    if (prefixName) {
      const path = attribute(prefixName, names)!;
      const wanted = Object.values(values[prefix!] as object)[0] as string;
      tests.push((item) => {
        const got = Object.values((item[path] ?? {}) as object)[0];
        return typeof got === 'string' && got.startsWith(wanted);
      });
    } else if (betweenName) {
      const path = attribute(betweenName, names)!;
      tests.push(
        (item) =>
          item[path] !== undefined &&
          compareValues(item[path], values[low!]) >= 0 &&
          compareValues(item[path], values[high!]) <= 0,
      );
    } else {
      const path = attribute(name!, names)!;
      tests.push((item) => {
        if (item[path] === undefined) return false;
        if (operator === '=') return JSON.stringify(item[path]) === JSON.stringify(values[value!]);
        const order = compareValues(item[path], values[value!]);
        return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[operator!]!;
      });
    }
  }
  return tests.length ? (item) => tests.every((test) => test(item)) : undefined;
}

/** A FilterExpression as a test: only `contains(a, :v)` (the one the app uses); undefined for anything else. */
function filterCondition(expression: string, names: Record<string, string>, values: AttributeMap) {
  const match = /^\s*contains\s*\(\s*([#\w]+)\s*,\s*(:\w+)\s*\)\s*$/i.exec(expression);
  if (!match) return undefined;
  const path = attribute(match[1]!, names)!;
  const [type, wanted] = Object.entries(values[match[2]!] as object)[0] as [string, string];
  return (item: AttributeMap) => {
    const [gotType, got] = Object.entries((item[path] ?? {}) as object)[0] ?? [];
    if (gotType === 'S' && type === 'S') return (got as string).includes(wanted);
    if (gotType === 'SS' || gotType === 'NS') return (got as string[]).includes(wanted);
    return false;
  };
}

/** The Query parameters the rewrite reads. */
export interface QueryInput {
  KeyConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
  FilterExpression?: string;
  ProjectionExpression?: string;
  Select?: string;
  ScanIndexForward?: boolean;
  Limit?: number;
  ExclusiveStartKey?: AttributeMap;
}

/**
 * The answer to `input` as the data stood when each of `past` items (by keyId, see changedSince) had its earlier state:
 * `current` is every item the key condition matches now (no Limit, start key, filter or projection); `hashKey` and
 * `rangeKey` are the queried index's keys (or the table's); `tableKeys` the table's. Undefined when an expression is
 * beyond this small evaluator (the caller then answers the current data).
 */
export function pastQueryResult(
  input: QueryInput,
  current: AttributeMap[],
  past: Map<string, AttributeMap | undefined>,
  keySchema: { hashKey: string; rangeKey?: string; tableKeys: string[] },
): Record<string, unknown> | undefined {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const matches = keyCondition(input.KeyConditionExpression, names, values);
  const filter = input.FilterExpression ? filterCondition(input.FilterExpression, names, values) : () => true;
  const projection = input.ProjectionExpression?.split(',').map((path) => attribute(path.trim(), names));
  if (!matches || !filter || projection?.some((path) => !path || /[.[]/.test(path))) return undefined;

  // What the query finds now, with each item written within the window in its earlier state (or absent then).
  const found = new Map(current.map((item) => [keyId(keySchema.tableKeys, item), item]));
  for (const [key, then] of past) {
    found.delete(key);
    if (then && matches(then)) found.set(key, then);
  }

  // In the index's order (by its range key, then by the table's key, for a stable order among equal range keys).
  const orderKeys = [keySchema.rangeKey, ...keySchema.tableKeys].filter((name): name is string => !!name);
  const order = (a: AttributeMap, b: AttributeMap) => {
    for (const name of orderKeys) {
      const compared = compareValues(a[name], b[name]);
      if (compared) return compared;
    }
    return 0;
  };
  const direction = input.ScanIndexForward === false ? -1 : 1;
  let items = [...found.values()].sort((a, b) => direction * order(a, b));
  if (input.ExclusiveStartKey) items = items.filter((item) => direction * order(item, input.ExclusiveStartKey!) > 0);

  // Limit counts the items read before the filter, and a page that reaches it ends with a LastEvaluatedKey.
  const result: Record<string, unknown> = {};
  if (input.Limit !== undefined && items.length >= input.Limit) {
    items = items.slice(0, input.Limit);
    const last = items.at(-1);
    if (last) {
      const startKeyNames = [...new Set([keySchema.hashKey, ...orderKeys])];
      result.LastEvaluatedKey = Object.fromEntries(startKeyNames.map((name) => [name, last[name]]));
    }
  }
  result.ScannedCount = items.length;
  items = items.filter(filter);
  if (projection) {
    items = items.map((item) =>
      Object.fromEntries(projection.flatMap((path) => (path! in item ? [[path, item[path!]]] : []))),
    );
  }
  result.Count = items.length;
  if (input.Select !== 'COUNT') result.Items = items;
  return result;
}
