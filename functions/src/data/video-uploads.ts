import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import type { VideoFileRecord } from './projects';

/**
 * A creator's upload of a video file in progress (issue 20, docs/videos.md): which video of whose project it is for,
 * the S3 multipart upload, what the creator declared, and the part size the server chose. Only its owner may use it.
 * It expires with the lifecycle rule that aborts the multipart upload (a day), through the table's TTL.
 */
export interface VideoUploadRecord {
  id: string;
  creatorId: string;
  projectId: string;
  submissionId: string;
  videoNumber: number;
  key: string;
  s3UploadId: string;
  fileName: string;
  contentType: VideoFileRecord['contentType'];
  size: number;
  partSize: number;
  partCount: number;
  /** Set once a poster URL was signed: the JPEG's key beside the video. */
  posterKey?: string;
  /** Set by a successful completion: a repeated completion answers with it and changes nothing. */
  completedAt?: string;
  file?: VideoFileRecord;
  createdAt: string;
  /** TTL (epoch seconds). */
  expiresAt: number;
  version: number;
}

/** As long as S3 keeps the parts of an unfinished upload (the bucket's lifecycle rule), and a little longer. */
export const VIDEO_UPLOAD_TTL_SECONDS = 26 * 3600;

const item = (record: VideoUploadRecord) => ({ ...keys.videoUpload(record.id), type: 'videoUpload', ...record });

function strip(found: Record<string, unknown>): VideoUploadRecord {
  const { pk: _pk, sk: _sk, type: _type, ...record } = found;
  return record as unknown as VideoUploadRecord;
}

/** Strongly consistent: every decision about an upload (its owner, its state) follows the last write. */
export async function getVideoUpload(uploadId: string): Promise<VideoUploadRecord | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.videoUpload(uploadId), ConsistentRead: true }),
  );
  return found.Item ? strip(found.Item) : undefined;
}

export async function putNewVideoUpload(record: VideoUploadRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** The poster's key, on the upload as read (a conflict: it changed meanwhile). */
export async function setVideoUploadPoster(record: VideoUploadRecord, posterKey: string): Promise<'ok' | 'conflict'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item({ ...record, posterKey, version: record.version + 1 }),
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': record.version },
      }),
    );
    return 'ok';
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return 'conflict';
    throw error;
  }
}

/** The upload as completed, for the transaction that sets the video's file (a versioned Put, ugc service Changes). */
export function completedVideoUploadItem(record: VideoUploadRecord, file: VideoFileRecord, now: string) {
  return {
    key: `videoUpload:${record.id}`,
    item: item({ ...record, completedAt: now, file, version: record.version + 1 }),
    expected: record.version,
  };
}

export async function deleteVideoUpload(uploadId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.videoUpload(uploadId) }));
}
