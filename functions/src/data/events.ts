import { newId, type ActivityEvent } from '@reelbridge/shared';
import type { Changes } from './changes';
import { tableName } from './client';
import { keys } from './keys';
import type { TransactItem } from './projects';

/** What a writer says about a change; the id and time are added here. */
export type EventInput = Omit<ActivityEvent, 'id' | 'at'>;

/** The item type of event items: the table's stream is filtered on it (docs/events.md). */
export const EVENT_ITEM_TYPE = 'event';

/**
 * Records a change as an event in the change's own transaction, so that an event exists exactly when its change
 * committed. The dispatcher (functions/src/events) then hands it to its consumers. Returns the event.
 */
export function addEvent(changes: Changes, input: EventInput, now: string): ActivityEvent {
  const { event, item } = eventWrite(input, now);
  changes.add(item);
  return event;
}

/**
 * The same event item as a bare transaction item, for a write that is not made with `Changes` (data/payments.ts,
 * data/team.ts take it as an extra item of their own transaction).
 */
export function eventWrite(input: EventInput, now: string): { event: ActivityEvent; item: TransactItem } {
  const event: ActivityEvent = { ...input, id: newId('event'), at: now };
  return {
    event,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.event(event.id, event.at), type: EVENT_ITEM_TYPE, event },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** The event an event item holds (from a Query, or a stream record's NewImage once unmarshalled). */
export function eventOfItem(item: Record<string, unknown>): ActivityEvent | undefined {
  return item.type === EVENT_ITEM_TYPE ? (item.event as ActivityEvent) : undefined;
}
