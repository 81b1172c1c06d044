import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Changes } from './changes';
import { db, tableName } from './client';
import { GSI1, OUTBOX_PENDING_PK, keys } from './keys';
import type { TransactItem } from './projects';

/**
 * The outbox: a message to send (for now an e-mail) is written in the same transaction as the change that decided
 * it, and sent only after that transaction committed. A change that fails sends nothing; a change that commits sends
 * its message even if the process that made it stops, since the message waits in the table until delivered.
 *
 * Delivery is claim-then-send: a sender first marks the message 'sending' with a conditional update (only from
 * 'pending', or from a 'sending' whose claim ran out), then sends, then marks it 'sent'. Two senders never send one
 * message: only one claim succeeds. A sender that stops between its claim and marking it sent leaves the message
 * 'sending' until the claim runs out (CLAIM_SECONDS), after which another sender may take it: so a message is sent
 * at least once, and twice only if a sender died after sending and before recording it. Mark-sent-with-a-condition
 * without a claim would instead let two concurrent senders both send before either records it, the common case
 * (a request's own delivery racing a dispatcher), rather than only after a crash.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent';

export interface OutboxMessage {
  id: string;
  kind: 'mail';
  mail: OutboxMail;
  status: OutboxStatus;
  createdAt: string;
  attempts: number;
  claimId?: string;
  /** Epoch milliseconds after which a 'sending' claim no longer holds. */
  claimedUntil?: number;
  sentAt?: string;
  lastError?: string;
}

/** How long a sender holds a message it claimed: far longer than one delivery takes (an SES call). */
export const CLAIM_SECONDS = 120;

/** The Put of a new pending message, for a transaction; with its id. */
export function outboxPut(mail: OutboxMail, now: string): { id: string; item: TransactItem } {
  const id = randomUUID();
  const message: OutboxMessage = { id, kind: 'mail', mail, status: 'pending', createdAt: now, attempts: 0 };
  return {
    id,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.outboxMessage(id), ...keys.outboxPending(now, id), type: 'outbox', ...message },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** Adds a pending message to `changes`, so it is written in the change's own transaction; its id. */
export function addToOutbox(changes: Changes, mail: OutboxMail, now: string): string {
  const { id, item } = outboxPut(mail, now);
  changes.add(item);
  return id;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

function strip(item: Record<string, unknown>): OutboxMessage {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _type, ...message } = item;
  return message as unknown as OutboxMessage;
}

async function claim(id: string, nowMs: number): Promise<OutboxMessage | undefined> {
  const claimId = randomUUID();
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMessage(id),
        UpdateExpression: 'SET #status = :sending, claimId = :claim, claimedUntil = :until ADD attempts :one',
        ConditionExpression:
          'attribute_exists(pk) AND (#status = :pending OR (#status = :sending AND claimedUntil <= :now))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':pending': 'pending',
          ':claim': claimId,
          ':until': nowMs + CLAIM_SECONDS * 1000,
          ':now': nowMs,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? strip(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

async function finish(message: OutboxMessage, outcome: { sentAt: string } | { error: string }): Promise<void> {
  const sent = 'sentAt' in outcome;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxMessage(message.id),
        // Sent: off the pending index (gsi1 is sparse). Failed: pending again, for the next delivery.
        UpdateExpression: sent
          ? 'SET #status = :sent, sentAt = :sentAt REMOVE claimId, claimedUntil, gsi1pk, gsi1sk'
          : 'SET #status = :pending, lastError = :error REMOVE claimId, claimedUntil',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claim': message.claimId,
          ...(sent
            ? { ':sent': 'sent', ':sentAt': outcome.sentAt }
            : { ':pending': 'pending', ':error': outcome.error }),
        },
      }),
    );
  } catch (error) {
    // The claim ran out and another sender took the message: it records the outcome.
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getOutboxMessage(id: string): Promise<OutboxMessage | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.outboxMessage(id), ConsistentRead: true }),
  );
  return Item ? strip(Item) : undefined;
}

/** The ids of pending messages, oldest first (a dispatcher's work list): one Query of the sparse pending index. */
export async function pendingOutboxIds(limit = 25): Promise<string[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': OUTBOX_PENDING_PK },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => String(item.id));
}

export type Deliver = (mail: OutboxMail) => Promise<void>;

/**
 * Delivers the given pending messages (after the transaction that wrote them committed), or the oldest pending ones
 * when no ids are given: each is claimed, sent with `deliver`, and marked sent; one that fails to send goes back to
 * pending (and is reported in `failed`). A message another sender holds or already sent is skipped.
 */
export async function deliverPending(
  deliver: Deliver,
  ids?: string[],
  now: () => Date = () => new Date(),
): Promise<{ sent: string[]; failed: string[] }> {
  const todo = ids ?? (await pendingOutboxIds());
  const sent: string[] = [];
  const failed: string[] = [];
  for (const id of todo) {
    const message = await claim(id, now().getTime());
    if (!message) continue;
    try {
      await deliver(message.mail);
    } catch (error) {
      await finish(message, { error: (error as Error)?.message ?? String(error) });
      failed.push(id);
      continue;
    }
    await finish(message, { sentAt: now().toISOString() });
    sent.push(id);
  }
  return { sent, failed };
}

export const outbox = {
  add: addToOutbox,
  put: outboxPut,
  deliverPending,
  pending: pendingOutboxIds,
  get: getOutboxMessage,
};
