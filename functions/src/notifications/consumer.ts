import { NOTIFICATION_KIND_OF, type ActivityEvent } from '@reelbridge/shared';
import { notificationStore, notificationId, type NotificationRecord } from '../data/notifications';
import { outbox } from '../data/outbox';
import type { EventConsumer } from '../events/consumer';
import { logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';
import { sendMail } from '../lib/mail';
import { composeMail, directMessageOf, siteUrl, wordsFor } from './messages';
import { recipientsOf, type Recipient } from './recipients';
import { signUnsubscribe } from './unsubscribe-token';

/**
 * The notifications consumer (docs/events.md): for each recipient of an event (recipients.ts), an in-app notification
 * when they have an account, and an e-mail when their preference for the event's kind is on (a direct message, the
 * campaign brief, always). Both are recorded in one
 * transaction keyed on the event and the recipient (data/notifications.ts), the e-mail through the outbox, so an event
 * handed over again adds and sends nothing twice; an e-mail left pending (the mail server was down) is sent when the
 * event comes again, and the event is reported failed meanwhile.
 */
async function deliverTo(event: ActivityEvent, recipient: Recipient, now: string): Promise<string | undefined> {
  const kind = NOTIFICATION_KIND_OF[event.type];
  const words = wordsFor(event, recipient.audience);
  const note: NotificationRecord | undefined = recipient.userId
    ? {
        id: notificationId(event.id, event.at, recipient.userId),
        userId: recipient.userId,
        eventId: event.id,
        type: event.type,
        kind,
        title: words.title,
        ...(words.body ? { body: words.body } : {}),
        link: words.link,
        at: event.at,
        read: false,
      }
    : undefined;
  const direct = directMessageOf(event, recipient.audience);
  const mailed = direct ? true : (await notificationStore.getPreferences(recipient))[kind];
  const mail = mailed
    ? {
        eventId: event.id,
        mail: composeMail({
          to: recipient.email,
          words: direct ?? words,
          kind,
          siteUrl: siteUrl(),
          ...(direct
            ? {}
            : {
                unsubscribeToken: signUnsubscribe({ userId: recipient.userId ?? '', email: recipient.email, kind }),
              }),
        }),
      }
    : undefined;
  const { messageId } = await notificationStore.record({ note, mail }, now);
  return messageId;
}

export const notificationsConsumer: EventConsumer = {
  name: 'notifications',
  async handle(event) {
    const recipients = await recipientsOf(event);
    const now = new Date().toISOString();
    const messages: string[] = [];
    for (const recipient of recipients) {
      const messageId = await deliverTo(event, recipient, now);
      if (messageId) messages.push(messageId);
    }
    if (messages.length === 0) return;
    // A message already sent (an earlier delivery of the event) is skipped by its claim.
    const { sent, failed } = await outbox.deliverPending(sendMail, messages);
    // A campaign brief is an e-mail of its own (docs/events.md): counted apart from the notices of changes.
    const brief = event.type === 'campaign.briefSent';
    if (sent.length) countMetric(brief ? METRIC.briefsSent : METRIC.notificationsSent, sent.length);
    if (failed.length) countMetric(brief ? METRIC.briefsFailed : METRIC.notificationsFailed, failed.length);
    if (failed.length) {
      logger.error('Notification e-mails left pending', { eventId: event.id, failed });
      throw new Error(`${failed.length} notification e-mail(s) of event ${event.id} could not be sent`);
    }
  },
};
