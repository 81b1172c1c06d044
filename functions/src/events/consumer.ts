import type { ActivityEvent } from '@reelbridge/shared';

/**
 * A consumer of events (docs/events.md): e-mail, in-app notifications, the activity history, the counters. The
 * dispatcher hands it every event, in order of time, at least once: a consumer must do its work once per event
 * (and per recipient) however often it is handed the same event, which it does by recording what it did with a
 * conditional write keyed on the event id (data/deliveries.ts).
 *
 * `handle` throws when the work could not be done (a mail server down): the dispatcher then reports the event as
 * failed, and it is handed over again later (in AWS, the stream's retries, then the dead-letter queue).
 */
export interface EventConsumer {
  /** A stable name: part of the delivery records' keys, so renaming one re-delivers every event. */
  readonly name: string;
  handle(event: ActivityEvent): Promise<void>;
}
