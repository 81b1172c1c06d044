import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { EXPORT_RETENTION_DAYS, type ProjectExportStatus } from '@reelbridge/shared';
import { Changes } from './changes';
import { db, tableName } from './client';
import { addEvent, type EventInput } from './events';
import { keys } from './keys';

/**
 * A project's zip of approved videos (issue 20, docs/videos.md "Downloads and exports"): one item in its own partition
 * (`EXPORT#<id>` / `EXPORT`), read by id. Created `preparing` with its `project.exportRequested` event in one
 * transaction; the export worker (ugc-projects/export-worker.ts) stores the zip, then moves it to `ready` (with its
 * `project.exportReady` event) or `failed`, each conditional on the version it read, so a second worker for the same
 * export changes nothing. The table's TTL removes the item when the zip expires from storage.
 */
export interface ExportRecord {
  id: string;
  projectId: string;
  brandId: string;
  status: ProjectExportStatus;
  /** The zip's key in the uploads bucket: `private/exports/{projectId}/{id}.zip`. */
  key: string;
  /** The name the zip is downloaded under (`<brand>-<project>-approved-videos.zip`), fixed when it was asked for. */
  fileName: string;
  /** Who asked: told when it is ready (the `member` of the ready event). */
  requestedBy: { userId: string; email: string; role: 'admin' | 'brand' };
  videoCount?: number;
  size?: number;
  error?: string;
  readyAt?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** When the zip leaves storage (the lifecycle rule) and this item the table (TTL, epoch seconds). */
  expiresAt: number;
}

export const EXPORTS_PREFIX = 'private/exports/';
export const exportKey = (projectId: string, exportId: string) => `${EXPORTS_PREFIX}${projectId}/${exportId}.zip`;
/** The TTL of an export made at `now`: the day its zip expires from storage. */
export const exportExpiry = (now: string) => Math.floor(Date.parse(now) / 1000) + EXPORT_RETENTION_DAYS * 24 * 3600;

const item = (record: ExportRecord) => ({ ...keys.projectExport(record.id), type: 'projectExport', ...record });

function recordOf(found: Record<string, unknown> | undefined): ExportRecord | undefined {
  if (!found) return undefined;
  const copy = { ...found };
  for (const field of ['pk', 'sk', 'type']) delete copy[field];
  return copy as unknown as ExportRecord;
}

/** The export, read strongly consistently (its status decides what the worker does, and an answer after a write). */
export async function getExport(exportId: string): Promise<ExportRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.projectExport(exportId), ConsistentRead: true }),
  );
  return recordOf(result.Item);
}

/** A new export and its event, in one transaction: 'conflict' only if the id was taken. */
export async function createExport(record: ExportRecord, event: EventInput, now: string): Promise<'ok' | 'conflict'> {
  const changes = new Changes();
  changes.put('export', item(record), undefined);
  addEvent(changes, { ...event, exportId: record.id }, now);
  const result = await changes.commit();
  return result === 'ok' ? 'ok' : 'conflict';
}

/**
 * Moves a preparing export on, at the version read: to `ready` with its event (which tells the requester), or to
 * `failed`. 'conflict' when it moved meanwhile (another worker finished it first).
 */
export async function finishExport(
  previous: ExportRecord,
  next: ExportRecord,
  event: EventInput | undefined,
  now: string,
): Promise<'ok' | 'conflict'> {
  const changes = new Changes();
  changes.put('export', item(next), previous.version);
  if (event) addEvent(changes, { ...event, exportId: next.id }, now);
  const result = await changes.commit();
  return result === 'ok' ? 'ok' : 'conflict';
}
