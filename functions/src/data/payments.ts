import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreatorPaymentStatus, PaymentInfo, PaymentReveal } from '@reelbridge/shared';
import { cancelledAt } from './brands';
import { batchGet, db, tableName, writeTransaction } from './client';
import { keys, PAYMENT_REVEAL_PREFIX } from './keys';
import type { TransactItem } from './projects';

/** Stored form: the tax id and account number only encrypted, with their last 4 digits beside them. */
export type PaymentRecord = Omit<PaymentInfo, 'taxIdNumber' | 'accountNumber' | 'reveals'> & {
  taxIdNumberEncrypted: string;
  taxIdLast4: string;
  accountNumberEncrypted: string;
  accountLast4: string;
  version: number;
};

/** Strongly consistent: the versioned payment writes and the pay transaction's check are conditional on it. */
export async function getPayment(creatorId: string): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.payment(creatorId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...record } = Item;
  return record as PaymentRecord;
}

/** The creator item carries the payment status for the admin list: changed in the same transaction. */
function creatorStatus(creatorId: string, status: string, now: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.creator(creatorId),
      UpdateExpression: 'SET paymentStatus = :status, updatedAt = :now ADD #version :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':status': status, ':now': now, ':one': 1 },
    },
  };
}

export type WriteResult = 'ok' | 'stale' | 'no_creator';

/**
 * Writes the payment info; `expectedVersion` undefined means it must not exist yet. `withItems`: written in the same
 * transaction (the change's event, data/events.ts eventWrite).
 */
export async function putPayment(
  record: PaymentRecord,
  expectedVersion: number | undefined,
  withItems: TransactItem[] = [],
): Promise<WriteResult> {
  try {
    await writeTransaction({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.payment(record.creatorId),
              // Listed among the details waiting for a decision while pending (data/attention.ts).
              ...(record.status === 'pending' ? keys.paymentWaiting(record.updatedAt, record.creatorId) : {}),
              type: 'paymentInfo',
              ...record,
            },
            ...(expectedVersion === undefined
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: '#version = :expected',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':expected': expectedVersion },
                }),
          },
        },
        creatorStatus(record.creatorId, record.status, record.updatedAt),
        ...withItems,
      ],
    });
    return 'ok';
  } catch (error) {
    if (cancelledAt(error, 0)) return 'stale';
    if (cancelledAt(error, 1)) return 'no_creator';
    throw error;
  }
}

/**
 * Moves pending → approved or rejected, only if the info is still the version the admin reviewed (and pending);
 * false when it is not. `withItems`: written in the same transaction (the decision's event).
 */
export async function decide(
  creatorId: string,
  status: 'approved' | 'rejected',
  fields: Record<string, string>,
  now: string,
  reviewedVersion: number,
  withItems: TransactItem[] = [],
): Promise<boolean> {
  const sets = Object.keys(fields).map((name) => `#${name} = :${name}`);
  try {
    await writeTransaction({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.payment(creatorId),
            // Decided: no longer among the details waiting for a decision (gsi1, data/attention.ts).
            UpdateExpression: `SET #status = :status, updatedAt = :now, ${sets.join(', ')} ADD #version :one REMOVE gsi1pk, gsi1sk${
              status === 'approved' ? ', rejectionReason, rejectedAt' : ''
            }`,
            ConditionExpression: '#status = :pending AND #version = :reviewed',
            ExpressionAttributeNames: {
              '#status': 'status',
              '#version': 'version',
              ...Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
            },
            ExpressionAttributeValues: {
              ':status': status,
              ':pending': 'pending',
              ':reviewed': reviewedVersion,
              ':now': now,
              ':one': 1,
              ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
            },
          },
        },
        creatorStatus(creatorId, status, now),
        ...withItems,
      ],
    });
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

export async function deletePayment(creatorId: string, now: string): Promise<boolean> {
  try {
    await writeTransaction({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.payment(creatorId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        creatorStatus(creatorId, 'not_submitted', now),
      ],
    });
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

/** A reveal of the whole numbers, as stored (DESIGN: the data layer owns the key). */
export interface PaymentRevealRecord extends PaymentReveal {
  id: string;
  creatorId: string;
}

/**
 * Records a reveal, only if the payment info is still at `version` (the numbers returned are that version's);
 * false when it changed meanwhile.
 */
export async function recordReveal(reveal: PaymentRevealRecord): Promise<boolean> {
  try {
    await writeTransaction({
      TransactItems: [
        {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.payment(reveal.creatorId),
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': reveal.version },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.paymentReveal(reveal.creatorId, reveal.at, reveal.id), type: 'paymentReveal', ...reveal },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

/** The latest reveals of a creator's payment numbers, newest first: one Query. */
export async function listReveals(creatorId: string, limit = 50): Promise<PaymentReveal[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.creator(creatorId).pk, ':prefix': PAYMENT_REVEAL_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      // Answered right after a reveal is recorded: it must be in the list.
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    by: String(item.by),
    byUserId: String(item.byUserId),
    at: String(item.at),
    version: Number(item.version),
  }));
}

export interface PaymentState {
  status: Exclude<CreatorPaymentStatus, 'not_submitted'>;
  version: number;
}

/**
 * The payment-info status and version of each creator (absent: none submitted), for the admin's project view:
 * BatchGets of only the two attributes, strongly consistent (the view is the answer to a change, and its Pay button
 * must not show details as approved that were changed a moment ago).
 */
export async function getPaymentStates(creatorIds: string[]): Promise<Map<string, PaymentState>> {
  const found = new Map<string, PaymentState>();
  const items = await batchGet(
    creatorIds.map((creatorId) => keys.payment(creatorId)),
    {
      projection: 'creatorId, #status, #version',
      names: { '#status': 'status', '#version': 'version' },
      consistent: true,
    },
  );
  for (const item of items) {
    found.set(String(item.creatorId), { status: item.status as PaymentState['status'], version: Number(item.version) });
  }
  return found;
}

/**
 * For a payment's transaction: the creator's payment info must still be approved at the version read, so a
 * resubmission or a change racing the payment makes the whole payment fail.
 */
export function approvedAtVersion(creatorId: string, version: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.payment(creatorId),
      ConditionExpression: '#status = :approved AND #version = :version',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: { ':approved': 'approved', ':version': version },
    },
  };
}
