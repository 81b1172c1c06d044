import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectCreatorStatus } from '@reelbridge/shared';
import { brandSearch } from './brands';
import { campaignSearch } from './campaigns';
import { syncCampaignAttention, syncProjectAttention } from './attention';
import { batchGet, db, tableName, scanPages } from './client';
import { creatorSearch } from './creators';
import { creatorWorkSortKey, keys } from './keys';
import { projectSearch } from './projects';
import { transact, type TransactItem } from './projects';
import { searchEntryItems, searchTokensOf, type SearchKind } from './search';

/** The kinds of record that have search entries, by the `type` of their item. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads its own fields of the stored item
const KINDS: Record<string, SearchKind<any>> = {
  creator: creatorSearch,
  brand: brandSearch,
  project: projectSearch,
  campaign: campaignSearch,
};

export interface BackfillReport {
  /** Records read. */
  records: number;
  /** Records whose entries were (re)written. */
  written: number;
  /** Records changed while the backfill ran: their own write keeps their entries. */
  skipped: number;
  /** Project-creator entries given the list key of their creator's work order (issue 19). */
  rekeyed: number;
}

const sameTokens = (stored: unknown, tokens: string[]) =>
  Array.isArray(stored) && stored.length === tokens.length && stored.every((token, index) => token === tokens[index]);

/**
 * Writes the search entries (data/search.ts) of every brand, creator, UGC project and campaign that lacks them or has
 * them from an older rule: for a table written before records had them. A Scan, so never on a request path: run by
 * `npm run search:backfill` against a deployed table, and by the local stack at start. Idempotent: a record whose first
 * entry already holds its current tokens is left alone; a record's entries are written in one transaction with a
 * check that the record is still at the version read (a record changed meanwhile wrote its own).
 */
export async function backfillSearchEntries(log: (line: string) => void = () => {}): Promise<BackfillReport> {
  const report: BackfillReport = { records: 0, written: 0, skipped: 0, rekeyed: 0 };
  for await (const items of scanPages({
    FilterExpression: '#type IN (:creator, :brand, :project, :campaign) AND attribute_not_exists(deletingSince)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':creator': 'creator',
      ':brand': 'brand',
      ':project': 'project',
      ':campaign': 'campaign',
    },
  })) {
    const records = items.filter((item) => typeof item.id === 'string' && KINDS[String(item.type)]);
    report.records += records.length;
    const firstEntries = await batchGet(
      records.map((record) => KINDS[String(record.type)]!.entryKey(record, 0)),
      { consistent: true },
    );
    const stored = new Map(firstEntries.map((entry) => [`${String(entry.pk)}|${String(entry.sk)}`, entry]));
    for (const record of records) {
      const kind = KINDS[String(record.type)]!;
      const tokens = searchTokensOf(kind, record);
      const first = kind.entryKey(record, 0);
      const entry = stored.get(`${first.pk}|${first.sk}`);
      if (tokens.length === 0 || (entry && sameTokens(entry.tokens, tokens))) continue;
      const table = tableName();
      const items: TransactItem[] = [
        {
          ConditionCheck: {
            TableName: table,
            Key: { pk: String(record.pk), sk: String(record.sk) },
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': record.version },
          },
        },
        ...searchEntryItems(kind, record).map((Item): TransactItem => ({ Put: { TableName: table, Item } })),
      ];
      // Entries an older rule may have written beyond the current ones.
      for (let index = tokens.length; index < kind.maxEntries; index++) {
        items.push({ Delete: { TableName: table, Key: kind.entryKey(record, index) } });
      }
      const result = await transact(items);
      if (result.ok) report.written++;
      else report.skipped++;
    }
  }
  log(`Search entries: ${report.records} records read, ${report.written} written, ${report.skipped} changed meanwhile`);
  report.rekeyed = await rekeyCreatorWork();
  log(`Project-creator entries given their work-order key: ${report.rekeyed}`);
  return report;
}

/**
 * Gives every project-creator entry stored with an older gsi1 sort key (newest project first) the key of its
 * creator's work order (keys.creatorWorkSortKey: revision requests, open work by due date, finished work). A Scan, so
 * only here, off the request path. Each entry is updated only while it is at the version read: an entry written
 * meanwhile got its key from its own write. Idempotent: an entry with its key is left alone. Returns how many moved.
 */
export async function rekeyCreatorWork(): Promise<number> {
  let moved = 0;
  for await (const items of scanPages({
    FilterExpression: '#type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': 'projectCreator' },
  })) {
    for (const item of items) {
      const sortKey = creatorWorkSortKey({
        projectId: String(item.projectId),
        projectCreatedAt: String(item.projectCreatedAt),
        status: item.status as ProjectCreatorStatus,
        dueAt: typeof item.dueAt === 'string' ? item.dueAt : undefined,
      });
      if (item.gsi1sk === sortKey) continue;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi1sk = :sk',
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':sk': sortKey, ':version': item.version },
          }),
        );
        moved++;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  }
  return moved;
}

/**
 * Gives a table written before these lists their items: every project's and campaign's worked out as the consumer
 * does, and every pending payment its sparse key. A Scan, so never on a request path: run by `npm run search:backfill`
 * and by the local stack at start. Idempotent (items already right are not written again; a payment changed meanwhile
 * got its key from its own write). Returns how many records it looked at.
 */
export async function backfillAttention(): Promise<number> {
  let records = 0;
  for await (const items of scanPages({
    FilterExpression: '#type IN (:project, :campaign, :payment)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':project': 'project', ':campaign': 'campaign', ':payment': 'paymentInfo' },
  })) {
    for (const item of items) {
      records++;
      if (item.type === 'project') await syncProjectAttention(String(item.id));
      else if (item.type === 'campaign') await syncCampaignAttention(String(item.id));
      else if (item.status === 'pending' && !item.gsi1pk) await keyPendingPayment(item);
    }
  }
  return records;
}

async function keyPendingPayment(item: Record<string, unknown>): Promise<void> {
  const waiting = keys.paymentWaiting(String(item.updatedAt), String(item.creatorId));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
        ConditionExpression: '#version = :version AND #status = :pending',
        ExpressionAttributeNames: { '#version': 'version', '#status': 'status' },
        ExpressionAttributeValues: {
          ':gsi1pk': waiting.gsi1pk,
          ':gsi1sk': waiting.gsi1sk,
          ':version': item.version,
          ':pending': 'pending',
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
