import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  AGENCY,
  campaignContribution,
  contributionChange,
  parseBucketKey,
  projectContribution,
  sumContributions,
  type Bucket,
  type Contribution,
  type Scope,
} from '../analytics/figures';
import { getCampaignBundle } from './campaigns';
import { batchDelete, batchPutAndDelete, db, tableName, scanPages } from './client';
import { ATTENTION_REVIEW_PK, GSI1, GSI2, keys } from './keys';
import { getProjectBundle, transact, type TransactItem } from './projects';
import { MAX_TRANSACTION_ITEMS } from './changes';

/**
 * The analytics figures (docs/analytics.md). Per scope (the agency, `ANALYTICS#AGENCY`; a brand,
 * `ANALYTICS#BRAND#<id>`) one item per month (`MONTH#YYYY-MM`) and one for what holds now (`NOW`), each a flat set of
 * numbers kept with ADD and of names kept with SET. Beside them, per project and campaign, the contribution it made
 * last (`ANALYTICS_SOURCE#PROJECT#<id> / CONTRIBUTION`, with a version): a change writes the difference between the
 * record's contribution now and that one, with the new contribution at the version read, in one transaction. So the
 * same event handed over twice (or any number of events about one record, in any order) moves the figures to what the
 * record says exactly once; two writers racing on one record cannot both pass the version condition.
 */
const SCOPE_PREFIX = { agency: 'AGENCY', brand: 'BRAND#' } as const;
const tableScope = (scope: Scope) =>
  scope === AGENCY ? SCOPE_PREFIX.agency : `${SCOPE_PREFIX.brand}${scope.slice('brand:'.length)}`;
const MONTH_TYPE = 'analyticsMonth';
const NOW_TYPE = 'analyticsNow';
const SOURCE_TYPE = 'analyticsSource';

function bucketItemKey(key: string) {
  const { scope, slot } = parseBucketKey(key);
  return slot === 'now' ? keys.analyticsNow(tableScope(scope)) : keys.analyticsMonth(tableScope(scope), slot);
}

/** An Update that adds a bucket's numbers and sets its names on its item (created on first use). */
function bucketUpdate(key: string, bucket: Bucket): TransactItem {
  const { slot } = parseBucketKey(key);
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': slot === 'now' ? NOW_TYPE : MONTH_TYPE };
  const adds: string[] = [];
  const sets: string[] = ['#type = :type'];
  Object.entries(bucket.numbers).forEach(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    adds.push(`#a${index} :a${index}`);
  });
  Object.entries(bucket.names).forEach(([name, value], index) => {
    names[`#n${index}`] = name;
    values[`:n${index}`] = value;
    sets.push(`#n${index} = :n${index}`);
  });
  return {
    Update: {
      TableName: tableName(),
      Key: bucketItemKey(key),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

interface StoredSource {
  contribution: Contribution;
  version: number;
}

async function storedSource(kind: 'project' | 'campaign', id: string): Promise<StoredSource | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.analyticsSource(kind, id), ConsistentRead: true }),
  );
  return Item ? { contribution: Item.contribution as Contribution, version: Number(Item.version) } : undefined;
}

function sourcePut(kind: 'project' | 'campaign', id: string, contribution: Contribution, version: number) {
  return {
    ...keys.analyticsSource(kind, id),
    type: SOURCE_TYPE,
    kind,
    id,
    contribution,
    version,
  };
}

/**
 * Moves the figures to what a project or campaign says now: 'conflict' when another writer moved its contribution
 * meanwhile (the event is handed over again, and then finds it current), 'same' when nothing moves.
 */
async function syncSource(
  kind: 'project' | 'campaign',
  id: string,
  contributionNow: Contribution,
): Promise<'ok' | 'same' | 'conflict'> {
  const stored = await storedSource(kind, id);
  const change = contributionChange(stored?.contribution ?? {}, contributionNow);
  if (Object.keys(change).length === 0) return 'same';
  const version = (stored?.version ?? 0) + 1;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: sourcePut(kind, id, contributionNow, version),
        ConditionExpression: stored ? '#version = :version' : 'attribute_not_exists(pk)',
        ...(stored
          ? {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': stored.version },
            }
          : {}),
      },
    },
    ...Object.entries(change).map(([key, bucket]) => bucketUpdate(key, bucket)),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new Error(
      `Analytics change of ${kind} ${id} touches ${items.length - 1} figure items: rebuild with the backfill`,
    );
  }
  const result = await transact(items);
  return result.ok ? 'ok' : 'conflict';
}

/**
 * Works a project's figures out again (the consumer, and a delete, which records no event). `attempts`: how often to
 * try again when another writer moved its contribution meanwhile.
 */
export async function syncProjectAnalytics(projectId: string, attempts = 1): Promise<'ok' | 'same' | 'conflict'> {
  for (let attempt = 1; ; attempt++) {
    const result = await syncSource('project', projectId, projectContribution(await getProjectBundle(projectId)));
    if (result !== 'conflict' || attempt >= attempts) return result;
  }
}

export async function syncCampaignAnalytics(campaignId: string, attempts = 1): Promise<'ok' | 'same' | 'conflict'> {
  for (let attempt = 1; ; attempt++) {
    const bundle = await getCampaignBundle(campaignId, { consistent: true });
    const result = await syncSource('campaign', campaignId, campaignContribution(bundle?.campaign));
    if (result !== 'conflict' || attempt >= attempts) return result;
  }
}

/** A figures item's numbers and names (its keys and type left out). */
export type FiguresItem = Record<string, number | string>;

function figuresOf(item: Record<string, unknown> | undefined): FiguresItem {
  if (!item) return {};
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as FiguresItem;
}

/** A scope's month items from `from` to `to` by month: one Query, continued only past 1 MB. */
export async function readMonths(scope: Scope, from: string, to: string): Promise<Record<string, FiguresItem>> {
  const pk = keys.analyticsMonth(tableScope(scope), from).pk;
  const months: Record<string, FiguresItem> = {};
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': pk,
          ':from': keys.analyticsMonth('', from).sk,
          ':to': keys.analyticsMonth('', to).sk,
        },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) months[String(item.sk).slice('MONTH#'.length)] = figuresOf(item);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return months;
}

/**
 * What GET /analytics reads, for the agency or one brand: the months from `from` to `to` (one Query, continued only
 * past 1 MB), what holds now (one GetItem) and the longest wait for a review (one Query of one item of the review
 * list, docs/attention.md). Three requests side by side, whatever the history.
 */
export async function readAnalytics(scope: Scope, from: string, to: string) {
  const monthsRead = readMonths(scope, from, to);
  const nowRead = readNow(scope);
  const brandId = scope === AGENCY ? undefined : scope.slice('brand:'.length);
  const index = brandId ? GSI2 : GSI1;
  const oldestRead = db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': brandId ? `${ATTENTION_REVIEW_PK}#${brandId}` : ATTENTION_REVIEW_PK },
      Limit: 1,
    }),
  );
  const [months, now, oldest] = await Promise.all([monthsRead, nowRead, oldestRead]);
  const since = oldest.Items?.[0]?.since;
  return { months, now, oldestWaitingSince: typeof since === 'string' ? since : null };
}

/** What holds now for a scope (the overview's running campaigns read it too): one GetItem. */
export async function readNow(scope: Scope): Promise<FiguresItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.analyticsNow(tableScope(scope)), ConsistentRead: true }),
  );
  return figuresOf(Item);
}

/**
 * Rebuilds every figure from the stored projects and campaigns (docs/analytics.md "Backfill"): works each one's
 * contribution out as the consumer does, sums them, then replaces every figures and contribution item with the sums
 * (items no longer due are deleted). Run twice, the same figures. Scans: never on a request path. Meant for a quiet
 * moment: a change that lands while it runs is counted by its event afterwards only if its record's contribution was
 * read before the change.
 */
export async function rebuildAnalytics(log: (line: string) => void = () => {}): Promise<{
  projects: number;
  campaigns: number;
  items: number;
}> {
  const contributions: Contribution[] = [];
  const sources: Record<string, unknown>[] = [];
  const existing: Record<string, unknown>[] = [];
  let projects = 0;
  let campaigns = 0;
  for await (const items of scanPages({
    FilterExpression: '#type IN (:project, :campaign, :month, :now, :source)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':project': 'project',
      ':campaign': 'campaign',
      ':month': MONTH_TYPE,
      ':now': NOW_TYPE,
      ':source': SOURCE_TYPE,
    },
    ConsistentRead: true,
  })) {
    for (const item of items) {
      if (item.type === 'project') {
        const id = String(item.id);
        const contribution = projectContribution(await getProjectBundle(id));
        contributions.push(contribution);
        sources.push(sourcePut('project', id, contribution, 1));
        projects++;
      } else if (item.type === 'campaign') {
        const id = String(item.id);
        const bundle = await getCampaignBundle(id, { consistent: true });
        const contribution = campaignContribution(bundle?.campaign);
        contributions.push(contribution);
        sources.push(sourcePut('campaign', id, contribution, 1));
        campaigns++;
      } else {
        existing.push({ pk: item.pk, sk: item.sk });
      }
    }
  }
  const figures = Object.entries(sumContributions(contributions)).map(([key, bucket]) => ({
    ...bucketItemKey(key),
    type: parseBucketKey(key).slot === 'now' ? NOW_TYPE : MONTH_TYPE,
    ...bucket.names,
    ...bucket.numbers,
  }));
  const written = [...figures, ...sources];
  const keep = new Set(written.map((item) => `${String(item.pk)}|${String(item.sk)}`));
  const stale = existing.filter((key) => !keep.has(`${String(key.pk)}|${String(key.sk)}`));
  await batchPutAndDelete(written, stale);
  log(`Analytics rebuilt from ${projects} projects and ${campaigns} campaigns: ${figures.length} figures items`);
  return { projects, campaigns, items: figures.length };
}

/** Deletes every figures and contribution item (tests: to show the backfill rebuilds them). */
export async function wipeAnalytics(): Promise<void> {
  const found: Record<string, unknown>[] = [];
  for await (const items of scanPages({
    FilterExpression: '#type IN (:month, :now, :source)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':month': MONTH_TYPE, ':now': NOW_TYPE, ':source': SOURCE_TYPE },
    ProjectionExpression: 'pk, sk',
  })) {
    found.push(...items);
  }
  await batchDelete(found);
}
