/**
 * Test set-up for the creator's upload of a video file (issue 20, functions/src/videos): bytes that start as an MP4
 * does, an upload started through the API, its parts PUT to the presigned URLs as a browser does.
 */
import { randomBytes } from 'node:crypto';
import { as, newProject, ok, type Who, type World } from './world';

/** `size` bytes that open with an MP4 `ftyp` box. */
export function mp4Bytes(size: number): Buffer {
  const head = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'binary');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]).subarray(0, size);
}

export interface StartedUpload {
  uploadId: string;
  partSize: number;
  partCount: number;
}

export function startUpload(
  who: Who,
  projectId: string,
  bytes: Buffer,
  options: { videoNumber?: number; fileName?: string; contentType?: string } = {},
) {
  return as(who, 'POST', '/video-uploads', {
    body: {
      projectId,
      videoNumber: options.videoNumber ?? 1,
      fileName: options.fileName ?? 'clip.mp4',
      contentType: options.contentType ?? 'video/mp4',
      size: bytes.length,
    },
  });
}

/** PUTs the given parts of `bytes` to their presigned URLs; returns each part's ETag. */
export async function sendParts(
  who: Who,
  upload: StartedUpload,
  bytes: Buffer,
  partNumbers: number[],
): Promise<{ partNumber: number; etag: string }[]> {
  const signed = await ok(
    as(who, 'POST', `/video-uploads/${upload.uploadId}/parts`, { body: { partNumbers } }) as Promise<{
      status: number;
      body: { parts: { partNumber: number; url: string }[] };
    }>,
  );
  const sent: { partNumber: number; etag: string }[] = [];
  for (const { partNumber, url } of signed.parts) {
    const part = bytes.subarray((partNumber - 1) * upload.partSize, partNumber * upload.partSize);
    const response = await fetch(url, { method: 'PUT', body: new Uint8Array(part) });
    if (!response.ok) throw new Error(`part ${partNumber}: ${response.status} ${await response.text()}`);
    sent.push({ partNumber, etag: response.headers.get('etag')! });
  }
  return sent;
}

/** A new project of brand X with creator A's upload of a small MP4 started (and its one part sent, if `send`). */
export async function creatorAUpload(world: World, send = false) {
  const project = await newProject(world);
  const bytes = mp4Bytes(2048);
  const upload = (await ok(startUpload('creatorA', project.id, bytes))) as StartedUpload;
  const parts = send ? await sendParts('creatorA', upload, bytes, [1]) : [];
  return { projectId: project.id, upload, bytes, parts };
}

/** Creator A's video of a new project with an uploaded file: its submission id. */
export async function creatorAVideoWithFile(world: World) {
  const { projectId, upload, parts } = await creatorAUpload(world, true);
  await ok(as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/complete`, { body: { parts } }));
  const view = (await ok(as('creatorA', 'GET', `/ugc-projects/${projectId}/creator/${world.creatorA.id}`))) as {
    submissions: { id: string; videoNumber: number }[];
  };
  return { projectId, submissionId: view.submissions.find((s) => s.videoNumber === 1)!.id };
}
