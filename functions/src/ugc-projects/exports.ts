import {
  exportDownloadName,
  ID_ALPHABET,
  ID_RANDOM_LENGTH,
  randomIdPart,
  type ProjectExport,
} from '@reelbridge/shared';
import * as exportsData from '../data/exports';
import type { ExportRecord } from '../data/exports';
import * as data from '../data/projects';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import { eventAbout } from '../events/actor';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForBrand, type Principal } from '../lib/principal';
import { downloadName, fileOf, presignedDownload, type DownloadableFile } from './downloads';

/**
 * A project's approved videos as one zip (issue 20, docs/videos.md "Downloads and exports"). POST creates the export
 * (`preparing`) and its `project.exportRequested` event in one transaction; after the commit the exports consumer
 * has the zip built (export-worker.ts), which marks it `ready` and tells the requester. GET answers its status and,
 * once ready, a short-lived download URL. Only the project's brand users and admins may do either.
 */

const NOT_FOUND = 'Project not found';
const EXPORT_NOT_FOUND = 'Download not found';
export const NOTHING_APPROVED = 'This project has no approved video with a file to download yet';

/** Export ids: `ex_` and 12 characters of the id alphabet (shared ids.ts). */
export const EXPORT_ID_PREFIX = 'ex_';
export const newExportId = () => `${EXPORT_ID_PREFIX}${randomIdPart()}`;
const EXPORT_ID = new RegExp(`^${EXPORT_ID_PREFIX}[${ID_ALPHABET}]{${ID_RANDOM_LENGTH}}$`);
const isExportId = (value: string) => EXPORT_ID.test(value);

/** One approved video with its file, as it goes into a zip. */
export interface ApprovedVideo {
  name: string;
  file: DownloadableFile;
  submission: SubmissionRecord;
  creatorId: string;
  creatorName: string;
}

/**
 * The project's approved videos that have a file, in the project's order (creators as added, videos by number), each
 * under its download name; a name two videos would share (two creators of one name) gets `-2`, `-3` before its
 * extension.
 */
export function approvedVideos(bundle: ProjectBundle): ApprovedVideo[] {
  const taken = new Set<string>();
  const videos: ApprovedVideo[] = [];
  for (const { entry, submissions } of bundle.creators) {
    for (const submission of submissions) {
      const file = fileOf(submission);
      if (submission.status !== 'approved' || !file) continue;
      let name = downloadName(bundle, entry.creatorName, submission);
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
        name = downloadName(bundle, entry.creatorName, submission).replace(/(\.[a-z0-9]+)$/, `-${n}$1`);
      }
      taken.add(name.toLowerCase());
      videos.push({ name, file, submission, creatorId: entry.creatorId, creatorName: entry.creatorName });
    }
  }
  return videos;
}

/** The export as the API answers it; a ready one with a fresh presigned URL of its zip. */
export async function exportView(record: ExportRecord, nowMs = Date.now()): Promise<ProjectExport> {
  const view: ProjectExport = {
    id: record.id,
    projectId: record.projectId,
    status: record.status,
    createdAt: record.createdAt,
    requestedBy: record.requestedBy.email,
    expiresAt: new Date(record.expiresAt * 1000).toISOString(),
  };
  if (record.readyAt) view.readyAt = record.readyAt;
  if (record.videoCount !== undefined) view.videoCount = record.videoCount;
  if (record.size !== undefined) view.size = record.size;
  if (record.error) view.error = record.error;
  if (record.status === 'ready') {
    const download = await presignedDownload(record.key, record.fileName, 'application/zip', nowMs);
    view.downloadUrl = download.url;
    view.fileName = download.fileName;
    view.urlExpiresAt = download.expiresAt;
  }
  return view;
}

export async function createProjectExport(
  principal: Principal,
  projectId: string,
  now = new Date().toISOString(),
): Promise<ProjectExport> {
  if (principal.role === 'creator') throw forbidden();
  const bundle = await data.getProjectBundle(projectId);
  if (!bundle || bundle.project.deletingSince) throw notFound(NOT_FOUND);
  assertCanActForBrand(principal, bundle.project.brandId);
  const videos = approvedVideos(bundle);
  if (videos.length === 0) throw conflict(NOTHING_APPROVED);
  const id = newExportId();
  const record: ExportRecord = {
    id,
    projectId,
    brandId: bundle.project.brandId,
    status: 'preparing',
    key: exportsData.exportKey(projectId, id),
    fileName: exportDownloadName(bundle.project.brandName, bundle.project.name),
    requestedBy: { userId: principal.userId, email: principal.email, role: principal.role },
    createdAt: now,
    updatedAt: now,
    version: 1,
    expiresAt: exportsData.exportExpiry(now),
  };
  const event = eventAbout(principal, 'project', bundle.project, 'project.exportRequested', {
    count: videos.length,
  });
  if ((await exportsData.createExport(record, event, now)) !== 'ok') {
    throw conflict('The download could not be started. Try again.');
  }
  logger.info('Export requested', { projectId, exportId: id, videos: videos.length, by: principal.userId });
  return exportView(record);
}

export async function getProjectExport(
  principal: Principal,
  projectId: string,
  exportId: string,
): Promise<ProjectExport> {
  if (principal.role === 'creator') throw forbidden();
  const record = isExportId(exportId) ? await exportsData.getExport(exportId) : undefined;
  if (!record || record.projectId !== projectId) throw notFound(EXPORT_NOT_FOUND);
  assertCanActForBrand(principal, record.brandId);
  return exportView(record);
}
