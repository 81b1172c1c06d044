import type { NotificationPage, NotificationPreferences, PageQuery } from '@reelbridge/shared';
import { notificationStore } from '../data/notifications';
import { badRequest, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { verifyUnsubscribe } from './unsubscribe-token';

/** The bell, e-mail preferences and unsubscribe links (docs/events.md). */

const PAGE_SIZE = 20;

export async function list(principal: Principal, query: PageQuery): Promise<NotificationPage> {
  const [page, unreadCount] = await Promise.all([
    notificationStore.list(principal.userId, { limit: query.limit ?? PAGE_SIZE, cursor: query.cursor }),
    notificationStore.unreadCount(principal.userId),
  ]);
  return { items: page.items, ...(page.cursor ? { nextCursor: page.cursor } : {}), unreadCount };
}

export async function read(principal: Principal, id: string): Promise<{ unreadCount: number }> {
  if ((await notificationStore.markRead(principal.userId, id)) === 'missing') {
    throw notFound('No such notification');
  }
  return { unreadCount: await notificationStore.unreadCount(principal.userId) };
}

export async function readAll(principal: Principal): Promise<{ unreadCount: number }> {
  await notificationStore.markAllRead(principal.userId);
  return { unreadCount: await notificationStore.unreadCount(principal.userId) };
}

export const preferences = (principal: Principal): Promise<NotificationPreferences> =>
  notificationStore.getPreferences({ userId: principal.userId, email: principal.email });

export const updatePreferences = (principal: Principal, body: NotificationPreferences) =>
  notificationStore.putPreferences(principal.userId, body, new Date().toISOString());

export const INVALID_LINK =
  'This unsubscribe link is not valid. Open the link from the e-mail again, or sign in to change your e-mail settings.';

export async function unsubscribe(token: string) {
  const claim = verifyUnsubscribe(token);
  if (!claim) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
  await notificationStore.switchOff(
    { ...(claim.userId ? { userId: claim.userId } : {}), email: claim.email },
    claim.kind,
    new Date().toISOString(),
  );
  return { kind: claim.kind, email: claim.email };
}
