import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry, Page } from '@reelbridge/shared';
import { db, queryTablePage, tableName, writeTransaction } from './client';
import { keys, type TimelineKind } from './keys';

/**
 * Activity histories (functions/src/activity): one partition per record (`TIMELINE#PROJECT#<id>`, …, and a project's
 * per creator), one item per event, sort key `<at>#<eventId>`. The key is the event's, so handing an event over again
 * writes the same items with the same words: a history has one line per event however often it is delivered, with no
 * delivery record needed. Apart from the record's own partition, so a project's Query and its deletion stay the size
 * of the project; a deleted record's history is unreachable (its route answers 404 once the record is gone).
 */
export const TIMELINE_ITEM_TYPE = 'timelineEntry';

/** Where a line goes: a history's partition (keys.timelinePartition / projectCreatorTimelinePartition). */
export interface TimelineLine {
  partition: string;
  entry: ActivityEntry;
  /** When the line may go (epoch seconds, the table's TTL): the agency's history keeps AGENCY_HISTORY_DAYS. */
  expiresAt?: number;
}

/** How long the agency's history of everything keeps a line; a record's own history keeps its lines. */
export const AGENCY_HISTORY_DAYS = 180;

export const timelinePartition = (kind: TimelineKind, id: string) => keys.timelinePartition(kind, id);
export const agencyTimelinePartition = () => keys.agencyTimelinePartition();
export const projectCreatorTimelinePartition = (projectId: string, creatorId: string) =>
  keys.projectCreatorTimelinePartition(projectId, creatorId);

/**
 * Writes the lines of one event, all or none (one transaction of at most seven Puts, unconditional: a line rewritten
 * by a redelivery is the same line). A transaction's passing failures are sent again by writeTransaction.
 */
export async function writeTimelineLines(lines: TimelineLine[]): Promise<void> {
  if (lines.length === 0) return;
  await writeTransaction({
    TransactItems: lines.map(({ partition, entry, expiresAt }) => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.timelineEntry(partition, entry.at, entry.id),
          type: TIMELINE_ITEM_TYPE,
          entry,
          ...(expiresAt ? { expiresAt } : {}),
        },
      },
    })),
  });
}

/**
 * One page of a history, newest first. Strongly consistent: a history is read right after the change it shows (a
 * screen refreshed after an action), and a stale read would leave the newest line out.
 */
export async function timelinePage(
  partition: string,
  options: { limit: number; cursor?: string },
): Promise<Page<ActivityEntry>> {
  const { items, cursor } = await queryTablePage(partition, { ...options, newestFirst: true, consistent: true });
  const entries = items.filter((item) => item.type === TIMELINE_ITEM_TYPE).map((item) => item.entry as ActivityEntry);
  return cursor ? { items: entries, nextCursor: cursor } : { items: entries };
}

/** What authorization needs of a record: that it exists, and the brand it belongs to (none for a creator). */
export interface RecordOwner {
  brandId?: string;
}

const RECORD_KEY: Record<TimelineKind, (id: string) => Record<string, string>> = {
  project: keys.project,
  campaign: keys.campaign,
  creator: keys.creator,
  brand: keys.brand,
};

/**
 * The record whose history is asked for: undefined when it does not exist (or is a project being deleted, which every
 * reader treats as gone). Strongly consistent, so a record created a moment ago is found (its owner never changes).
 */
export async function recordOwner(kind: TimelineKind, id: string): Promise<RecordOwner | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: RECORD_KEY[kind](id),
      ProjectionExpression: 'pk, brandId, deletingSince',
      ConsistentRead: true,
    }),
  );
  if (!Item || Item.deletingSince) return undefined;
  if (kind === 'brand') return { brandId: id };
  return typeof Item.brandId === 'string' ? { brandId: Item.brandId } : {};
}
