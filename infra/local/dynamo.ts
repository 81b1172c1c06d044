/**
 * Local DynamoDB: dynalite behind a small proxy that adds what dynalite lacks
 * (TransactWriteItems, TransactGetItems, the item size limit in bytes) and counts requests per operation for the
 * benchmarks. Tests can switch on faults the real service produces and dynalite never does (throttling,
 * UnprocessedKeys, transaction conflicts, a lagging index, stale reads): `setFaults` here, or `POST /_faults` on the
 * proxy's port from another process (infra/local/faults.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { ItemHistory, keyId, pastQueryResult, type QueryInput } from './item-history';
import { listen, readBody } from './net';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => http.Server;

const TARGET_PREFIX = 'DynamoDB_20120810.';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';

type AttributeMap = Record<string, unknown>;
interface CallResult {
  status: number;
  body: Record<string, unknown>;
}

const MAX_ITEM_BYTES = 400 * 1024;

/**
 * An item's size as DynamoDB counts it: names and strings in UTF-8 bytes, a number by its significant digits, 3 bytes
 * per map or list and 1 per element. dynalite counts strings in UTF-16 units, so an item of CJK text over 400 KB
 * would be stored locally and refused by DynamoDB.
 */
export function itemBytes(item: AttributeMap): number {
  let bytes = 0;
  const pending: unknown[] = [];
  for (const [name, value] of Object.entries(item)) {
    bytes += Buffer.byteLength(name);
    pending.push(value);
  }
  const numberBytes = (value: unknown) => Math.ceil(String(value).replace(/^-|\.|e.*$/gi, '').length / 2) + 1;
  while (pending.length) {
    const [type, content] = Object.entries((pending.pop() ?? {}) as Record<string, unknown>)[0] ?? [];
    if (type === 'S') bytes += Buffer.byteLength(String(content));
    else if (type === 'N') bytes += numberBytes(content);
    else if (type === 'B') bytes += Buffer.from(String(content), 'base64').length;
    else if (type === 'SS') for (const value of content as string[]) bytes += Buffer.byteLength(value);
    else if (type === 'NS') for (const value of content as string[]) bytes += numberBytes(value);
    else if (type === 'BS') for (const value of content as string[]) bytes += Buffer.from(value, 'base64').length;
    else if (type === 'L' || type === 'M') {
      bytes += 3;
      for (const [name, value] of Object.entries(content as object)) {
        bytes += (type === 'M' ? Buffer.byteLength(name) : 0) + 1;
        pending.push(value);
      }
    } else bytes += 1;
  }
  return bytes;
}

/** What the local DynamoDB does wrong on purpose, as the real service does under load or contention. */
export interface DynamoFaults {
  /**
   * The next `count` requests of `operation` are throttled: a 400 with `error` (ProvisionedThroughputExceededException
   * by default), and a TransactWriteItems cancelled with a ThrottlingError reason, as DynamoDB reports them.
   */
  throttle?: { operation: string; count: number; error?: ThrottleError }[];
  /** The next `count` BatchGetItem requests read every other key and return the rest as UnprocessedKeys. */
  unprocessedKeys?: number;
  /** The next `count` TransactWriteItems are cancelled with a TransactionConflict reason. */
  transactionConflicts?: number;
  /**
   * While true, a TransactWriteItems on an item that another transaction is writing (or waiting to) is cancelled
   * with TransactionConflict, as DynamoDB does, instead of waiting its turn; one sent again with the ClientRequestToken
   * of a transaction still running (the SDK's retry of an attempt that timed out) is answered
   * TransactionInProgressException, as DynamoDB does.
   */
  conflictWhileInFlight?: boolean;
  /**
   * The next `count` TransactWriteItems wait `ms` before they apply, holding their items meanwhile (under
   * conflictWhileInFlight): an attempt slower than the SDK's request timeout, which DynamoDB may still apply after the
   * SDK has given up on it and sent it again.
   */
  slowTransactions?: { count: number; ms: number };
  /**
   * While set, a Query on an index answers as the index stood this many milliseconds ago: an item written within that
   * time shows its earlier state (absent if it did not exist, present if it was since deleted), as a GSI, updated
   * asynchronously, may. The proxy keeps each item's recent versions from the writes it passes (infra/local/item-history.ts).
   */
  gsiLag?: number;
  /**
   * While true, a GetItem or a base-table Query without ConsistentRead may answer an item's earlier state, as an
   * eventually consistent read does: the state of `gsiLag` ms ago (STALE_READ_MS without a gsiLag).
   */
  staleReads?: boolean;
}

/** How far back a stale read sees without a gsiLag. */
export const STALE_READ_MS = 200;

export type ThrottleError = 'ProvisionedThroughputExceededException' | 'ThrottlingException';

export interface FaultReport {
  /** The faults still to be injected. */
  pending: DynamoFaults;
  /** How many times each fault was injected since the faults were last set: `throttle:GetItem`, `unprocessedKeys`… */
  injected: Record<string, number>;
}

const THROTTLE_ERRORS: ThrottleError[] = ['ProvisionedThroughputExceededException', 'ThrottlingException'];

/** The faults of a control request's JSON, or an error message. */
export function parseFaults(value: unknown): DynamoFaults | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Faults must be a JSON object';
  const input = value as Record<string, unknown>;
  const known = [
    'throttle',
    'unprocessedKeys',
    'transactionConflicts',
    'conflictWhileInFlight',
    'slowTransactions',
    'gsiLag',
    'staleReads',
  ];
  const unknown = Object.keys(input).find((key) => !known.includes(key));
  if (unknown) return `Unknown fault ${unknown}`;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  const faults: DynamoFaults = {};
  if (input.throttle !== undefined) {
    if (!Array.isArray(input.throttle)) return 'throttle must be a list';
    faults.throttle = [];
    for (const entry of input.throttle as Record<string, unknown>[]) {
      if (typeof entry?.operation !== 'string' || !count(entry.count)) {
        return 'Each throttle needs an operation and a count';
      }
      if (entry.error !== undefined && !THROTTLE_ERRORS.includes(entry.error as ThrottleError)) {
        return `A throttle's error is one of ${THROTTLE_ERRORS.join(', ')}`;
      }
      faults.throttle.push({
        operation: entry.operation,
        count: entry.count as number,
        ...(entry.error ? { error: entry.error as ThrottleError } : {}),
      });
    }
  }
  for (const name of ['unprocessedKeys', 'transactionConflicts', 'gsiLag'] as const) {
    if (input[name] === undefined) continue;
    if (!count(input[name])) return `${name} must be a count`;
    faults[name] = input[name] as number;
  }
  if (input.conflictWhileInFlight !== undefined) {
    if (typeof input.conflictWhileInFlight !== 'boolean') return 'conflictWhileInFlight must be true or false';
    faults.conflictWhileInFlight = input.conflictWhileInFlight;
  }
  if (input.slowTransactions !== undefined) {
    const slow = input.slowTransactions as Record<string, unknown> | null;
    if (!count(slow?.count) || !count(slow?.ms)) return 'slowTransactions needs a count and ms';
    faults.slowTransactions = { count: slow!.count as number, ms: slow!.ms as number };
  }
  if (input.staleReads !== undefined) {
    if (typeof input.staleReads !== 'boolean') return 'staleReads must be true or false';
    faults.staleReads = input.staleReads;
  }
  return faults;
}

/** A table's key attributes and each index's, in key schema order (hash key first). */
interface TableSchema {
  keys: string[];
  indexes: Map<string, string[]>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface LocalDynamo {
  endpoint: string;
  /**
   * Replaces the faults to inject (and forgets what was injected so far), on top of the base faults the proxy was
   * started with; `{}` goes back to the base faults.
   */
  setFaults(faults: DynamoFaults): void;
  /**
   * Faults on until changed here, under those `setFaults` sets (the AWS-like mode of test-stack.global.ts); switches
   * them on at once.
   */
  setBaseFaults(faults: DynamoFaults): void;
  faultReport(): FaultReport;
  /** Requests received per operation since start (or the last reset). */
  requestCounts(): Record<string, number>;
  totalRequests(): number;
  resetCounts(): void;
  stop(): Promise<void>;
}

export async function startLocalDynamo(options: { port: number; host?: string; path?: string }): Promise<LocalDynamo> {
  const host = options.host ?? '127.0.0.1';
  const backend = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(backend, 0, host);
  const backendPort = (backend.address() as AddressInfo).port;

  const counts = new Map<string, number>();
  /** Faults on for the whole run (setBaseFaults), under the ones a test sets. */
  let baseFaults: DynamoFaults = {};
  let faults: DynamoFaults = {};
  const injected = new Map<string, number>();
  const inject = (kind: string) => injected.set(kind, (injected.get(kind) ?? 0) + 1);
  /** Items of the TransactWriteItems now running or queued, by table and key, while conflictWhileInFlight is on. */
  const inFlight = new Map<string, number>();
  /** The ClientRequestTokens of those transactions. */
  const tokensInFlight = new Set<string>();
  /** Recent versions of the items written while gsiLag or staleReads is on. */
  const history = new ItemHistory();
  const setFaults = (next: DynamoFaults) => {
    faults = structuredClone({ ...baseFaults, ...next });
    injected.clear();
    history.clear();
  };
  /** How far back the lagging reads see; 0 while they are off (and no history is kept). */
  const lagMs = () => Math.max(faults.gsiLag ?? 0, faults.staleReads ? (faults.gsiLag ?? STALE_READ_MS) : 0);
  const schemas = new Map<string, TableSchema>();
  let writeQueue: Promise<unknown> = Promise.resolve();
  /** Transactions and single-item writes run one at a time so a transaction is atomic to other writers. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = writeQueue.then(work, work);
    writeQueue = run.catch(() => undefined);
    return run;
  };

  function call(operation: string, payload: unknown, auth: http.IncomingHttpHeaders): Promise<CallResult> {
    const body = JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host,
          port: backendPort,
          method: 'POST',
          path: '/',
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': TARGET_PREFIX + operation,
            authorization: auth.authorization ?? '',
            'x-amz-date': auth['x-amz-date'] ?? '',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 500,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async function tableSchema(table: string, auth: http.IncomingHttpHeaders): Promise<TableSchema> {
    const cached = schemas.get(table);
    if (cached) return cached;
    const described = await call('DescribeTable', { TableName: table }, auth);
    if (described.status !== 200) throw Object.assign(new Error('describe failed'), { result: described });
    type Described = { KeySchema: { AttributeName: string }[]; IndexName?: string };
    const description = described.body.Table as Described & { GlobalSecondaryIndexes?: Described[] };
    const schema: TableSchema = {
      keys: description.KeySchema.map((key) => key.AttributeName),
      indexes: new Map(
        (description.GlobalSecondaryIndexes ?? []).map((index) => [
          index.IndexName!,
          index.KeySchema.map((key) => key.AttributeName),
        ]),
      ),
    };
    schemas.set(table, schema);
    return schema;
  }

  const keyNames = async (table: string, auth: http.IncomingHttpHeaders) => (await tableSchema(table, auth)).keys;

  /** The items now stored at `keys` (table and key each), read consistently. */
  const currentItems = (keys: { table: string; key: AttributeMap }[], auth: http.IncomingHttpHeaders) =>
    Promise.all(
      keys.map(async ({ table, key }) => {
        const got = await call('GetItem', { TableName: table, Key: key, ConsistentRead: true }, auth);
        return got.body.Item as AttributeMap | undefined;
      }),
    );

  /** Records in the history what a write did to the items at `keys`, given their state `before` it. */
  async function recordWrites(
    keys: { table: string; key: AttributeMap }[],
    before: (AttributeMap | undefined)[],
    auth: http.IncomingHttpHeaders,
  ) {
    const after = await currentItems(keys, auth);
    for (const [index, { table, key }] of keys.entries()) {
      if (JSON.stringify(before[index]) === JSON.stringify(after[index])) continue;
      history.record(table, keyId(await keyNames(table, auth), key), before[index], lagMs());
    }
  }

  /** The items a PutItem, UpdateItem, DeleteItem or BatchWriteItem writes, by table and key. */
  async function writtenKeys(operation: string, payload: Record<string, unknown>, auth: http.IncomingHttpHeaders) {
    const requests: { table: string; source: AttributeMap }[] = [];
    if (operation === 'BatchWriteItem') {
      type WriteRequest = { PutRequest?: { Item: AttributeMap }; DeleteRequest?: { Key: AttributeMap } };
      for (const [table, list] of Object.entries((payload.RequestItems ?? {}) as Record<string, WriteRequest[]>)) {
        for (const request of list) {
          const source = request.PutRequest?.Item ?? request.DeleteRequest?.Key;
          if (source) requests.push({ table, source });
        }
      }
    } else {
      const source = (operation === 'PutItem' ? payload.Item : payload.Key) as AttributeMap | undefined;
      if (typeof payload.TableName === 'string' && source) requests.push({ table: payload.TableName, source });
    }
    return Promise.all(
      requests.map(async ({ table, source }) => {
        const names = await keyNames(table, auth);
        return { table, key: Object.fromEntries(names.map((name) => [name, source[name]])) };
      }),
    );
  }

  /**
   * `work` (a single-item or batch write, already exclusive), with the items it writes recorded in the history while
   * the lagging reads are on.
   */
  async function withHistory<T>(
    operation: string,
    body: Buffer,
    auth: http.IncomingHttpHeaders,
    work: () => Promise<T>,
  ): Promise<T> {
    if (!lagMs()) return work();
    const keys = await writtenKeys(operation, JSON.parse(body.toString('utf8')) as Record<string, unknown>, auth);
    const before = await currentItems(keys, auth);
    // Recorded before the write, as `work` answers the client itself: a read it sends next must find the version. A
    // write that changes nothing (a failed condition) is recorded too, harmlessly: its earlier state is the current one.
    for (const [index, { table, key }] of keys.entries()) {
      history.record(table, keyId(await keyNames(table, auth), key), before[index], lagMs());
    }
    return work();
  }

  /** An item with only the top-level attributes of a read's ProjectionExpression (all without one). */
  function projected(item: AttributeMap, read: Record<string, unknown>): AttributeMap {
    const names = (read.ExpressionAttributeNames ?? {}) as Record<string, string>;
    const paths = (read.ProjectionExpression as string | undefined)
      ?.split(',')
      .map((path) => path.trim())
      .map((path) => (path.startsWith('#') ? names[path]! : path));
    if (!paths) return item;
    return Object.fromEntries(paths.filter((path) => path in item).map((path) => [path, item[path]]));
  }

  /**
   * A BatchGetItem while staleReads is on: the keys of a table read without ConsistentRead that were written within
   * the window answer their earlier state (or nothing if they did not exist). Undefined when none was.
   */
  async function staleBatchGet(payload: Record<string, unknown>, auth: http.IncomingHttpHeaders) {
    type TableRead = { Keys: AttributeMap[]; ConsistentRead?: boolean } & Record<string, unknown>;
    const requests = (payload.RequestItems ?? {}) as Record<string, TableRead>;
    const stale = new Map<string, { keys: string[]; past: Map<string, AttributeMap | undefined> }>();
    for (const [table, read] of Object.entries(requests)) {
      if (read.ConsistentRead === true) continue;
      const past = history.changedSince(table, Date.now() - lagMs());
      const names = await keyNames(table, auth);
      const keys = (read.Keys ?? []).map((key) => keyId(names, key)).filter((key) => past.has(key));
      if (keys.length) stale.set(table, { keys, past });
    }
    if (stale.size === 0) return undefined;
    // Whole items of those tables (to know each one's key), projected here.
    const whole = Object.fromEntries(
      Object.entries(requests).map(([table, read]) => {
        if (!stale.has(table)) return [table, read];
        const { ProjectionExpression: _projection, ExpressionAttributeNames: _names, ...rest } = read;
        return [table, rest];
      }),
    );
    const result = await call('BatchGetItem', { ...payload, RequestItems: whole }, auth);
    if (result.status !== 200) return result;
    const responses = (result.body.Responses ?? {}) as Record<string, AttributeMap[]>;
    for (const [table, { keys, past }] of stale) {
      const names = await keyNames(table, auth);
      const current = (responses[table] ?? []).filter((item) => !keys.includes(keyId(names, item)));
      const earlier = keys.flatMap((key) => {
        const then = past.get(key);
        return then ? [then] : [];
      });
      responses[table] = [...current, ...earlier].map((item) => projected(item, requests[table]!));
    }
    inject('staleReads');
    return { status: 200, body: { ...result.body, Responses: responses } };
  }

  /**
   * A Query on an index while gsiLag is on, or a GetItem or base-table Query without ConsistentRead while staleReads
   * is: the answer as the data stood `lagMs()` ago (see ItemHistory). Undefined for a read the faults leave alone.
   */
  async function laggedRead(
    operation: string,
    payload: Record<string, unknown>,
    auth: http.IncomingHttpHeaders,
  ): Promise<CallResult | undefined> {
    const table = payload.TableName;
    if (typeof table !== 'string') return undefined;
    const index = payload.IndexName as string | undefined;
    const lagged = index ? !!faults.gsiLag : !!faults.staleReads && payload.ConsistentRead !== true;
    if (!lagged || (operation !== 'Query' && (operation !== 'GetItem' || index))) return undefined;
    const past = history.changedSince(table, Date.now() - lagMs());
    if (past.size === 0) return undefined;
    const schema = await tableSchema(table, auth);

    if (operation === 'GetItem') {
      const key = keyId(schema.keys, payload.Key as AttributeMap);
      if (!past.has(key)) return undefined;
      const then = past.get(key);
      const item = then && projected(then, payload);
      inject('staleReads');
      return { status: 200, body: item ? { Item: item } : {} };
    }

    // Every item the key condition matches now, then the same as it stood then (pastQueryResult).
    const [hashKey, rangeKey] = index ? (schema.indexes.get(index) ?? []) : schema.keys;
    if (!hashKey) return undefined;
    const condition = String(payload.KeyConditionExpression ?? '');
    const used = (source: unknown, pattern: RegExp) =>
      Object.fromEntries(
        Object.entries((source ?? {}) as object).filter(([name]) => condition.match(pattern)?.includes(name)),
      );
    const current: AttributeMap[] = [];
    let startKey: AttributeMap | undefined;
    do {
      const page = await call(
        'Query',
        {
          TableName: table,
          ...(index ? { IndexName: index } : { ConsistentRead: true }),
          KeyConditionExpression: condition,
          ...(/#\w/.test(condition)
            ? { ExpressionAttributeNames: used(payload.ExpressionAttributeNames, /#\w+/g) }
            : {}),
          ExpressionAttributeValues: used(payload.ExpressionAttributeValues, /:\w+/g),
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        },
        auth,
      );
      if (page.status !== 200) return page;
      current.push(...((page.body.Items ?? []) as AttributeMap[]));
      startKey = page.body.LastEvaluatedKey as AttributeMap | undefined;
    } while (startKey);
    const result = pastQueryResult(payload as unknown as QueryInput, current, past, {
      hashKey,
      rangeKey,
      tableKeys: schema.keys,
    });
    if (!result) return undefined;
    inject(index ? 'gsiLag' : 'staleReads');
    return { status: 200, body: result };
  }

  const errorBody = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
    __type: ERROR_PREFIX + type,
    message,
    Message: message,
    ...extra,
  });

  const tooLarge = (): CallResult => ({
    status: 400,
    body: errorBody('ValidationException', 'Item size has exceeded the maximum allowed size'),
  });

  /**
   * ClientRequestToken as DynamoDB honours it: the AWS SDK sends one token for every retry of a TransactWriteItems
   * (a timed-out attempt may have gone through), and within 10 minutes of a success the same token with the same
   * items answers as that success did without writing again; with other items it is refused with
   * IdempotentParameterMismatchException. Without this, a retried transaction that had gone through came back
   * cancelled (its conditions no longer held), as AWS never answers.
   */
  const TOKEN_WINDOW_MS = 10 * 60 * 1000;
  const transactionTokens = new Map<string, { items: string; result: Promise<CallResult>; at: number }>();

  async function transactWrite(payload: Record<string, unknown>, auth: http.IncomingHttpHeaders): Promise<CallResult> {
    const token = typeof payload.ClientRequestToken === 'string' ? payload.ClientRequestToken : undefined;
    if (!token) return applyTransactWrite(payload, auth);
    const now = Date.now();
    for (const [key, entry] of transactionTokens) if (now - entry.at > TOKEN_WINDOW_MS) transactionTokens.delete(key);
    const items = JSON.stringify(payload.TransactItems);
    const earlier = transactionTokens.get(token);
    if (earlier) {
      if (earlier.items !== items) {
        return {
          status: 400,
          body: errorBody('IdempotentParameterMismatchException', 'Client token reused with different parameters'),
        };
      }
      const answer = await earlier.result;
      if (answer.status === 200) return answer;
    }
    const result = applyTransactWrite(payload, auth);
    transactionTokens.set(token, { items, result, at: now });
    // Only a success is remembered: a cancelled transaction sent again with its token is tried again.
    void result.then((answer) => {
      if (answer.status !== 200 && transactionTokens.get(token)?.result === result) transactionTokens.delete(token);
    });
    return result;
  }

  async function applyTransactWrite(
    payload: Record<string, unknown>,
    auth: http.IncomingHttpHeaders,
  ): Promise<CallResult> {
    const items = payload.TransactItems as Record<string, Record<string, unknown>>[] | undefined;
    if (!Array.isArray(items) || items.length === 0 || items.length > 100) {
      return { status: 400, body: errorBody('ValidationException', 'TransactItems must have between 1 and 100 items') };
    }
    const steps: { kind: string; params: Record<string, unknown>; table: string; key: AttributeMap }[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      const [kind, params] = Object.entries(item)[0] as [string, Record<string, unknown>];
      if (kind === 'Put' && itemBytes(params.Item as AttributeMap) > MAX_ITEM_BYTES) return tooLarge();
      const table = params.TableName as string;
      const names = await keyNames(table, auth);
      const source = (kind === 'Put' ? params.Item : params.Key) as AttributeMap;
      const key = Object.fromEntries(names.map((name) => [name, source[name]]));
      const identity = `${table}|${JSON.stringify(key)}`;
      if (seen.has(identity)) {
        return {
          status: 400,
          body: errorBody('ValidationException', 'Transaction request cannot include multiple operations on one item'),
        };
      }
      seen.add(identity);
      steps.push({ kind, params, table, key });
    }

    const snapshots: (AttributeMap | undefined)[] = [];
    for (const step of steps) {
      const got = await call('GetItem', { TableName: step.table, Key: step.key, ConsistentRead: true }, auth);
      snapshots.push(got.body.Item as AttributeMap | undefined);
    }
    const restore = async (index: number) => {
      const step = steps[index]!;
      const before = snapshots[index];
      if (before) await call('PutItem', { TableName: step.table, Item: before }, auth);
      else await call('DeleteItem', { TableName: step.table, Key: step.key }, auth);
    };

    const applied: number[] = [];
    for (const [index, step] of steps.entries()) {
      const { ReturnValuesOnConditionCheckFailure: _ignored, ...params } = step.params;
      let result: CallResult;
      if (step.kind === 'Put') result = await call('PutItem', params, auth);
      else if (step.kind === 'Update') result = await call('UpdateItem', params, auth);
      else if (step.kind === 'Delete') result = await call('DeleteItem', params, auth);
      else if (step.kind === 'ConditionCheck') {
        result = await call(
          'UpdateItem',
          {
            ...params,
            UpdateExpression: 'REMOVE #txnNoop',
            ExpressionAttributeNames: { ...(params.ExpressionAttributeNames as object), '#txnNoop': '__txn_noop__' },
          },
          auth,
        );
      } else {
        result = { status: 400, body: errorBody('ValidationException', `Unknown transaction item ${step.kind}`) };
      }
      if (result.status === 200) {
        applied.push(index);
        continue;
      }
      for (const done of applied.reverse()) await restore(done);
      const type = String(result.body.__type ?? '');
      if (!type.endsWith('ConditionalCheckFailedException')) return result;
      const reasons = steps.map((_, i) => {
        if (i !== index) return { Code: 'None' };
        const reason: Record<string, unknown> = {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
        };
        if (step.params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && snapshots[i]) reason.Item = snapshots[i];
        return reason;
      });
      const summary = reasons.map((reason) => reason.Code).join(', ');
      return {
        status: 400,
        body: errorBody(
          'TransactionCanceledException',
          `Transaction cancelled, please refer cancellation reasons for specific reasons [${summary}]`,
          { CancellationReasons: reasons },
        ),
      };
    }
    for (const [index, step] of steps.entries()) if (step.kind === 'ConditionCheck') await restore(index);
    if (lagMs()) {
      const written = steps.flatMap((step, index) => (step.kind === 'ConditionCheck' ? [] : [{ step, index }]));
      await recordWrites(
        written.map(({ step }) => ({ table: step.table, key: step.key })),
        written.map(({ index }) => snapshots[index]),
        auth,
      );
    }
    return { status: 200, body: {} };
  }

  async function transactGet(payload: Record<string, unknown>, auth: http.IncomingHttpHeaders): Promise<CallResult> {
    const items = (payload.TransactItems as { Get: Record<string, unknown> }[] | undefined) ?? [];
    const responses: Record<string, unknown>[] = [];
    for (const { Get } of items) {
      const got = await call('GetItem', { ...Get, ConsistentRead: true }, auth);
      if (got.status !== 200) return got;
      responses.push(got.body.Item ? { Item: got.body.Item } : {});
    }
    return { status: 200, body: { Responses: responses } };
  }

  const EXCLUSIVE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

  const cancelled = (codes: string[]): CallResult => {
    const messages: Record<string, string> = {
      ThrottlingError: 'Throughput exceeds the current capacity of your table or index.',
      TransactionConflict: 'Transaction is ongoing for the item',
    };
    const reasons = codes.map((Code) => (messages[Code] ? { Code, Message: messages[Code] } : { Code }));
    return {
      status: 400,
      body: errorBody(
        'TransactionCanceledException',
        `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
        { CancellationReasons: reasons },
      ),
    };
  };

  /** The injected answer for a throttled request, if the faults throttle this one. */
  function throttled(operation: string, payload: Record<string, unknown> | undefined): CallResult | undefined {
    const entry = faults.throttle?.find((candidate) => candidate.operation === operation && candidate.count > 0);
    if (!entry) return undefined;
    entry.count -= 1;
    inject(`throttle:${operation}`);
    if (operation === 'TransactWriteItems') {
      const size = Array.isArray(payload?.TransactItems) ? payload.TransactItems.length : 1;
      return cancelled(
        Array.from({ length: Math.max(size, 1) }, (_, index) => (index === 0 ? 'ThrottlingError' : 'None')),
      );
    }
    const error = entry.error ?? 'ProvisionedThroughputExceededException';
    const message =
      error === 'ThrottlingException'
        ? 'Throughput exceeds the current capacity of your table or index.'
        : 'The level of configured provisioned throughput for the table was exceeded. ' +
          'Consider increasing your provisioning level with the UpdateTable API.';
    return { status: 400, body: errorBody(error, message) };
  }

  /** A BatchGetItem that reads every other key (none when it asks for one) and returns the rest unprocessed. */
  async function batchGetWithUnprocessed(
    payload: Record<string, unknown>,
    auth: http.IncomingHttpHeaders,
  ): Promise<CallResult> {
    const requests = (payload.RequestItems ?? {}) as Record<string, { Keys: AttributeMap[] }>;
    const read: typeof requests = {};
    const unprocessed: typeof requests = {};
    for (const [table, request] of Object.entries(requests)) {
      const keys = request.Keys ?? [];
      const left = keys.filter((_, index) => index % 2 === 1 || keys.length === 1);
      const kept = keys.filter((key) => !left.includes(key));
      if (kept.length) read[table] = { ...request, Keys: kept };
      if (left.length) unprocessed[table] = { ...request, Keys: left };
    }
    const result = Object.keys(read).length
      ? await call('BatchGetItem', { ...payload, RequestItems: read }, auth)
      : { status: 200, body: { Responses: Object.fromEntries(Object.keys(requests).map((table) => [table, []])) } };
    if (result.status !== 200) return result;
    return {
      status: 200,
      body: {
        ...result.body,
        UnprocessedKeys: { ...(result.body.UnprocessedKeys as object | undefined), ...unprocessed },
      },
    };
  }

  /** Each item of a TransactWriteItems by table and key; undefined when the request is malformed. */
  async function transactionItems(
    payload: Record<string, unknown>,
    auth: http.IncomingHttpHeaders,
  ): Promise<string[] | undefined> {
    const items = payload.TransactItems;
    if (!Array.isArray(items)) return undefined;
    const identities: string[] = [];
    for (const item of items as Record<string, Record<string, unknown>>[]) {
      const [kind, params] = Object.entries(item ?? {})[0] ?? [];
      const table = params?.TableName;
      const source = (kind === 'Put' ? params?.Item : params?.Key) as AttributeMap | undefined;
      if (typeof table !== 'string' || !source) return undefined;
      const names = await keyNames(table, auth).catch(() => undefined);
      if (!names) return undefined;
      identities.push(`${table}|${JSON.stringify(names.map((name) => source[name]))}`);
    }
    return identities;
  }

  /**
   * A TransactWriteItems under the faults: cancelled with TransactionConflict on demand or when another transaction
   * holds one of its items (conflictWhileInFlight), otherwise run in its turn.
   */
  async function transactWriteUnderFaults(
    payload: Record<string, unknown>,
    auth: http.IncomingHttpHeaders,
  ): Promise<CallResult> {
    const size = Array.isArray(payload.TransactItems) ? payload.TransactItems.length : 0;
    if ((faults.transactionConflicts ?? 0) > 0 && size > 0) {
      faults.transactionConflicts = (faults.transactionConflicts ?? 0) - 1;
      inject('transactionConflicts');
      return cancelled(Array.from({ length: size }, (_, index) => (index === 0 ? 'TransactionConflict' : 'None')));
    }
    // Only a transaction that goes on to apply is slowed: one cancelled at once is never in flight.
    const slowly = async () => {
      const slow = faults.slowTransactions;
      if (slow && slow.count > 0) {
        slow.count -= 1;
        inject('slowTransactions');
        await new Promise((resolve) => setTimeout(resolve, slow.ms));
      }
      return exclusive(() => transactWrite(payload, auth));
    };
    const identities = faults.conflictWhileInFlight ? await transactionItems(payload, auth) : undefined;
    if (!identities) return slowly();
    const token = typeof payload.ClientRequestToken === 'string' ? payload.ClientRequestToken : undefined;
    if (token && tokensInFlight.has(token)) {
      // The SDK's retry of an attempt that timed out while it still runs: DynamoDB neither runs it twice nor
      // cancels it as a conflict with itself (the SDK retries this error with the same token).
      inject('transactionInProgress');
      return {
        status: 400,
        body: errorBody(
          'TransactionInProgressException',
          'The transaction with the given request token is already in progress.',
        ),
      };
    }
    if (identities.some((identity) => inFlight.has(identity))) {
      inject('conflictWhileInFlight');
      return cancelled(identities.map((identity) => (inFlight.has(identity) ? 'TransactionConflict' : 'None')));
    }
    for (const identity of identities) inFlight.set(identity, (inFlight.get(identity) ?? 0) + 1);
    if (token) tokensInFlight.add(token);
    try {
      return await slowly();
    } finally {
      if (token) tokensInFlight.delete(token);
      for (const identity of identities) {
        const left = (inFlight.get(identity) ?? 1) - 1;
        if (left > 0) inFlight.set(identity, left);
        else inFlight.delete(identity);
      }
    }
  }

  const faultsOn = () =>
    !!faults.throttle?.some((entry) => entry.count > 0) ||
    !!faults.unprocessedKeys ||
    !!faults.transactionConflicts ||
    !!faults.conflictWhileInFlight ||
    !!faults.slowTransactions?.count ||
    !!faults.gsiLag ||
    !!faults.staleReads;

  /** The answer to a request that the faults change; undefined for one they leave alone. */
  async function underFaults(
    operation: string,
    body: Buffer,
    auth: http.IncomingHttpHeaders,
  ): Promise<CallResult | undefined> {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
    const throttle = throttled(operation, payload);
    if (throttle) return throttle;
    if (operation === 'BatchGetItem' && (faults.unprocessedKeys ?? 0) > 0) {
      faults.unprocessedKeys = (faults.unprocessedKeys ?? 0) - 1;
      inject('unprocessedKeys');
      return batchGetWithUnprocessed(payload, auth);
    }
    if (operation === 'TransactWriteItems') return transactWriteUnderFaults(payload, auth);
    if (operation === 'Query' || operation === 'GetItem') return laggedRead(operation, payload, auth);
    if (operation === 'BatchGetItem' && faults.staleReads) return staleBatchGet(payload, auth);
    return undefined;
  }

  const reply = (response: http.ServerResponse, result: CallResult) => {
    const text = JSON.stringify(result.body);
    response.writeHead(result.status, {
      'content-type': 'application/x-amz-json-1.0',
      'x-amzn-requestid': crypto.randomUUID(),
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  };

  /** `GET /_faults` reports, `POST /_faults` with the faults' JSON sets them, `DELETE /_faults` switches them off. */
  function control(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) {
    const answer = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      response.end(text);
    };
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return answer(403, { message: 'Loopback only' });
    if (request.method === 'DELETE') setFaults({});
    else if (request.method === 'POST') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return answer(400, { message: 'The body must be JSON' });
      }
      const next = parseFaults(parsed);
      if (typeof next === 'string') return answer(400, { message: next });
      setFaults(next);
    } else if (request.method !== 'GET') return answer(405, { message: 'GET, POST or DELETE' });
    return answer(200, faultReport());
  }

  const faultReport = (): FaultReport => ({ pending: structuredClone(faults), injected: Object.fromEntries(injected) });

  const proxy = http.createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const target = String(request.headers['x-amz-target'] ?? '');
      if (!target && new URL(request.url ?? '/', 'http://local').pathname === '/_faults') {
        control(request, response, body);
        return;
      }
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
      // The local event tail's requests (its reads, the consumers' work: infra/local/event-tail.ts) run beside the
      // tests' own: they are neither counted nor given the faults a test set up for its requests.
      const fromTail = request.headers['x-reelbridge-event-tail'] !== undefined;
      if (!fromTail) counts.set(operation, (counts.get(operation) ?? 0) + 1);

      const answer = faultsOn() && !fromTail ? await underFaults(operation, body, request.headers) : undefined;
      if (answer) {
        reply(response, answer);
        return;
      }

      if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
        const payload = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        const result = await exclusive(() =>
          operation === 'TransactWriteItems'
            ? transactWrite(payload, request.headers)
            : transactGet(payload, request.headers),
        );
        const text = JSON.stringify(result.body);
        response.writeHead(result.status, {
          'content-type': 'application/x-amz-json-1.0',
          'x-amzn-requestid': crypto.randomUUID(),
          'content-length': Buffer.byteLength(text),
        });
        response.end(text);
        return;
      }

      if (operation === 'PutItem' || operation === 'BatchWriteItem') {
        const payload = JSON.parse(body.toString('utf8')) as {
          Item?: AttributeMap;
          RequestItems?: Record<string, { PutRequest?: { Item: AttributeMap } }[]>;
        };
        const puts = [
          ...(payload.Item ? [payload.Item] : []),
          ...Object.values(payload.RequestItems ?? {}).flatMap((requests) =>
            requests.flatMap((request) => (request.PutRequest ? [request.PutRequest.Item] : [])),
          ),
        ];
        if (puts.some((item) => itemBytes(item) > MAX_ITEM_BYTES)) {
          const result = tooLarge();
          response.writeHead(result.status, { 'content-type': 'application/x-amz-json-1.0' });
          response.end(JSON.stringify(result.body));
          return;
        }
      }

      const forward = () =>
        new Promise<void>((resolve, reject) => {
          const upstream = http.request(
            { host, port: backendPort, method: request.method, path: request.url, headers: request.headers },
            (reply) => {
              response.writeHead(reply.statusCode ?? 500, reply.headers);
              reply.pipe(response);
              reply.on('end', resolve);
              reply.on('error', reject);
            },
          );
          upstream.on('error', reject);
          upstream.end(body);
        });
      await (EXCLUSIVE_OPERATIONS.has(operation)
        ? exclusive(() => withHistory(operation, body, request.headers, forward))
        : forward());
    } catch (error) {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(errorBody('InternalServerError', (error as Error).message)));
      }
    }
  });
  await listen(proxy, options.port, host);
  const port = (proxy.address() as AddressInfo).port;

  return {
    endpoint: `http://${host}:${port}`,
    setFaults,
    setBaseFaults: (next) => {
      baseFaults = structuredClone(next);
      setFaults({});
    },
    faultReport,
    requestCounts: () => Object.fromEntries(counts),
    totalRequests: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    resetCounts: () => counts.clear(),
    stop: async () => {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    },
  };
}
