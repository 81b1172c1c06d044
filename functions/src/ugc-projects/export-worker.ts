import { PassThrough, type Readable } from 'node:stream';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ActivityEvent } from '@reelbridge/shared';
import { ZipFile } from 'yazl';
import { claimDelivery, completeDelivery, releaseDelivery } from '../data/deliveries';
import { finishExport, getExport, type ExportRecord } from '../data/exports';
import { getProjectBundle } from '../data/projects';
import type { EventConsumer } from '../events/consumer';
import { systemActor } from '../events/actor';
import { AWS_CLIENT_SETTINGS } from '../lib/aws-config';
import { logger } from '../lib/logger';
import { traced } from '../lib/tracer';
import { uploadsBucket } from '../lib/s3';
import { approvedVideos, NOTHING_APPROVED } from './exports';
import { rightsSummary, RIGHTS_SUMMARY_NAME } from './rights-summary';
import { withInvocationLog } from '../lib/invocation-log';

/**
 * Builds a project's zip (issue 20, docs/videos.md "Downloads and exports") without holding a file in memory: each
 * approved video is streamed from S3 (one GetObject at a time, opened only when the zip reaches it) into a yazl zip
 * stream (stored, not deflated: videos do not compress), which is piped into an S3 multipart upload
 * (`@aws-sdk/lib-storage` Upload: 8 MiB parts, two in flight). Memory stays at about two parts whatever the
 * project's size. The plain-text rights summary is the zip's first entry.
 *
 * Idempotent per export: only a `preparing` export is built; the zip's key is the export's, so a second build writes
 * the same object again; `ready` (with the event that tells the requester) and `failed` are written at the version
 * read, so only one build's outcome counts.
 */

/** 8 MiB parts, two in flight: S3's 5 MiB minimum part size with room, and 10,000 parts cover 80 GB. */
export const EXPORT_PART_SIZE = 8 * 1024 * 1024;
export const EXPORT_QUEUE_SIZE = 2;

let client: S3Client | undefined;
/**
 * The worker's own S3 client: the API's (lib/s3.ts) gives up on a socket idle for 3 s, while a video's GetObject
 * stream waits as long as the upload of a part takes. Same endpoint settings, longer request timeout.
 */
function exportS3(): S3Client {
  client ??= traced(
    new S3Client({
      ...AWS_CLIENT_SETTINGS,
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 120_000, throwOnRequestTimeout: true },
      forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return client;
}

/** Counts the bytes that pass (the zip's size, without a HeadObject afterwards). */
class ByteCounter extends PassThrough {
  bytes = 0;
  constructor() {
    super();
    this.on('data', (chunk: Buffer) => {
      this.bytes += chunk.length;
    });
  }
}

async function fail(record: ExportRecord, error: string): Promise<'failed'> {
  const now = new Date().toISOString();
  const next: ExportRecord = { ...record, status: 'failed', error, updatedAt: now, version: record.version + 1 };
  await finishExport(record, next, undefined, now);
  logger.warn('Export failed', { exportId: record.id, projectId: record.projectId, error });
  return 'failed';
}

/** Builds the export's zip and marks it ready (or failed). 'skipped' when it is not (or no longer) preparing. */
export async function buildExport(exportId: string): Promise<'ready' | 'failed' | 'skipped'> {
  const record = await getExport(exportId);
  if (!record || record.status !== 'preparing') return 'skipped';
  const bundle = await getProjectBundle(record.projectId);
  if (!bundle || bundle.project.deletingSince) return fail(record, 'The project was deleted');
  const videos = approvedVideos(bundle);
  if (videos.length === 0) return fail(record, NOTHING_APPROVED);

  const bucket = uploadsBucket();
  const zip = new ZipFile();
  const output = new ByteCounter();
  const preparedAt = new Date().toISOString();
  const summary = rightsSummary({ bundle, videos, requestedBy: record.requestedBy.email, preparedAt });
  zip.addBuffer(Buffer.from(summary, 'utf8'), RIGHTS_SUMMARY_NAME, { mtime: new Date(preparedAt) });
  for (const video of videos) {
    const mtime = new Date(video.submission.reviewedAt ?? preparedAt);
    zip.addReadStreamLazy(
      video.name,
      { compress: false, mtime, ...(video.file.size !== undefined ? { size: video.file.size } : {}) },
      (callback) => {
        exportS3()
          .send(new GetObjectCommand({ Bucket: bucket, Key: video.file.key }))
          .then((object) => callback(null, object.Body as Readable))
          .catch((error: unknown) => callback(error, undefined as unknown as Readable));
      },
    );
  }
  // A failed read (or a size that does not match) stops the upload, which then aborts its multipart upload.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  zip.end();

  const upload = new Upload({
    client: exportS3(),
    params: { Bucket: bucket, Key: record.key, Body: output, ContentType: 'application/zip' },
    partSize: EXPORT_PART_SIZE,
    queueSize: EXPORT_QUEUE_SIZE,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    logger.error('Export upload failed', { exportId, error: String(error) });
    return fail(record, 'The zip could not be stored. Ask for a new one.');
  }

  const now = new Date().toISOString();
  const next: ExportRecord = {
    ...record,
    status: 'ready',
    videoCount: videos.length,
    size: output.bytes,
    readyAt: now,
    updatedAt: now,
    version: record.version + 1,
  };
  const result = await finishExport(
    record,
    next,
    {
      type: 'project.exportReady',
      actor: systemActor(),
      subject: { kind: 'project', id: bundle.project.id, name: bundle.project.name },
      brandId: bundle.project.brandId,
      projectId: bundle.project.id,
      count: videos.length,
      member: { userId: record.requestedBy.userId, email: record.requestedBy.email },
    },
    now,
  );
  if (result === 'conflict') return 'skipped';
  logger.info('Export ready', { exportId, projectId: record.projectId, videos: videos.length, bytes: output.bytes });
  return 'ready';
}

/** Builds running in this process (locally), so a redelivered event does not start a second one meanwhile. */
const running = new Set<string>();

function buildHere(exportId: string): void {
  if (running.has(exportId)) return;
  running.add(exportId);
  buildExport(exportId)
    .catch((error: unknown) => logger.error('Export build failed', { exportId, error: String(error) }))
    .finally(() => running.delete(exportId));
}

/**
 * Hands a requested export to the worker. In AWS (`EXPORT_WORKER_FUNCTION` set) an asynchronous invocation of the
 * export worker Lambda (its own 15-minute timeout and retries), claimed per event so a redelivered event does not
 * invoke it twice: the dispatcher spends one Invoke call on it and goes on with other events. Locally the build runs in
 * the API's process without being awaited, for the same reason.
 */
async function startBuild(event: ActivityEvent, exportId: string): Promise<void> {
  const functionName = process.env.EXPORT_WORKER_FUNCTION;
  if (!functionName) {
    buildHere(exportId);
    return;
  }
  const claim = await claimDelivery({ eventId: event.id, consumer: 'exports', recipient: exportId });
  if (!claim) return;
  try {
    await lambda().send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify({ exportId })),
      }),
    );
  } catch (error) {
    await releaseDelivery(claim);
    throw error;
  }
  await completeDelivery(claim);
}

let lambdaClient: LambdaClient | undefined;
const lambda = () => (lambdaClient ??= traced(new LambdaClient(AWS_CLIENT_SETTINGS)));

/** The consumer of `project.exportRequested` (events/consumers.ts). */
export const exportsConsumer: EventConsumer = {
  name: 'exports',
  async handle(event) {
    if (event.type !== 'project.exportRequested' || !event.exportId) return;
    await startBuild(event, event.exportId);
  },
};

/** The export worker Lambda (infra/lib/events-stack.ts), invoked asynchronously with `{ exportId }`. */
async function exportWorker(payload: { exportId?: unknown }): Promise<void> {
  if (typeof payload?.exportId !== 'string') throw new Error('The export worker needs an exportId');
  const outcome = await buildExport(payload.exportId);
  logger.info('Export worker finished', { exportId: payload.exportId, outcome });
}

export const handler = withInvocationLog('export-worker', exportWorker, (payload) => ({
  exportId: typeof payload?.exportId === 'string' ? payload.exportId : undefined,
}));
