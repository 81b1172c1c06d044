import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { EVENT_DAY_PREFIX, GSI1 } from './keys';

/** The UTC days (yyyy-mm-dd) from `since` to `until`, both ISO times. */
function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  const last = until.slice(0, 10);
  for (let day = new Date(`${since.slice(0, 10)}T00:00:00.000Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const name = day.toISOString().slice(0, 10);
    days.push(name);
    if (name >= last || days.length > 366) return days;
  }
}

/**
 * The event items recorded at or after `since` (an ISO time), oldest first: one Query per day partition of the
 * events' time index (gsi1 `EVENTS#<day>`, sorted by `<at>#<id>`), continued past DynamoDB's 1 MB pages. An index
 * read, so a moment behind the table: for the local stack's tail (infra/local/event-tail.ts) and any catch-up.
 */
export async function eventItemsSince(
  since: string,
  { until = new Date().toISOString(), client = db() }: { until?: string; client?: DynamoDBDocumentClient } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (const day of daysBetween(since, until)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await client.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: GSI1,
          KeyConditionExpression: `${GSI1}pk = :day AND ${GSI1}sk >= :since`,
          ExpressionAttributeValues: { ':day': `${EVENT_DAY_PREFIX}${day}`, ':since': since },
          ExclusiveStartKey: startKey,
        }),
      );
      found.push(...(result.Items ?? []));
      startKey = result.LastEvaluatedKey;
    } while (startKey);
  }
  return found;
}
