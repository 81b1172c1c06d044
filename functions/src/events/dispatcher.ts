import type { ActivityEvent } from '@reelbridge/shared';
import { logger } from '../lib/logger';
import type { EventConsumer } from './consumer';
import { CONSUMERS } from './consumers';

/** One consumer's failure on one event. */
export interface ConsumerFailure {
  event: ActivityEvent;
  consumer: string;
  error: unknown;
}

/** Events in the order they happened: by time, then id (two changes in one millisecond). */
export function inTimeOrder(events: readonly ActivityEvent[]): ActivityEvent[] {
  return [...events].sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
}

/**
 * Hands one event to every consumer, in the registry's order. A consumer that fails does not stop the others: each
 * does its work once per event (data/deliveries.ts), so when the event is handed over again, the ones that
 * succeeded do nothing and the failed one tries again. The failures, logged.
 */
export async function dispatchEvent(
  event: ActivityEvent,
  consumers: readonly EventConsumer[] = CONSUMERS,
): Promise<ConsumerFailure[]> {
  const failures: ConsumerFailure[] = [];
  for (const consumer of consumers) {
    try {
      await consumer.handle(event);
    } catch (error) {
      logger.error('Event consumer failed', {
        eventId: event.id,
        eventType: event.type,
        consumer: consumer.name,
        error: error as Error,
      });
      failures.push({ event, consumer: consumer.name, error });
    }
  }
  return failures;
}

/**
 * Hands each event, in time order, to every consumer (the same in AWS, from the stream handler, and locally, from the
 * local stack's tail). Every event is handed to every consumer whatever failed before; the failures are returned.
 */
export async function dispatchEvents(
  events: readonly ActivityEvent[],
  consumers: readonly EventConsumer[] = CONSUMERS,
): Promise<ConsumerFailure[]> {
  const failures: ConsumerFailure[] = [];
  for (const event of inTimeOrder(events)) failures.push(...(await dispatchEvent(event, consumers)));
  return failures;
}

/** An event some consumers failed on: the stream handler reports its record as failed, to be handed over again. */
export class EventDispatchError extends Error {
  constructor(readonly failures: ConsumerFailure[]) {
    const first = failures[0]!;
    super(`Event ${first.event.id} (${first.event.type}) failed in ${failures.map((f) => f.consumer).join(', ')}`, {
      cause: first.error,
    });
    this.name = 'EventDispatchError';
  }
}
