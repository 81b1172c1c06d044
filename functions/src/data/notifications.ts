import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationView,
} from '@reelbridge/shared';
import { Changes } from './changes';
import { db, tableName } from './client';
import { GSI1, NOTIFICATION_PREFIX, UNREAD_NOTIFICATIONS_PREFIX, keys } from './keys';
import { addToOutbox, type OutboxMail } from './outbox';
import { decodeCursor, pageOf } from './pagination';
import { transact, type TransactItem } from './projects';

/**
 * In-app notifications, e-mail preferences and the record of notification e-mails (docs/events.md).
 *
 * A user's notifications live in their partition (`USER#sub`, sk `NOTE#<id>`), the id beginning with the event's
 * time, so a page newest first is one Query. The unread count is a counter item beside them, moved in the same
 * transaction as the notification's put and as each read mark (each conditional on the notification's state), so
 * it never drifts and reading it is one GetItem. Unread notifications also carry a sparse gsi1 key, so "mark all
 * read" finds exactly those left.
 *
 * The notifications consumer is handed each event at least once: the notification's id is derived from the event id
 * and the recipient, and it is put only if absent, in one transaction with the e-mail's delivery record and its
 * outbox message, so a redelivered event adds nothing and sends nothing twice.
 */

export const DEFAULT_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPreferences;

/** A stored notification: the view and whose it is. */
export interface NotificationRecord extends NotificationView {
  userId: string;
}

/**
 * The notification of an event for a recipient: the same for every delivery of the event, and beginning with the
 * event's time (digits of its ISO time), so notifications sort by time.
 */
export function notificationId(eventId: string, at: string, recipient: string): string {
  const digits = at.replace(/\D/g, '').padEnd(17, '0').slice(0, 17);
  const hash = createHash('sha256').update(`${eventId}|${recipient}`).digest('hex').slice(0, 16);
  return `nt_${digits}_${hash}`;
}

const NOTIFICATION_ID = /^nt_\d{17}_[0-9a-f]{16}$/;
export const isNotificationId = (id: string) => NOTIFICATION_ID.test(id);

const VIEW_FIELDS = ['id', 'eventId', 'kind', 'title', 'body', 'link', 'at', 'read'] as const;

function toView(item: Record<string, unknown>): NotificationView {
  const view: Record<string, unknown> = {};
  for (const field of VIEW_FIELDS) if (item[field] !== undefined) view[field] = item[field];
  view.type = item.eventType;
  return view as unknown as NotificationView;
}

export interface NotificationMailInput {
  eventId: string;
  mail: OutboxMail;
}

/**
 * Records what an event brings one recipient, in one transaction: the in-app notification (and the unread count),
 * and the e-mail (its delivery record and outbox message). 'already' when an earlier delivery of the event recorded
 * it; either way with the id of the outbox message that carries the e-mail, to be sent (again: a sent message is not
 * sent twice) by the caller.
 */
export async function recordNotification(
  input: { note?: NotificationRecord; mail?: NotificationMailInput },
  now: string,
): Promise<{ outcome: 'new' | 'already'; messageId?: string }> {
  const changes = new Changes();
  const { note, mail } = input;
  if (note) {
    changes.add({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.notification(note.userId, note.id),
          ...(note.read ? {} : keys.unreadNotification(note.userId, note.id)),
          ...note,
          // `type` names the item's kind in this table: the event's type is kept as eventType.
          type: 'notification',
          eventType: note.type,
          createdAt: now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    if (!note.read) changes.add(counterMove(note.userId, 1));
  }
  let messageId: string | undefined;
  if (mail) {
    messageId = addToOutbox(changes, mail.mail, now);
    changes.add({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.notificationMail(mail.eventId, mail.mail.to),
          type: 'notificationMail',
          eventId: mail.eventId,
          to: mail.mail.to.toLowerCase(),
          messageId,
          createdAt: now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (changes.size === 0) return { outcome: 'new' };
  const result = await changes.commit();
  if (result === 'ok') return { outcome: 'new', messageId };
  if (result === 'too_many') throw new Error('A notification never needs more than four items');
  // Recorded by an earlier delivery: its e-mail (if any) may still be waiting in the outbox.
  const earlier = mail ? await mailRecord(mail.eventId, mail.mail.to) : undefined;
  return { outcome: 'already', messageId: earlier?.messageId };
}

async function mailRecord(eventId: string, to: string): Promise<{ messageId?: string } | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.notificationMail(eventId, to), ConsistentRead: true }),
  );
  return Item ? { messageId: typeof Item.messageId === 'string' ? Item.messageId : undefined } : undefined;
}

function counterMove(userId: string, by: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notificationCounter(userId),
      UpdateExpression: 'SET #type = :type ADD unread :by',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'notificationCounter', ':by': by },
    },
  };
}

/** How many of the user's notifications are unread (strongly consistent: it answers right after a read mark). */
export async function unreadCount(userId: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.notificationCounter(userId), ConsistentRead: true }),
  );
  const count = Number(Item?.unread ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** A page of the user's notifications, newest first. */
export async function listNotifications(
  userId: string,
  options: { limit: number; cursor?: string },
): Promise<{ items: NotificationView[]; cursor?: string }> {
  const partition = keys.notification(userId, '').pk;
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': NOTIFICATION_PREFIX },
      ScanIndexForward: false,
      Limit: options.limit + 1,
      ConsistentRead: true,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attribute: 'pk',
        value: partition,
        sortPrefix: NOTIFICATION_PREFIX,
      }),
    }),
  );
  const page = pageOf(result.Items ?? [], options.limit, 'pk', result.LastEvaluatedKey);
  return { items: page.items.map(toView), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/**
 * How long a notification is kept once read (the table's TTL, `expiresAt`). An unread one is kept until it is read,
 * so the unread count never counts a notification that is gone.
 */
export const READ_NOTIFICATION_DAYS = 365;

function readMark(userId: string, notificationId: string): TransactItem {
  const expiresAt = Math.floor(Date.now() / 1000) + READ_NOTIFICATION_DAYS * 24 * 3600;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notification(userId, notificationId),
      UpdateExpression: 'SET #read = :true, expiresAt = :expires REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND #read = :false',
      ExpressionAttributeNames: { '#read': 'read' },
      ExpressionAttributeValues: { ':true': true, ':false': false, ':expires': expiresAt },
    },
  };
}

/** Marks one of the user's notifications read: 'missing' when the user has no such notification. */
export async function markRead(userId: string, notificationId: string): Promise<'ok' | 'missing'> {
  if (!isNotificationId(notificationId)) return 'missing';
  const result = await transact([readMark(userId, notificationId), counterMove(userId, -1)]);
  if (result.ok) return 'ok';
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.notification(userId, notificationId), ConsistentRead: true }),
  );
  return Item ? 'ok' : 'missing';
}

const READ_ALL_CHUNK = 25;
const READ_ALL_ROUNDS = 40;
/** How many of the newest notifications are checked on the table itself before the unread index is used. */
const RECENT_CHECKED = 50;

/**
 * Marks every unread notification of the user read: the newest from the table (strongly consistent), the rest found
 * on the sparse unread index (which may lag: a mark's condition decides, never the index), in transactions of 25
 * marks and the counter; a chunk whose condition fails (one was read meanwhile) is marked one by one.
 */
export async function markAllRead(userId: string): Promise<void> {
  const seen = new Set<string>();
  // The index may not show the newest ones yet (it lags the table): the newest are read from the table first.
  const { Items: newest } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#read = :false',
      ExpressionAttributeNames: { '#read': 'read' },
      ExpressionAttributeValues: {
        ':pk': keys.notification(userId, '').pk,
        ':prefix': NOTIFICATION_PREFIX,
        ':false': false,
      },
      ScanIndexForward: false,
      Limit: RECENT_CHECKED,
      ConsistentRead: true,
    }),
  );
  for (let round = 0; round < READ_ALL_ROUNDS; round += 1) {
    const { Items } =
      round === 0
        ? { Items: newest }
        : await db().send(
            new QueryCommand({
              TableName: tableName(),
              IndexName: GSI1,
              KeyConditionExpression: 'gsi1pk = :pk',
              ExpressionAttributeValues: { ':pk': `${UNREAD_NOTIFICATIONS_PREFIX}${userId}` },
              Limit: 100,
            }),
          );
    const ids = (Items ?? []).map((item) => String(item.id)).filter((id) => !seen.has(id));
    if (ids.length === 0 && round > 0) return;
    for (let start = 0; start < ids.length; start += READ_ALL_CHUNK) {
      const chunk = ids.slice(start, start + READ_ALL_CHUNK);
      chunk.forEach((id) => seen.add(id));
      const result = await transact([...chunk.map((id) => readMark(userId, id)), counterMove(userId, -chunk.length)]);
      if (!result.ok) for (const id of chunk) await markRead(userId, id);
    }
  }
}

function preferencesOfItem(item: Record<string, unknown> | undefined): NotificationPreferences {
  const stored = (item?.preferences ?? {}) as Partial<Record<NotificationKind, unknown>>;
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, typeof stored[kind] === 'boolean' ? stored[kind] : true]),
  ) as NotificationPreferences;
}

const preferencesKey = (recipient: { userId?: string; email: string }) =>
  recipient.userId ? keys.notificationPreferences(recipient.userId) : keys.addressPreferences(recipient.email);

/** A user's e-mail preferences (or, without an account, the address's): every kind on unless switched off. */
export async function getPreferences(recipient: { userId?: string; email: string }): Promise<NotificationPreferences> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: preferencesKey(recipient), ConsistentRead: true }),
  );
  return preferencesOfItem(Item);
}

export async function putPreferences(userId: string, preferences: NotificationPreferences, now: string) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.notificationPreferences(userId), type: 'notificationPreferences', preferences, updatedAt: now },
    }),
  );
  return preferencesOfItem({ preferences });
}

/** Switches one kind off (an unsubscribe link), leaving the others as they are. */
export async function switchOff(recipient: { userId?: string; email: string }, kind: NotificationKind, now: string) {
  const key = preferencesKey(recipient);
  // A first write creates the map; after that, only the one kind changes (two links used at once both count).
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET preferences.#kind = :off, updatedAt = :now',
        ConditionExpression: 'attribute_exists(preferences)',
        ExpressionAttributeNames: { '#kind': kind },
        ExpressionAttributeValues: { ':off': false, ':now': now },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET preferences = if_not_exists(preferences, :preferences), #type = :type, updatedAt = :now',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':preferences': { ...DEFAULT_PREFERENCES, [kind]: false },
          ':type': 'notificationPreferences',
          ':now': now,
        },
      }),
    );
    // A concurrent first write may have won with its own kind: set ours on the map that now exists.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET preferences.#kind = :off',
        ExpressionAttributeNames: { '#kind': kind },
        ExpressionAttributeValues: { ':off': false },
      }),
    );
  }
}

export const notificationStore = {
  record: recordNotification,
  list: listNotifications,
  unreadCount,
  markRead,
  markAllRead,
  getPreferences,
  putPreferences,
  switchOff,
};
