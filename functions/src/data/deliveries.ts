import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Changes } from './changes';
import { db, tableName } from './client';
import { keys } from './keys';
import type { TransactItem } from './projects';

/**
 * Delivery records: the dispatcher hands a consumer every event at least once (a stream's retries, a replayed batch,
 * the local tail re-reading its window), so a consumer records what it did, per event, consumer and recipient, with
 * a conditional put of `DELIVERY#<eventId> / <consumer>#<recipient>` (attribute_not_exists). Two forms, by effect:
 *
 * - **Table writes (exact).** The marker is written in the SAME transaction as the work (`onceInTable`): either both
 *   commit or neither, so a redelivered event finds the marker and changes nothing, and a failed write leaves no
 *   marker and is done on the next delivery. No window at all.
 * - **External effects (an e-mail): claim, then act, then complete** (`claimDelivery`, `completeDelivery`), as the
 *   outbox does (data/outbox.ts). The claim is a conditional write: only one of two concurrent deliveries gets it, so
 *   the common race (a retry while the first attempt still runs) never sends twice. A failed effect releases the claim
 *   (`releaseDelivery`) so the next delivery tries again. The window: a process that stops after the effect and
 *   before completing leaves a claim that runs out after CLAIM_SECONDS, and the effect is then done again: at least
 *   once, twice only after such a crash. Act-then-record would instead send twice whenever two deliveries overlap.
 *
 * Markers expire after DELIVERY_DAYS (the table's TTL): far longer than a stream keeps a record (24 hours) and than
 * its retries and the dead-letter queue's redrive take, so an event is never handed over again after its marker went.
 */
export const DELIVERY_DAYS = 30;
/** How long a claim on an external effect holds: far longer than one effect takes (an SES call). */
export const CLAIM_SECONDS = 120;

export interface DeliveryRef {
  eventId: string;
  consumer: string;
  /** Whom the work was for: a user id, an e-mail, or a fixed name such as 'agency' for a counter. */
  recipient: string;
}

const expiresAt = (nowMs: number) => Math.floor(nowMs / 1000) + DELIVERY_DAYS * 24 * 3600;

const isConditionFailure = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** The Put of a done delivery, for a transaction: fails (ConditionalCheckFailed) when it was already done. */
export function deliveryPut(ref: DeliveryRef, now: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.delivery(ref.eventId, ref.consumer, ref.recipient),
        type: 'delivery',
        ...ref,
        status: 'done',
        at: now,
        expiresAt: expiresAt(Date.parse(now)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Adds the delivery's marker to `changes`, so it commits with the work (or not at all). */
export function addDelivery(changes: Changes, ref: DeliveryRef, now: string): void {
  changes.add(deliveryPut(ref, now));
}

/** Whether the delivery was recorded (done or claimed). Strongly consistent: it decides whether to work. */
export async function deliveryRecorded(ref: DeliveryRef): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.delivery(ref.eventId, ref.consumer, ref.recipient),
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/**
 * Table writes, exactly once: `build` adds the work to a Changes that already holds the delivery's marker, and it all
 * commits as one transaction. 'already' when the marker was there (the event was handled before); 'done' when the
 * work committed now. A transaction refused for another condition (the work's own) with no marker present is an
 * error: the event is reported failed and handed over again.
 */
export async function onceInTable(
  ref: DeliveryRef,
  build: (changes: Changes) => void | Promise<void>,
  now = new Date().toISOString(),
): Promise<'done' | 'already'> {
  const changes = new Changes();
  addDelivery(changes, ref, now);
  await build(changes);
  const result = await changes.commit();
  if (result === 'ok') return 'done';
  if (result === 'conflict' && (await deliveryRecorded(ref))) return 'already';
  throw new Error(
    `Delivery ${ref.consumer}#${ref.recipient} of ${ref.eventId}: the transaction was refused (${result})`,
  );
}

/** A claim on an external effect, to pass to completeDelivery or releaseDelivery. */
export interface DeliveryClaim extends DeliveryRef {
  claimId: string;
}

/**
 * Claims a delivery before an external effect: the claim, or undefined when it was done already or another
 * delivery holds a claim that has not run out.
 */
export async function claimDelivery(ref: DeliveryRef, nowMs = Date.now()): Promise<DeliveryClaim | undefined> {
  const claimId = randomUUID();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.delivery(ref.eventId, ref.consumer, ref.recipient),
        UpdateExpression:
          'SET #type = :type, eventId = :eventId, consumer = :consumer, recipient = :recipient, #status = :claimed, ' +
          'claimId = :claim, claimedUntil = :until, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(pk) OR (#status = :claimed AND claimedUntil <= :now)',
        ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: {
          ':type': 'delivery',
          ':eventId': ref.eventId,
          ':consumer': ref.consumer,
          ':recipient': ref.recipient,
          ':claimed': 'claimed',
          ':claim': claimId,
          ':until': nowMs + CLAIM_SECONDS * 1000,
          ':now': nowMs,
          ':expires': expiresAt(nowMs),
        },
      }),
    );
    return { ...ref, claimId };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Records the claimed effect as done (nothing if the claim ran out and another delivery took it). */
export async function completeDelivery(claim: DeliveryClaim, now = new Date().toISOString()): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.delivery(claim.eventId, claim.consumer, claim.recipient),
        UpdateExpression: 'SET #status = :done, #at = :at REMOVE claimId, claimedUntil',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeNames: { '#status': 'status', '#at': 'at' },
        ExpressionAttributeValues: { ':done': 'done', ':at': now, ':claim': claim.claimId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Gives a claim back after the effect failed, so that the next delivery of the event tries again. */
export async function releaseDelivery(claim: DeliveryClaim): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.delivery(claim.eventId, claim.consumer, claim.recipient),
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeValues: { ':claim': claim.claimId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * An external effect at most once per delivery (claim, act, complete; see above): 'done' when `work` ran now,
 * 'already' when it was done or is being done by another delivery. When `work` throws, the claim is released and
 * the error thrown on, so the event is reported failed and handed over again.
 */
export async function onceExternal(ref: DeliveryRef, work: () => Promise<void>): Promise<'done' | 'already'> {
  const claim = await claimDelivery(ref);
  if (!claim) return 'already';
  try {
    await work();
  } catch (error) {
    await releaseDelivery(claim);
    throw error;
  }
  await completeDelivery(claim);
  return 'done';
}

export const deliveries = {
  put: deliveryPut,
  add: addDelivery,
  recorded: deliveryRecorded,
  onceInTable,
  claim: claimDelivery,
  complete: completeDelivery,
  release: releaseDelivery,
  onceExternal,
};
