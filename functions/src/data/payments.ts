import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentInfo } from '@reelbridge/shared';
import { cancelledAt } from './brands';
import { db, tableName } from './client';
import { keys } from './keys';

/** Stored form: the tax id and account number only encrypted, with their last 4 digits beside them. */
export type PaymentRecord = Omit<PaymentInfo, 'taxIdNumber' | 'accountNumber' | 'unmasked'> & {
  taxIdNumberEncrypted: string;
  taxIdLast4: string;
  accountNumberEncrypted: string;
  accountLast4: string;
  version: number;
};

export async function getPayment(creatorId: string): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.payment(creatorId) }));
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
 * Writes the payment info; `expectedVersion` undefined means it must not exist yet.
 */
export async function putPayment(record: PaymentRecord, expectedVersion: number | undefined): Promise<WriteResult> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.payment(record.creatorId), type: 'paymentInfo', ...record },
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
        ],
      }),
    );
    return 'ok';
  } catch (error) {
    if (cancelledAt(error, 0)) return 'stale';
    if (cancelledAt(error, 1)) return 'no_creator';
    throw error;
  }
}

/** Moves pending → approved or rejected; false when the info is no longer pending. */
export async function decide(
  creatorId: string,
  status: 'approved' | 'rejected',
  fields: Record<string, string>,
  now: string,
): Promise<boolean> {
  const sets = Object.keys(fields).map((name) => `#${name} = :${name}`);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.payment(creatorId),
              UpdateExpression: `SET #status = :status, updatedAt = :now, ${sets.join(', ')} ADD #version :one${
                status === 'approved' ? ' REMOVE rejectionReason, rejectedAt' : ''
              }`,
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: {
                '#status': 'status',
                '#version': 'version',
                ...Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
              },
              ExpressionAttributeValues: {
                ':status': status,
                ':pending': 'pending',
                ':now': now,
                ':one': 1,
                ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
              },
            },
          },
          creatorStatus(creatorId, status, now),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}

export async function deletePayment(creatorId: string, now: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
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
      }),
    );
    return true;
  } catch (error) {
    if (cancelledAt(error, 0)) return false;
    throw error;
  }
}
