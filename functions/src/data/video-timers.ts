import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { sparkReminderAt } from '@reelbridge/shared';
import { db, tableName } from './client';
import { GSI1, keys, VIDEO_TIMERS_PK } from './keys';

/**
 * Issue 20, timers (docs/videos.md): a video that the scheduled job (ugc-projects/timers.ts) must look at some day
 * carries a key on the sparse index `VIDEO_TIMERS` (gsi1, free on a video's item), sorted by that day. The key is
 * computed from the video alone by `items.submission`, so every write of a video keeps it right:
 *
 * - waiting for review (`pending`) with `reviewDueAt`: at `reviewRemindAt` until the reviewers were reminded
 *   (`reviewRemindedAt`), then at `reviewDueAt`, when it is approved automatically;
 * - waiting for review or approved, with `sparkExpiresAt`: a week before the code expires, until the reviewers were
 *   reminded (`sparkRemindedAt`); the reviewers are the ones who must act on it then (review it while the code works,
 *   or ask for a new one). A draft, a video sent back for revision (the creator delivers it again, with its code) and
 *   a rejected one have no spark reminder;
 * - both: the earlier of the two; anything else: no key (a review that ends the timers removes it at once).
 *
 * The job reads the index partition up to now (no Scan) and decides on the video read strongly consistently.
 */
export interface TimedVideo {
  status: string;
  reviewDueAt?: string;
  reviewRemindAt?: string;
  reviewRemindedAt?: string;
  sparkExpiresAt?: string;
  sparkRemindedAt?: string;
}

/** The states in which the reviewers are reminded that a video's spark code expires within a week. */
export const SPARK_REMINDED_STATUSES: ReadonlySet<string> = new Set(['pending', 'approved']);

/** Whether the reviewers are still to be reminded of the video's spark code (from a week before it expires). */
export function sparkReminderOwed(video: TimedVideo): video is TimedVideo & { sparkExpiresAt: string } {
  return SPARK_REMINDED_STATUSES.has(video.status) && !!video.sparkExpiresAt && !video.sparkRemindedAt;
}

/** When the job must next look at the video (the earliest of its timers), or undefined for never. */
export function nextVideoTimer(video: TimedVideo): string | undefined {
  const timers: string[] = [];
  if (video.status === 'pending' && video.reviewDueAt) {
    const remind =
      video.reviewRemindAt && !video.reviewRemindedAt && video.reviewRemindAt < video.reviewDueAt
        ? video.reviewRemindAt
        : undefined;
    timers.push(remind ?? video.reviewDueAt);
  }
  if (sparkReminderOwed(video)) timers.push(sparkReminderAt(video.sparkExpiresAt));
  return timers.sort()[0];
}

/** The video's key on the timers' index, or nothing (the item then leaves the index). */
export function videoTimerKey(video: TimedVideo & { id: string }): { gsi1pk: string; gsi1sk: string } | object {
  const at = nextVideoTimer(video);
  return at ? keys.videoTimer(at, video.id) : {};
}

/** A video whose timer is due, as the index has it (may be a moment old: the job reads the project again). */
export interface DueVideoTimer {
  submissionId: string;
  projectId: string;
  at: string;
}

/**
 * The videos whose timer is at or before `now`, oldest first: one Query a page of the index partition (`limit` a
 * page, following its LastEvaluatedKey), never a Scan.
 */
export async function dueVideoTimers(now: string, limit = 100): Promise<DueVideoTimer[]> {
  const found: DueVideoTimer[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :until',
        ExpressionAttributeValues: { ':pk': VIDEO_TIMERS_PK, ':until': `${now}#~` },
        ProjectionExpression: 'id, projectId, gsi1sk',
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({
        submissionId: String(item.id),
        projectId: String(item.projectId),
        at: String(item.gsi1sk).split('#')[0]!,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
