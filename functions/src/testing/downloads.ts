/**
 * Test set-up for downloads and exports (issue 20): an approved video with an uploaded file, made through the API
 * (project, submission, approval) and the data layer (the file: `submission.file` as the upload's completion sets it,
 * docs/videos.md), with the file's bytes put in the local S3.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../infra/local/testing';
import { keys } from '../data/keys';
import { items, type SubmissionRecord } from '../data/projects';
import { stack } from './int';
import { as, link, ok, type World } from './world';

/** The local S3 the API's handlers use (the stack's endpoint, as the integration context or the environment says). */
export function localS3(): { client: S3Client; bucket: string } {
  const context = stack() as ReturnType<typeof stack> & { s3Endpoint?: string; uploadsBucket?: string };
  const endpoint = context.s3Endpoint ?? process.env.AWS_ENDPOINT_URL_S3;
  const bucket = context.uploadsBucket ?? process.env.UPLOADS_BUCKET ?? 'reelbridge-local-uploads';
  if (!endpoint) throw new Error('The local S3 endpoint is not known to the test');
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket };
}

export interface StoredVideo {
  key: string;
  bytes: Buffer;
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm';
}

/** Random bytes that start like an MP4 (an `ftyp` box), stored under the videos prefix of the project. */
export async function storeVideo(
  projectId: string,
  submissionId: string,
  size: number,
  contentType: StoredVideo['contentType'] = 'video/mp4',
): Promise<StoredVideo> {
  const extension = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }[contentType];
  const key = `private/videos/${projectId}/${submissionId}/${randomUUID()}.${extension}`;
  const bytes = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'binary'), randomBytes(Math.max(0, size - 12))]);
  const { client, bucket } = localS3();
  await client.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: size }),
  );
  return { key, bytes, contentType };
}

/** Sets `submission.file` through the data layer, as the upload's completion does (a versioned put). */
export async function attachFile(
  projectId: string,
  projectCreatorId: string,
  videoNumber: number,
  video: StoredVideo,
  fileName = `clip-${videoNumber}.mp4`,
  /** 'delivered' (the default): the file of the video's newest version, as a delivery with it leaves it; 'working':
   * only the creator's working file, as an upload made after the delivery leaves it. */
  as: 'delivered' | 'working' = 'delivered',
): Promise<void> {
  const table = documentClient(stack());
  const { Item } = await table.send(
    new GetCommand({
      TableName: stack().tableName,
      Key: keys.submission(projectId, projectCreatorId, videoNumber),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw new Error(`No video ${videoNumber} of ${projectCreatorId}`);
  const { pk: _pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, type: _t, ...record } = Item;
  const submission = record as unknown as SubmissionRecord;
  const file = {
    key: video.key,
    fileName,
    contentType: video.contentType,
    size: video.bytes.length,
    uploadedAt: new Date().toISOString(),
  };
  const versions =
    as === 'delivered'
      ? submission.versions?.map((version, index, all) => (index === all.length - 1 ? { ...version, file } : version))
      : submission.versions;
  const next = {
    ...submission,
    file,
    ...(versions ? { versions } : {}),
    version: submission.version + 1,
    updatedAt: new Date().toISOString(),
  };
  await table.send(
    new PutCommand({
      TableName: stack().tableName,
      Item: items.submission(next as SubmissionRecord),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': submission.version },
    }),
  );
}

interface ProjectDetailLike {
  id: string;
  creators: { id: string; creatorId: string; submissions: { id: string; videoNumber: number; status: string }[] }[];
}

export const projectDetail = (projectId: string) =>
  ok(as('admin', 'GET', `/ugc-projects/${projectId}`) as Promise<{ status: number; body: ProjectDetailLike }>);

/**
 * A project on brand X with creator A delivering `videoCount` videos (submitted through the API), returning its ids
 * and each video's id by number. Nothing is reviewed yet.
 */
export async function deliveredProject(world: World, videoCount: number, name = 'Downloads project') {
  const project = await ok(
    as('admin', 'POST', '/ugc-projects', {
      body: {
        name,
        brandId: world.brandX,
        creators: [{ creatorId: world.creatorA.id, videoCount, costPerVideo: 10 }],
      },
    }) as Promise<{ status: number; body: { id: string } }>,
  );
  const submissions = Array.from({ length: videoCount }, (_, index) => ({
    videoNumber: index + 1,
    videoUrl: link(index + 1),
    sparkCode: `SPARK${index + 1}`,
  }));
  await ok(
    as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/submit`, {
      body: { creatorId: world.creatorA.id, submissions },
    }),
  );
  const detail = await projectDetail(project.id);
  const creator = detail.creators[0]!;
  const videoIds = new Map(creator.submissions.map((submission) => [submission.videoNumber, submission.id]));
  return { projectId: project.id, projectCreatorId: creator.id, videoIds };
}

/** Approves a video as the admin. */
export const approve = (submissionId: string) =>
  ok(as('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`, { body: {} }));

/** One approved video of creator A on brand X with a stored file: what a download needs. */
export async function approvedVideoWithFile(world: World, size = 2048) {
  const { projectId, projectCreatorId, videoIds } = await deliveredProject(world, 1);
  const submissionId = videoIds.get(1)!;
  await approve(submissionId);
  const video = await storeVideo(projectId, submissionId, size);
  await attachFile(projectId, projectCreatorId, 1, video);
  return { projectId, projectCreatorId, submissionId, video };
}

let matrixSample: Promise<{ projectId: string; submissionId: string; exportId: string }> | undefined;
/**
 * For the authorization matrix: one approved video with a file on brand X and one export of its project, made once
 * (the routes that use it change nothing another caller's answer depends on).
 */
export function downloadSample(world: World) {
  matrixSample ??= (async () => {
    const { projectId, submissionId } = await approvedVideoWithFile(world);
    const created = await ok(
      as('admin', 'POST', `/ugc-projects/${projectId}/exports`) as Promise<{ status: number; body: { id: string } }>,
    );
    return { projectId, submissionId, exportId: created.id };
  })();
  return matrixSample;
}
