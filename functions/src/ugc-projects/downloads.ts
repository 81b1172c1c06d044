import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_URL_SECONDS, videoDownloadName, type VideoDownload } from '@reelbridge/shared';
import * as data from '../data/projects';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { s3, uploadsBucket } from '../lib/s3';
import { deliveredFile } from './video-versions';

/**
 * Downloading one approved video (issue 20, docs/videos.md "Downloads and exports"): a presigned GET of its original
 * file that saves it under a readable name. Admins any; a brand's users their brand's; a creator their own.
 */

/** What a download needs of a video's uploaded file (docs/videos.md `VideoFileRecord`). */
export interface DownloadableFile {
  key: string;
  fileName?: string;
  contentType?: string;
  size?: number;
}

const VIDEO_NOT_FOUND = 'Video not found';
export const NOT_APPROVED = 'Only an approved video can be downloaded';
export const NO_FILE = 'This video has no uploaded file to download';

/**
 * The file of a video's newest delivered version, when it has one under the videos prefix (a key is only ever the
 * server's): never the creator's working file, which may be a cut uploaded after the delivery and not yet sent.
 */
export function fileOf(submission: SubmissionRecord): DownloadableFile | undefined {
  const file = deliveredFile(submission);
  return file?.key?.startsWith('private/videos/') ? file : undefined;
}

/** The file a video is downloaded under: `<brand>-<project>-<creator>-video-<n>.<ext>`, safe characters only. */
export function downloadName(bundle: ProjectBundle, creatorName: string, submission: SubmissionRecord): string {
  const file = fileOf(submission);
  return videoDownloadName({
    brandName: bundle.project.brandName,
    projectName: bundle.project.name,
    creatorName,
    videoNumber: submission.videoNumber,
    ...(file?.contentType ? { contentType: file.contentType } : {}),
    ...(file?.key ? { key: file.key } : {}),
  });
}

/** A presigned GET that makes the browser save the object as `fileName` (the name holds safe characters only). */
export async function presignedDownload(
  key: string,
  fileName: string,
  contentType: string,
  nowMs = Date.now(),
): Promise<VideoDownload> {
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: uploadsBucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: contentType,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
  return { url, fileName, expiresAt: new Date(nowMs + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}

export async function videoDownload(principal: Principal, submissionId: string): Promise<VideoDownload> {
  const found = await data.findSubmission(submissionId);
  if (!found) throw notFound(VIDEO_NOT_FOUND);
  // A creator's video is theirs by the record's creator id, which never changes: refused before the project is read.
  if (principal.role === 'creator' && principal.creatorId !== found.creatorId) throw forbidden();
  const bundle = await data.getProjectBundle(found.projectId);
  if (!bundle || bundle.project.deletingSince) throw notFound(VIDEO_NOT_FOUND);
  if (principal.role === 'brand' && principal.companyId !== bundle.project.brandId) throw forbidden();
  const creator = bundle.creators.find(({ entry }) => entry.id === found.projectCreatorId);
  const submission = creator?.submissions.find((candidate) => candidate.id === submissionId);
  if (!creator || !submission) throw notFound(VIDEO_NOT_FOUND);
  if (submission.status !== 'approved') throw conflict(NOT_APPROVED);
  const file = fileOf(submission);
  if (!file) throw notFound(NO_FILE);
  const fileName = downloadName(bundle, creator.entry.creatorName, submission);
  logger.info('Video download', { submissionId, by: principal.userId });
  return presignedDownload(file.key, fileName, file.contentType ?? 'application/octet-stream');
}
