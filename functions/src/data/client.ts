import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
  type ScanCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { AWS_CLIENT_SETTINGS } from '../lib/aws-config';
import { METRIC } from '../lib/metric-names';
import { countMetricBy } from '../lib/metrics';
import { traced } from '../lib/tracer';
import { decodeCursor, pageOf } from './pagination';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per Lambda container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(traced(new DynamoDBClient({ ...AWS_CLIENT_SETTINGS })), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

/** For tests: use this client (e.g. one with a request counter) instead of the default. */
export function setDocumentClient(client: DynamoDBDocumentClient | undefined): void {
  documentClient = client;
}

/**
 * Every item of one partition (a record with its children), or of its sort keys under `prefix`: one Query, continued
 * only past DynamoDB's 1 MB page.
 */
export async function queryPartition(
  pk: string,
  { prefix, consistent = false }: { prefix?: string; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
        ExclusiveStartKey: startKey,
        ...(consistent ? { ConsistentRead: true } : {}),
      }),
    );
    found.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/**
 * DynamoDB could not do the work now, even after retries (throttled, transactions kept conflicting, keys left
 * unprocessed): the request may succeed a moment later, so the API answers 503 with Retry-After.
 */
export class DynamoBusyError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
    readonly attempts: number,
  ) {
    super(`DynamoDB ${operation} gave up after ${attempts} attempts: ${reason}`);
    this.name = 'DynamoBusyError';
  }
}

/** Cancellation reasons that say nothing about the data: the same transaction may succeed when sent again. */
const PASSING_CANCELLATIONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** Errors that mean "not now" rather than "no": the SDK has already retried these with its own backoff. */
const PASSING_ERRORS = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  'TimeoutError',
]);

function cancellationCodes(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/**
 * Why a call failed for a passing reason (throttling, a transaction conflict, a timeout), or undefined when it
 * failed for good. A cancelled transaction with a failed condition is a real conflict, whatever else it reports.
 */
export function passingReason(error: unknown): string | undefined {
  if (error instanceof DynamoBusyError) return error.reason;
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return undefined;
  if (name === 'TransactionCanceledException') {
    const codes = cancellationCodes(error);
    if (codes.includes('ConditionalCheckFailed')) return undefined;
    return codes.find((code) => PASSING_CANCELLATIONS.has(code));
  }
  return PASSING_ERRORS.has(name) ? name : undefined;
}

/** Full jitter: a random wait up to 50 ms × 2^attempt, at most 1 s, so retrying writers do not collide again. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(1_000, 50 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

/**
 * Six attempts (up to about 2.5 s of backoff): transactions that share an item conflict, and DynamoDB cancels all but
 * one each time (LOCAL_DYNAMO_MODE=aws-like showed four creations at once, each updating the one stats item, running
 * out of four attempts). Creators still update it in their transaction; brands and campaigns are counted from events.
 */
export const TRANSACTION_ATTEMPTS = 6;

/**
 * TransactWriteItems, sent again (with backoff) while DynamoDB cancels it for a passing reason, since a cancelled
 * transaction wrote nothing: TransactionConflict (another transaction held one of the items) or throttling, which
 * the SDK does not retry as it arrives as a TransactionCanceledException. A failed condition is thrown at once, as
 * the SDK reports it; after TRANSACTION_ATTEMPTS a DynamoBusyError.
 *
 * Each attempt carries a ClientRequestToken of its own, kept by the SDK's retries of that attempt: an attempt that
 * timed out may still go through, and DynamoDB answers its retry with that attempt's success (or, while it is still
 * running, TransactionInProgressException) instead of running it again. When the SDK's retries end on
 * TransactionInProgressException the same token is sent again, never a new one: a new token would be a second
 * transaction, refused by the conditions the first one's writes changed (a payment's winner told it lost).
 */
export async function writeTransaction(input: TransactWriteCommandInput): Promise<void> {
  let token = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ ...input, ClientRequestToken: token }));
      return;
    } catch (error) {
      const name = (error as { name?: string }).name;
      const inProgress = name === 'TransactionInProgressException';
      const reason = inProgress ? name : name === 'TransactionCanceledException' ? passingReason(error) : undefined;
      if (!reason) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) {
        countMetricBy(METRIC.transactionGaveUp, 'reason', reason);
        throw new DynamoBusyError('TransactWriteItems', reason, attempt);
      }
      // Counted by reason (TransactionConflict, ThrottlingError…): the retries the callers never see.
      countMetricBy(METRIC.transactionRetried, 'reason', reason);
      if (!inProgress) token = randomUUID();
      await backoff(attempt);
    }
  }
}

/**
 * Whether a versioned write that `writeTransaction` gave up on lost to another writer: it ran out of attempts on
 * TransactionConflict and the stored version is no longer the one it expected, so a racing write won (a stale write,
 * 409) rather than the table being busy (503). LOCAL_DYNAMO_MODE=aws-like showed racing renames of one brand, each a
 * transaction with its search entries, cancel each other until some ran out of attempts.
 */
export async function lostToAnotherWriter(
  error: unknown,
  key: Record<string, unknown>,
  expectedVersion: number,
): Promise<boolean> {
  if (!(error instanceof DynamoBusyError) || error.reason !== 'TransactionConflict') return false;
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#version',
      ExpressionAttributeNames: { '#version': 'version' },
    }),
  );
  return Item?.version !== expectedVersion;
}

const BATCH_GET_LIMIT = 100;
export const BATCH_GET_ATTEMPTS = 5;

/**
 * The items of `keys` that exist (in no particular order): one BatchGet per 100 distinct keys, asking again with
 * backoff for the keys DynamoDB leaves unprocessed (it does under throttling or past 16 MB), so an item is never
 * missing only because it was not read. After BATCH_GET_ATTEMPTS with keys still unread, a DynamoBusyError.
 */
export async function batchGet(
  keys: Record<string, unknown>[],
  options: { projection?: string; names?: Record<string, string>; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  // DynamoDB refuses a BatchGet that names one key twice.
  const unique = [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
  if (unique.length === 0) return [];
  const table = tableName();
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 1; pending?.length; attempt += 1) {
      if (attempt > BATCH_GET_ATTEMPTS) throw new DynamoBusyError('BatchGetItem', 'UnprocessedKeys', attempt - 1);
      if (attempt > 1) await backoff(attempt - 1);
      const result: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
              ...(options.consistent ? { ConsistentRead: true } : {}),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/**
 * One page of an index partition (or of its sort keys under `sortPrefix`), with the cursor to the next page when there
 * is one: one Query of `limit + 1` items (see pageOf), the cursor checked against this list (decodeCursor).
 */
export async function queryIndexPage(
  index: string,
  partition: string,
  options: { limit: number; cursor?: string; sortPrefix?: string; newestFirst?: boolean },
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: options.sortPrefix
        ? `${index}pk = :pk AND begins_with(${index}sk, :prefix)`
        : `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition, ...(options.sortPrefix ? { ':prefix': options.sortPrefix } : {}) },
      ScanIndexForward: !options.newestFirst,
      Limit: options.limit + 1,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attribute: `${index}pk`,
        value: partition,
        sortPrefix: options.sortPrefix,
      }),
    }),
  );
  return pageOf(result.Items ?? [], options.limit, `${index}pk`, result.LastEvaluatedKey);
}

/**
 * One page of a base-table partition, as queryIndexPage does for an index: one Query of `limit + 1` items (pageOf),
 * sort key order (or reversed, `newestFirst`), the cursor checked against this partition (decodeCursor).
 */
export async function queryTablePage(
  partition: string,
  options: { limit: number; cursor?: string; newestFirst?: boolean; consistent?: boolean },
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(options.consistent ? { ConsistentRead: true } : {}),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: !options.newestFirst,
      Limit: options.limit + 1,
      ExclusiveStartKey: decodeCursor(options.cursor, { attribute: 'pk', value: partition }),
    }),
  );
  return pageOf(result.Items ?? [], options.limit, 'pk', result.LastEvaluatedKey);
}

const BATCH_WRITE_LIMIT = 25;
export const BATCH_WRITE_ATTEMPTS = 6;

/**
 * Deletes the items of `keys`, 25 per BatchWriteItem, sending again with backoff the requests DynamoDB leaves
 * unprocessed (it does under throttling). Not atomic, and safe to repeat: deleting an absent item does nothing. For
 * removals too large for one transaction, after the record was marked in one (docs/data-layer.md). After
 * BATCH_WRITE_ATTEMPTS with items still left, a DynamoBusyError; what was deleted stays deleted.
 */
export async function batchDelete(keys: Record<string, unknown>[]): Promise<void> {
  await batchWrite(keys.map((key) => ({ DeleteRequest: { Key: key } })));
}

/**
 * The table's items matching `scan` (a filter, a projection, consistency), one page of up to 1 MB at a time. A Scan
 * reads the whole table, so only backfills and maintenance use it, never a request path (docs/data-layer.md):
 * `for await (const items of scanPages({ FilterExpression: … })) { … }`.
 */
export async function* scanPages(
  scan: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ ...scan, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Puts `items` and deletes `deletes` (keys), as batchDelete does: 25 per BatchWriteItem, unprocessed requests sent
 * again with backoff, not atomic, each write unconditional (for derived items that a later run writes again).
 */
export async function batchPutAndDelete(
  items: Record<string, unknown>[],
  deletes: Record<string, unknown>[] = [],
): Promise<void> {
  await batchWrite([
    ...items.map((item) => ({ PutRequest: { Item: item } })),
    ...deletes.map((key) => ({ DeleteRequest: { Key: key } })),
  ]);
}

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
    let pending: WriteRequest[] | undefined = requests.slice(start, start + BATCH_WRITE_LIMIT);
    for (let attempt = 1; pending?.length; attempt += 1) {
      if (attempt > BATCH_WRITE_ATTEMPTS) {
        throw new DynamoBusyError('BatchWriteItem', 'UnprocessedItems', attempt - 1);
      }
      if (attempt > 1) await backoff(attempt - 1);
      const result: BatchWriteCommandOutput = await db().send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = result.UnprocessedItems?.[table] as WriteRequest[] | undefined;
    }
  }
}
