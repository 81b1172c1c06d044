import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ATTENTION_LIST_LIMIT,
  type AttentionList,
  type BriefsUnsent,
  type DeliveryDue,
  type PaymentWaiting,
  type ReviewWaiting,
} from '@reelbridge/shared';
import { getCampaignBundle, type CampaignBundle } from './campaigns';
import { batchDelete, batchGet, batchPutAndDelete, db, queryPartition, tableName } from './client';
import {
  ATTENTION_BRIEFS_PK,
  ATTENTION_DUE_PK,
  ATTENTION_PAYMENT_PK,
  ATTENTION_PREFIX,
  ATTENTION_REVIEW_PK,
  GSI1,
  GSI2,
  keys,
} from './keys';
import { getProjectBundle, type ProjectBundle, type SubmissionRecord } from './projects';

/**
 * What needs attention (docs/attention.md): one item per creator and project with videos waiting for review, one per
 * creator and project with a due delivery not yet approved in full, one per running campaign with unsent briefs. The
 * attention consumer (functions/src/attention/consumer.ts) works them out again from the record as it is now after
 * each of its events, so a repeated or late event changes nothing and the items always follow the latest state. They
 * live in the record's own partition (deleting a project removes them with its other items) and are listed through
 * the indexes: the agency's lists on gsi1, a brand's on gsi2, one Query each.
 */
export const ATTENTION_ITEM_TYPE = 'attention';

type Keyed = Record<string, unknown> & { pk: string; sk: string };

/** Projects whose deliveries can be late or wait for review: a draft is not started, a completed one is over. */
const RUNNING_PROJECT = new Set(['active', 'submitted']);
/**
 * A creator still owes work: videos not yet sent, or sent back for a revision. Videos sent and waiting for a review
 * are the reviewer's to do (the review list), not a late delivery.
 */
const OWES_WORK = new Set(['pending', 'in_progress', 'revision_requested']);

/** A video sent for review and not yet reviewed (sent videos are `pending`; `submitted` is the older word for it). */
const isWaitingForReview = (submission: SubmissionRecord) =>
  (submission.status === 'pending' || submission.status === 'submitted') && !!submission.submittedAt;

/** The attention items a project should have as it is now (none once it is gone or being deleted). */
export function projectAttentionItems(bundle: ProjectBundle | undefined): Keyed[] {
  if (!bundle || bundle.project.deletingSince) return [];
  const { project } = bundle;
  const found: Keyed[] = [];
  for (const { entry, submissions } of bundle.creators) {
    const base = {
      projectId: project.id,
      projectName: project.name,
      brandId: project.brandId,
      brandName: project.brandName,
      projectCreatorId: entry.id,
      creatorId: entry.creatorId,
      creatorName: entry.creatorName,
    };
    const { dueAt, dueDate } = entry;
    const waiting = submissions.filter(isWaitingForReview);
    if (waiting.length > 0) {
      const since = waiting.map((submission) => submission.submittedAt!).sort()[0]!;
      const item: ReviewWaiting = { ...base, waitingCount: waiting.length, since, ...(dueAt ? { dueAt } : {}) };
      found.push({
        ...keys.reviewWaiting(project.id, entry.id, project.brandId, since),
        type: ATTENTION_ITEM_TYPE,
        ...item,
      });
    }
    if (dueAt && dueDate && RUNNING_PROJECT.has(project.status) && OWES_WORK.has(entry.status)) {
      const approved = submissions.filter((submission) => submission.status === 'approved').length;
      const item: DeliveryDue = { ...base, dueAt, dueDate, openCount: Math.max(entry.videoCount - approved, 0) };
      found.push({
        ...keys.deliveryDue(project.id, entry.id, project.brandId, dueAt),
        type: ATTENTION_ITEM_TYPE,
        ...item,
      });
    }
  }
  return found;
}

/** The attention item a campaign should have as it is now: its unsent briefs while it runs. */
export function campaignAttentionItems(bundle: CampaignBundle | undefined): Keyed[] {
  if (!bundle || bundle.campaign.status !== 'active') return [];
  const unsent = bundle.creators.filter((entry) => !entry.briefSentAt && entry.status !== 'rejected');
  if (unsent.length === 0) return [];
  const { campaign } = bundle;
  const oldest = unsent.map((entry) => entry.createdAt).sort()[0]!;
  const since = campaign.startDate && campaign.startDate > oldest ? campaign.startDate : oldest;
  const item: BriefsUnsent = {
    campaignId: campaign.id,
    campaignName: campaign.name,
    brandId: campaign.brandId,
    brandName: campaign.brandName,
    unsentCount: unsent.length,
    since,
  };
  return [{ ...keys.briefsUnsent(campaign.id, campaign.brandId, since), type: ATTENTION_ITEM_TYPE, ...item }];
}

const sameItem = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Makes a record's attention items what `wanted` says: puts the new and changed ones and deletes the others, in plain
 * batch writes (a transaction guarding on the record would make every write of the record conflict with this
 * consumer's: TransactionConflict under load). Then it reads the record again: if it went (or began to go) meanwhile,
 * what it has goes too, so a recomputation racing a delete cannot leave an item behind (a delete that finishes later
 * sweeps the partition itself).
 */
async function replaceItems(
  recordKey: { pk: string; sk: string },
  wanted: Keyed[],
  stands: (record: Record<string, unknown> | undefined) => boolean,
): Promise<void> {
  const existing = (await queryPartition(recordKey.pk, { prefix: ATTENTION_PREFIX, consistent: true })) as Keyed[];
  const wantedBySk = new Map(wanted.map((item) => [item.sk, item]));
  const stale = existing.filter((item) => !wantedBySk.has(item.sk)).map(({ pk, sk }) => ({ pk, sk }));
  const changed = wanted.filter((item) => {
    const current = existing.find((found) => found.sk === item.sk);
    return !current || !sameItem(current, item);
  });
  if (changed.length === 0 && stale.length === 0) return;
  await batchPutAndDelete(changed, stale);
  if (changed.length === 0) return;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: recordKey, ConsistentRead: true }));
  if (stands(Item)) return;
  const left = await queryPartition(recordKey.pk, { prefix: ATTENTION_PREFIX, consistent: true });
  await batchDelete(left.map((item) => ({ pk: item.pk, sk: item.sk })));
}

/** Works a project's attention items out again from the project as it is now. */
export async function syncProjectAttention(projectId: string): Promise<void> {
  const bundle = await getProjectBundle(projectId);
  await replaceItems(
    keys.project(projectId),
    projectAttentionItems(bundle),
    (record) => !!record && !record.deletingSince,
  );
}

/** Works a campaign's attention item out again from the campaign as it is now. */
export async function syncCampaignAttention(campaignId: string): Promise<void> {
  const bundle = await getCampaignBundle(campaignId, { consistent: true });
  await replaceItems(keys.campaign(campaignId), campaignAttentionItems(bundle), (record) => !!record);
}

const ITEM_FIELDS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type'];
function strip<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const field of ITEM_FIELDS) delete copy[field];
  return copy as T;
}

/**
 * One list, oldest (or soonest) first: one Query of one more item than is shown, on `index`'s partition, with sort
 * keys below `before` when given (a time: "due before").
 */
async function listOf<T>(index: string, partition: string, before?: string): Promise<AttentionList<T>> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: before ? `${index}pk = :pk AND ${index}sk < :before` : `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition, ...(before ? { ':before': before } : {}) },
      Limit: ATTENTION_LIST_LIMIT + 1,
    }),
  );
  const items = result.Items ?? [];
  return {
    items: items.slice(0, ATTENTION_LIST_LIMIT).map((item) => strip<T>(item)),
    more: items.length > ATTENTION_LIST_LIMIT,
  };
}

/** Payment details waiting for a decision (the payment items' sparse index), with their creators' names. */
async function paymentsWaiting(): Promise<AttentionList<PaymentWaiting>> {
  const page = await listOf<{ creatorId: string; updatedAt: string }>(GSI1, ATTENTION_PAYMENT_PK);
  const creators = await batchGet(
    page.items.map((item) => keys.creator(item.creatorId)),
    { projection: 'id, firstName, lastName' },
  );
  const names = new Map(creators.map((creator) => [String(creator.id), `${creator.firstName} ${creator.lastName}`]));
  return {
    items: page.items.map((item) => ({
      creatorId: item.creatorId,
      creatorName: names.get(item.creatorId) ?? 'A creator',
      since: item.updatedAt,
    })),
    more: page.more,
  };
}

/** The agency's lists: four Queries side by side, then one BatchGet for the payments' names. */
export async function agencyAttention(now: string) {
  const [payments, reviews, late, briefs] = await Promise.all([
    paymentsWaiting(),
    listOf<ReviewWaiting>(GSI1, ATTENTION_REVIEW_PK),
    listOf<DeliveryDue>(GSI1, ATTENTION_DUE_PK, now),
    listOf<BriefsUnsent>(GSI1, ATTENTION_BRIEFS_PK),
  ]);
  return { payments, reviews, late, briefs };
}

/** A brand's lists: its videos waiting for review and its deliveries due before `dueBefore`, two Queries. */
export async function brandAttention(brandId: string, dueBefore: string) {
  const [reviews, due] = await Promise.all([
    listOf<ReviewWaiting>(GSI2, `${ATTENTION_REVIEW_PK}#${brandId}`),
    listOf<DeliveryDue>(GSI2, `${ATTENTION_DUE_PK}#${brandId}`, dueBefore),
  ]);
  return { reviews, due };
}
