import { DeleteCommand, QueryCommand, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  isId,
  type Page,
  type ProjectCreatorStatus,
  type ProjectStatus,
  type SubmissionStatus,
} from '@reelbridge/shared';
import { batchDelete, batchGet, db, queryIndexPage, queryPartition, tableName, writeTransaction } from './client';
import {
  BRAND_PROJECT_PREFIX,
  CREATOR_PROJECT_PREFIX,
  GSI1,
  GSI2,
  keys,
  MAX_NAME_TOKENS,
  nameTokens,
  PROJECT_LISTING_PK,
  PROJECT_NAMES_PK,
  RECORD_SK,
} from './keys';
import type { Changes } from './changes';
import { searchEntryWrites, searchRecords, type SearchKind } from './search';
import { videoTimerKey } from './video-timers';

export interface ProjectRecord {
  id: string;
  name: string;
  brandId: string;
  brandName: string;
  /** Internal: only an admin's view carries it (ugc-projects/views.ts). */
  agencyNotes?: string;
  /** Shared with the brand. */
  sharedNote?: string;
  status: ProjectStatus;
  totalBudgetCents: number;
  creatorCount: number;
  /** The delivery due date (YYYY-MM-DD) in `dueTimeZone`, and the instant it ends (shared rules/due.ts). */
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  /**
   * Review rules (issue 20, docs/videos.md): revision requests allowed per video (absent: 2), and business days a
   * video waits for review before it is approved automatically (absent: never).
   */
  revisionCap?: number;
  autoApproveDays?: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Set when a delete began: the project is gone for every reader while its items are removed in batches. */
  deletingSince?: string;
}

export interface ProjectCreatorRecord {
  id: string;
  projectId: string;
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  /** Copied from the project so a creator's project list is one Query. */
  projectName: string;
  brandName: string;
  projectStatus: ProjectStatus;
  projectCreatedAt: string;
  videoCount: number;
  costPerVideoCents: number;
  instructions?: string;
  /** The creator's own due date, when it overrides the project's. */
  ownDueDate?: string;
  /**
   * The effective due date (own, else the project's), its zone and end instant: copied like the project's status, and
   * part of the creator's list order (keys.projectCreatorListing), so every change of the project's due date rewrites
   * the entries.
   */
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  status: ProjectCreatorStatus;
  completedCount: number;
  submittedCount: number;
  paidAt?: string;
  paidBy?: string;
  paidByEmail?: string;
  /** The version of the creator's approved payment info the payment was made to. */
  paidToPaymentVersion?: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface SubmissionRecord {
  id: string;
  projectId: string;
  projectCreatorId: string;
  creatorId: string;
  videoNumber: number;
  videoUrl?: string;
  sparkCode?: string;
  status: SubmissionStatus;
  submittedAt?: string;
  reviewNotes?: string;
  reviewedAt?: string;
  reviewedBy?: string;
  /**
   * The agency's internal notes on its reviews (issue 19), oldest first: one appended per review that had one, none
   * ever removed. Admins only: the admin's project view is the one answer that carries them (ugc-projects/views.ts).
   */
  internalNotes?: InternalReviewNoteRecord[];
  /**
   * Issue 20, timers (data/video-timers.ts): while pending, when the video is approved automatically and when the
   * reviewers are reminded one business day before (and when they were); a week before the spark code of a video
   * waiting for review or approved expires, when the reviewers were reminded (cleared when the expiry changes); and
   * whether the current review was the automatic one.
   */
  reviewDueAt?: string;
  reviewRemindAt?: string;
  reviewRemindedAt?: string;
  sparkRemindedAt?: string;
  reviewedAutomatically?: boolean;
  /** Issue 20 (docs/videos.md): the uploaded file of the working fields, set by the upload's completion. */
  file?: VideoFileRecord;
  /** When the spark code of the working fields stops working (ISO instant). */
  sparkExpiresAt?: string;
  /** Every delivery, oldest first, never rewritten except to add the review of the newest. */
  versions?: VideoVersionRecord[];
  /** Revision requests made of this video so far, and the extra rounds granted beyond the project's cap. */
  revisionCount?: number;
  extraRounds?: ExtraRoundRecord[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** An uploaded video file (docs/videos.md): the key is the server's, the name the creator's. */
export interface VideoFileRecord {
  key: string;
  fileName: string;
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm';
  size: number;
  posterKey?: string;
  /** The video's length in seconds, when the browser could tell at upload. */
  durationSeconds?: number;
  uploadedAt: string;
}

/** The review of one version: by whom (the reviewer's e-mail; 'system' for an automatic one), when, the notes. */
export interface VideoReviewRecord {
  status: 'approved' | 'revision_requested' | 'rejected';
  notes?: string;
  at: string;
  by: string;
  automatic?: boolean;
}

/** One delivery of a video, copied from the working fields when it was submitted or resubmitted. */
export interface VideoVersionRecord {
  number: number;
  videoUrl?: string;
  sparkCode?: string;
  sparkExpiresAt?: string;
  file?: VideoFileRecord;
  submittedAt: string;
  review?: VideoReviewRecord;
}

/** An extra revision round granted after the cap: when, by whom (user id) and their e-mail. */
export interface ExtraRoundRecord {
  at: string;
  by: string;
  byEmail: string;
}

/** A comment pinned to a time of one version of a video (its own item in the project's partition). */
export interface VideoCommentRecord {
  id: string;
  projectId: string;
  submissionId: string;
  versionNumber: number;
  atSeconds: number;
  text: string;
  authorId: string;
  authorName: string;
  authorRole: 'admin' | 'brand';
  createdAt: string;
}

/** One internal note left with a review: its text, when, the admin's e-mail address and the review's outcome. */
export interface InternalReviewNoteRecord {
  text: string;
  at: string;
  by: string;
  action: 'approved' | 'revision_requested' | 'rejected';
}

export interface ProjectBundle {
  project: ProjectRecord;
  creators: { entry: ProjectCreatorRecord; submissions: SubmissionRecord[] }[];
  /** The comments pinned to its videos' times, oldest first (read by the same Query). */
  comments?: VideoCommentRecord[];
}

const KEY_FIELDS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type'];
function strip<T>(item: Record<string, unknown>): T {
  const copy = { ...item };
  for (const field of KEY_FIELDS) delete copy[field];
  return copy as T;
}

export const items = {
  project: (project: ProjectRecord) => ({
    ...keys.project(project.id),
    ...keys.projectListing(project),
    type: 'project',
    ...project,
  }),
  projectCreator: (entry: ProjectCreatorRecord) => ({
    ...keys.projectCreator(entry.projectId, entry.id),
    ...keys.projectCreatorListing(entry),
    type: 'projectCreator',
    ...entry,
  }),
  submission: (submission: SubmissionRecord) => ({
    ...keys.submission(submission.projectId, submission.projectCreatorId, submission.videoNumber),
    ...keys.submissionById(submission.id),
    ...videoTimerKey(submission),
    type: 'submission',
    ...submission,
  }),
  /** A new comment: written once (a Put conditional on absence), never changed. */
  videoComment: (comment: VideoCommentRecord) => ({
    ...keys.videoComment(comment.projectId, comment.submissionId, comment.createdAt, comment.id),
    type: 'videoComment',
    ...comment,
  }),
};

/**
 * The whole project (its creators and all their submissions) in one strongly consistent Query: every change to a
 * project is conditional on the versions read here, and every answer after a change is built from it, so neither may
 * see a project as it stood before the last write (an eventually consistent read may).
 */
export async function getProjectBundle(projectId: string): Promise<ProjectBundle | undefined> {
  const found = await queryPartition(keys.project(projectId).pk, { consistent: true });
  const meta = found.find((item) => item.sk === RECORD_SK);
  if (!meta) return undefined;
  const entries = found
    .filter((item) => item.type === 'projectCreator')
    .map((item) => strip<ProjectCreatorRecord>(item));
  const submissions = found.filter((item) => item.type === 'submission').map((item) => strip<SubmissionRecord>(item));
  const comments = found
    .filter((item) => item.type === 'videoComment')
    .map((item) => strip<VideoCommentRecord>(item))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return {
    project: strip<ProjectRecord>(meta),
    comments,
    creators: entries
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((entry) => ({
        entry,
        submissions: submissions
          .filter((submission) => submission.projectCreatorId === entry.id)
          .sort((a, b) => a.videoNumber - b.videoNumber),
      })),
  };
}

async function queryPage<T>(
  index: string,
  partition: string,
  options: { limit: number; cursor?: string; sortPrefix?: string; newestFirst?: boolean },
): Promise<Page<T>> {
  const { items, cursor } = await queryIndexPage(index, partition, options);
  const found: Page<T> = { items: items.map((item) => strip<T>(item)) };
  if (cursor) found.nextCursor = cursor;
  return found;
}

/**
 * A project is found by any word of its name (data/search.ts), in the list of every project (gsi1) and in its brand's
 * (gsi2), where a brand user searches.
 */
export const projectSearch: SearchKind<Pick<ProjectRecord, 'id' | 'name' | 'brandId'>> = {
  type: 'projectSearch',
  idAttribute: 'projectId',
  maxEntries: MAX_NAME_TOKENS,
  id: (project) => project.id,
  entryKey: (project, index) => keys.searchEntry(keys.project(project.id).pk, index),
  tokens: (project) => nameTokens(project.name),
  lists: (project) => [
    { index: GSI1, partition: PROJECT_NAMES_PK },
    { index: GSI2, partition: keys.brandProjectNamesPartition(project.brandId) },
  ],
  recordKey: (id) => keys.project(id),
};

/** The project's search entries in step with its name and brand (`before`: as read; undefined when new). */
export function putProjectSearch(changes: Changes, project: ProjectRecord, before: ProjectRecord | undefined): void {
  for (const item of searchEntryWrites(projectSearch, before, project)) changes.add(item);
}

/**
 * The projects (of one brand, or all) with a name word beginning with the query, each once: one Query on their
 * search entries and one BatchGet a page. A project being deleted is left out.
 */
export async function searchProjects(
  query: string,
  options: { brandId?: string; limit: number; cursor?: string },
): Promise<Page<ProjectRecord>> {
  const list = options.brandId
    ? ({ index: GSI2, partition: keys.brandProjectNamesPartition(options.brandId) } as const)
    : ({ index: GSI1, partition: PROJECT_NAMES_PK } as const);
  const { items, cursor } = await searchRecords(projectSearch, list, query, options);
  const found: Page<ProjectRecord> = {
    items: items.map((item) => strip<ProjectRecord>(item)).filter((project) => !project.deletingSince),
  };
  if (cursor) found.nextCursor = cursor;
  return found;
}

export function listProjects(options: { limit: number; cursor?: string }): Promise<Page<ProjectRecord>> {
  return queryPage<ProjectRecord>(GSI1, PROJECT_LISTING_PK, { ...options, newestFirst: true });
}

export function listBrandProjects(
  brandId: string,
  options: { limit: number; cursor?: string },
): Promise<Page<ProjectRecord>> {
  return queryPage<ProjectRecord>(GSI2, keys.brandProjectsPartition(brandId), {
    ...options,
    sortPrefix: BRAND_PROJECT_PREFIX,
    newestFirst: true,
  });
}

/**
 * A creator's project entries (with the project's name, brand, status and due date copied on them), most urgent
 * first: revision requests, open work by due date, finished work (keys.creatorWorkSortKey). One Query a page.
 */
export function listCreatorProjects(
  creatorId: string,
  options: { limit: number; cursor?: string },
): Promise<Page<ProjectCreatorRecord>> {
  return queryPage<ProjectCreatorRecord>(GSI1, keys.creatorProjectsPartition(creatorId), {
    ...options,
    sortPrefix: CREATOR_PROJECT_PREFIX,
  });
}

/**
 * How long a lookup by id waits, and asks the index again, before it reports an id missing: DynamoDB updates an
 * index a moment after the write (usually well under a second), so an id created just now (a video submitted a moment
 * ago) may not be there yet. An index read can never be strongly consistent.
 */
export const INDEX_LAG_RETRIES_MS = [100, 250, 500];

/**
 * The item of an index partition that holds one record (a creator entry or a video by its id). Only its project id is
 * used: the caller then reads the project strongly consistently (getProjectBundle) before deciding anything. Only an
 * id of the right form (`wellFormed`) is waited for: any other was never created, and is missing at once.
 */
async function findByGsi2<T>(partition: string, wellFormed: boolean): Promise<T | undefined> {
  for (const wait of [0, ...(wellFormed ? INDEX_LAG_RETRIES_MS : [])]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        Limit: 1,
      }),
    );
    const item = result.Items?.[0];
    if (item) return strip<T>(item);
  }
  return undefined;
}

export const findProjectCreator = (projectCreatorId: string) =>
  findByGsi2<ProjectCreatorRecord>(
    keys.projectCreatorById(projectCreatorId).gsi2pk,
    isId('projectCreator', projectCreatorId),
  );
export const findSubmission = (submissionId: string) =>
  findByGsi2<SubmissionRecord>(keys.submissionById(submissionId).gsi2pk, isId('submission', submissionId));

/**
 * Creators by id: one BatchGet per 100 (more only for keys DynamoDB left unprocessed), strongly consistent: a project
 * or campaign is saved with what it finds (a creator added a moment ago must be found, with their current name).
 */
export async function getCreatorsById(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const items = await batchGet(
    ids.map((id) => keys.creator(id)),
    { consistent: true },
  );
  for (const item of items) found.set(String(item.id), item);
  return found;
}

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Runs the items as one transaction; on a failed condition returns the indexes that failed. A transaction cancelled
 * only for a passing reason (a conflict, throttling) is retried, then throws (writeTransaction).
 */
export async function transact(transactItems: TransactItem[]): Promise<{ ok: true } | { ok: false; failed: number[] }> {
  try {
    await writeTransaction({ TransactItems: transactItems });
    return { ok: true };
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return {
      ok: false,
      failed: reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])),
    };
  }
}

/** A Put that succeeds only if the stored item is at `version` (or absent, for undefined). */
export function versionedPut(item: Record<string, unknown>, expectedVersion: number | undefined): TransactItem {
  if (expectedVersion === undefined) {
    return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  }
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
}

export function versionedDelete(key: Record<string, string>, expectedVersion: number): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
}

/**
 * The first step of deleting a project, one transaction on its META item at the version it was read at: the item
 * loses its list keys (it leaves the admin's and the brand's lists at once) and records since when it is being
 * deleted, so every reader treats the project as gone and a repeated delete finishes the work (finishProjectDelete).
 */
export async function markProjectDeleting(project: ProjectRecord, now: string): Promise<'ok' | 'conflict'> {
  const marked = {
    ...keys.project(project.id),
    type: 'project',
    ...project,
    deletingSince: now,
    updatedAt: now,
    version: project.version + 1,
  };
  // Its search entries go with the list keys, in the same transaction.
  const result = await transact([
    versionedPut(marked, project.version),
    ...searchEntryWrites(projectSearch, project, undefined),
  ]);
  return result.ok ? 'ok' : 'conflict';
}

/**
 * Removes a project marked deleting, whatever its size: its creators' entries first (so creators' lists drop it),
 * then their videos, in batches (batchDelete), read again until none is left, and the META item last, only while it is
 * still marked. Safe to run again after an interruption: it continues where the last run stopped.
 */
export async function finishProjectDelete(projectId: string): Promise<void> {
  const { pk } = keys.project(projectId);
  for (;;) {
    const children = (await queryPartition(pk, { consistent: true })).filter((item) => item.sk !== RECORD_SK);
    if (children.length === 0) break;
    const entriesFirst = [
      ...children.filter((item) => item.type === 'projectCreator'),
      ...children.filter((item) => item.type !== 'projectCreator'),
    ];
    await batchDelete(entriesFirst.map((item) => ({ pk: item.pk, sk: item.sk })));
  }
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.project(projectId),
        ConditionExpression: 'attribute_exists(deletingSince)',
      }),
    );
  } catch (error) {
    // Already removed by a concurrent run of the same delete.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Removals of a project's items, for a transaction (`Changes`), each conditional on the version it was read at. */
export const projectRemovals = {
  entry(changes: Changes, entry: ProjectCreatorRecord): void {
    changes.add(versionedDelete(keys.projectCreator(entry.projectId, entry.id), entry.version));
  },
  submission(changes: Changes, submission: SubmissionRecord): void {
    changes.add(
      versionedDelete(
        keys.submission(submission.projectId, submission.projectCreatorId, submission.videoNumber),
        submission.version,
      ),
    );
  },
};
