import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

/**
 * The record of a request sent with an Idempotency-Key (lib/idempotency.ts), one item per caller, route and key:
 * 'in_progress' while the first request runs (held by `lockId` until `lockedUntil`), then 'done' with the answer.
 * `expiresAt` (epoch seconds) is the table's TTL attribute; DynamoDB removes expired items only eventually, so a
 * reader also treats an expired record as absent.
 */
export interface IdempotencyRecord {
  status: 'in_progress' | 'done';
  fingerprint: string;
  lockId?: string;
  lockedUntil?: number;
  /** The stored answer: its status and its JSON body, sealed with the Idempotency-Key (lib/idempotency.ts). */
  responseStatus?: number;
  responseBody?: string;
  expiresAt: number;
}

export interface IdempotencyId {
  /** The caller's user id ('anonymous' for none). */
  scope: string;
  routeId: string;
  /** The Idempotency-Key's hash (the key itself is not stored). */
  key: string;
}

const keyOf = (id: IdempotencyId) => keys.idempotencyRecord(id.scope, id.routeId, id.key);
const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/**
 * Takes the key for a first request: writes the in-progress record unless a live one exists (one still unexpired,
 * and not an in-progress one whose holder's lock ran out, e.g. a Lambda that timed out). true when taken.
 */
export async function claimIdempotencyKey(
  id: IdempotencyId,
  record: { fingerprint: string; lockId: string; lockedUntil: number; expiresAt: number },
  nowSeconds: number,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keyOf(id), type: 'idempotency', status: 'in_progress', ...record },
        ConditionExpression:
          'attribute_not_exists(pk) OR expiresAt <= :now OR (#status = :inProgress AND lockedUntil <= :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': nowSeconds, ':inProgress': 'in_progress' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getIdempotencyRecord(id: IdempotencyId): Promise<IdempotencyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(id), ConsistentRead: true }));
  return Item as IdempotencyRecord | undefined;
}

/** Stores the first request's answer, if this request still holds the key. */
export async function completeIdempotencyKey(
  id: IdempotencyId,
  lockId: string,
  response: { status: number; body: string | undefined },
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(id),
        UpdateExpression:
          'SET #status = :done, responseStatus = :status' +
          (response.body === undefined ? '' : ', responseBody = :body') +
          ' REMOVE lockId, lockedUntil',
        ConditionExpression: 'lockId = :lock',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':status': response.status,
          ':lock': lockId,
          ...(response.body === undefined ? {} : { ':body': response.body }),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Lets go of the key after a failed first request, so that a retry runs; only if this request still holds it. */
export async function releaseIdempotencyKey(id: IdempotencyId, lockId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keyOf(id),
        ConditionExpression: 'lockId = :lock',
        ExpressionAttributeValues: { ':lock': lockId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
