/**
 * Local DynamoDB: dynalite behind a small proxy that adds what dynalite lacks
 * (TransactWriteItems, TransactGetItems, the item size limit in bytes) and counts requests per operation for the
 * benchmarks.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
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

export interface LocalDynamo {
  endpoint: string;
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
  const keySchemas = new Map<string, string[]>();
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

  async function keyNames(table: string, auth: http.IncomingHttpHeaders): Promise<string[]> {
    const cached = keySchemas.get(table);
    if (cached) return cached;
    const described = await call('DescribeTable', { TableName: table }, auth);
    if (described.status !== 200) throw Object.assign(new Error('describe failed'), { result: described });
    const schema = (described.body.Table as { KeySchema: { AttributeName: string }[] }).KeySchema.map(
      (key) => key.AttributeName,
    );
    keySchemas.set(table, schema);
    return schema;
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

  async function transactWrite(payload: Record<string, unknown>, auth: http.IncomingHttpHeaders): Promise<CallResult> {
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

  const proxy = http.createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
      counts.set(operation, (counts.get(operation) ?? 0) + 1);

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
      await (EXCLUSIVE_OPERATIONS.has(operation) ? exclusive(forward) : forward());
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
