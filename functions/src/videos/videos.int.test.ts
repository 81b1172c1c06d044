/**
 * The creator's upload of a video file (issue 20, docs/videos.md) through the local API and the local S3: start,
 * sign, list (resume), poster, complete, abort and remove, with the limits, the container check and who may do what.
 */
import { HeadObjectCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES, VIDEO_MIN_PART_BYTES } from '@reelbridge/shared';
import { documentClient } from '../../../infra/local/testing';
import { stack } from '../testing/int';
import { localS3 } from '../testing/downloads';
import { mp4Bytes, sendParts, startUpload, type StartedUpload } from '../testing/video-uploads';
import { as, createWorld, link, newProject, ok, type Who, type World } from '../testing/world';
import type { SubmissionRecord } from '../data/projects';
import type { VideoUploadRecord } from '../data/video-uploads';

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 90_000);

async function storedItems(pk: string): Promise<Record<string, unknown>[]> {
  const found = await documentClient(stack()).send(
    new QueryCommand({
      TableName: stack().tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

async function storedVideo(projectId: string, videoNumber = 1): Promise<SubmissionRecord | undefined> {
  const items = await storedItems(`PROJECT#${projectId}`);
  return items.find((item) => item.type === 'submission' && item.videoNumber === videoNumber) as
    SubmissionRecord | undefined;
}

async function session(uploadId: string): Promise<VideoUploadRecord> {
  return (await storedItems(`VIDEO_UPLOAD#${uploadId}`))[0] as unknown as VideoUploadRecord;
}

async function objectExists(key: string): Promise<boolean> {
  const { client, bucket } = localS3();
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function start(bytes: Buffer, who: Who = 'creatorA', projectId?: string, fileName = 'clip.mp4') {
  const id = projectId ?? (await newProject(world)).id;
  const upload = (await ok(startUpload(who, id, bytes, { fileName }))) as StartedUpload;
  return { projectId: id, upload };
}

const complete = (who: Who, uploadId: string, body: unknown) =>
  as(who, 'POST', `/video-uploads/${uploadId}/complete`, { body });

describe('uploading a video file', () => {
  it('uploads a file of three parts, resumes from the stored parts, and makes it the video’s file', async () => {
    const bytes = mp4Bytes(2 * VIDEO_MIN_PART_BYTES + 1000);
    const { projectId, upload } = await start(bytes);
    expect(upload).toMatchObject({ partSize: VIDEO_MIN_PART_BYTES, partCount: 3 });
    // The slot had no video yet: the upload made its draft, and the session names it, under the server's key.
    const draft = await storedVideo(projectId);
    expect(draft).toMatchObject({ status: 'draft', creatorId: world.creatorA.id });
    const stored = await session(upload.uploadId);
    expect(stored).toMatchObject({
      creatorId: world.creatorA.id,
      projectId,
      submissionId: draft!.id,
      size: bytes.length,
      partCount: 3,
      expiresAt: expect.any(Number),
    });
    expect(stored.key).toMatch(new RegExp(`^private/videos/${projectId}/${draft!.id}/[0-9a-f-]{36}\\.mp4$`));

    // A dropped connection after the first part: the list says what S3 holds, so only the rest is sent.
    const first = await sendParts('creatorA', upload, bytes, [1]);
    const listed = await ok(as('creatorA', 'GET', `/video-uploads/${upload.uploadId}/parts`));
    expect(listed).toEqual({ parts: [{ partNumber: 1, etag: first[0]!.etag, size: VIDEO_MIN_PART_BYTES }] });
    const rest = await sendParts('creatorA', upload, bytes, [2, 3]);

    const done = await complete('creatorA', upload.uploadId, { parts: [...first, ...rest], durationSeconds: 12.34 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ fileName: 'clip.mp4', contentType: 'video/mp4', size: bytes.length });
    const video = await storedVideo(projectId);
    expect(video?.file).toMatchObject({
      key: stored.key,
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      size: bytes.length,
      durationSeconds: 12.3,
    });
    expect(await objectExists(stored.key)).toBe(true);
    // A retried completion answers the same and changes nothing.
    const again = await complete('creatorA', upload.uploadId, { parts: [...first, ...rest] });
    expect(again).toMatchObject({ status: 200, body: done.body });
    expect((await storedVideo(projectId))?.version).toBe(video?.version);
  });

  it('chooses parts of at least 8 MiB, at most 10,000 of them, and refuses files over 2 GB, other types and names', async () => {
    const project = await newProject(world);
    const body = (size: number, fileName = 'big.mov', contentType = 'video/quicktime') => ({
      body: { projectId: project.id, videoNumber: 1, fileName, contentType, size },
    });
    const largest = await as('creatorA', 'POST', '/video-uploads', body(VIDEO_MAX_BYTES));
    expect(largest.status).toBe(201);
    expect(largest.body).toMatchObject({ partSize: VIDEO_MIN_PART_BYTES, partCount: 256 });
    const tooLarge = await as('creatorA', 'POST', '/video-uploads', body(VIDEO_MAX_BYTES + 1));
    expect(tooLarge).toMatchObject({ status: 400, body: { error: { fields: { size: VIDEO_MESSAGES.tooLarge } } } });
    for (const [fileName, contentType] of [
      ['notes.txt', 'text/plain'],
      ['clip.exe', 'video/mp4'],
      ['clip.mp4', 'video/webm'],
      ['clip.avi', 'video/x-msvideo'],
    ]) {
      const refused = await as('creatorA', 'POST', '/video-uploads', body(1000, fileName, contentType));
      expect(refused, fileName).toMatchObject({
        status: 400,
        body: { error: { fields: { fileName: VIDEO_MESSAGES.type } } },
      });
    }
    const noSuchVideo = await as('creatorA', 'POST', '/video-uploads', {
      body: { projectId: project.id, videoNumber: 2, fileName: 'a.webm', contentType: 'video/webm', size: 10 },
    });
    expect(noSuchVideo).toMatchObject({
      status: 400,
      body: { error: { fields: { videoNumber: expect.any(String) } } },
    });

    // Part URLs: only part numbers of this upload, a few at a time.
    const upload = largest.body as StartedUpload;
    const beyond = await as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/parts`, {
      body: { partNumbers: [256, 257] },
    });
    expect(beyond).toMatchObject({ status: 400, body: { error: { fields: { partNumbers: expect.any(String) } } } });
    const many = await as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/parts`, {
      body: { partNumbers: Array.from({ length: 11 }, (_, index) => index + 1) },
    });
    expect(many.status).toBe(400);
    const signed = await ok(
      as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/parts`, { body: { partNumbers: [2, 1] } }),
    );
    expect(signed).toMatchObject({ parts: [{ partNumber: 1 }, { partNumber: 2 }], expiresAt: expect.any(String) });
    const url = new URL((signed as { parts: { url: string }[] }).parts[0]!.url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    await ok(as('creatorA', 'DELETE', `/video-uploads/${upload.uploadId}`));
  });

  it('refuses a completion that does not name every part, or names a wrong ETag, and keeps the upload', async () => {
    const bytes = mp4Bytes(VIDEO_MIN_PART_BYTES + 10);
    const { upload } = await start(bytes);
    const parts = await sendParts('creatorA', upload, bytes, [1, 2]);
    const missing = await complete('creatorA', upload.uploadId, { parts: [parts[0]] });
    expect(missing).toMatchObject({ status: 400, body: { error: { message: VIDEO_MESSAGES.partsIncomplete } } });
    const wrong = await complete('creatorA', upload.uploadId, {
      parts: [parts[0], { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' }],
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: { message: VIDEO_MESSAGES.partsMismatch } } });
    expect((await complete('creatorA', upload.uploadId, { parts })).status).toBe(200);
  });

  it('refuses and deletes a file that is not a video, renamed .mp4', async () => {
    const bytes = Buffer.from('%PDF-1.7 this is a document, not a video\n'.repeat(40));
    const { projectId, upload } = await start(bytes, 'creatorA', undefined, 'holiday.mp4');
    const key = (await session(upload.uploadId)).key;
    const parts = await sendParts('creatorA', upload, bytes, [1]);
    const refused = await complete('creatorA', upload.uploadId, { parts });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: VIDEO_MESSAGES.notVideo, fields: { file: VIDEO_MESSAGES.notVideo } } },
    });
    expect(await objectExists(key)).toBe(false);
    expect((await storedVideo(projectId))?.file).toBeUndefined();
    expect((await as('creatorA', 'GET', `/video-uploads/${upload.uploadId}/parts`)).status).toBe(404);
  });

  it('refuses and deletes a file whose stored object is not the size that was declared, shorter or longer', async () => {
    // The part URL signs the part's exact size, so S3 itself refuses another body; s3rver does not check it, which
    // lets the test store an object that differs from the declaration, as the completion must catch on its own.
    for (const [declared, sent] of [
      [4096, 3000],
      [4096, 5000],
    ] as const) {
      const { projectId, upload } = await start(mp4Bytes(declared));
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
      const poster = (await ok(
        as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/poster`, { body: { size: jpeg.length } }),
      )) as { url: string; headers: Record<string, string> };
      expect(
        (await fetch(poster.url, { method: 'PUT', headers: poster.headers, body: new Uint8Array(jpeg) })).status,
      ).toBe(200);
      const { key, posterKey } = await session(upload.uploadId);
      const parts = await sendParts('creatorA', upload, mp4Bytes(sent), [1]);
      expect(await objectExists(posterKey!), `${sent} bytes: poster stored`).toBe(true);

      const refused = await complete('creatorA', upload.uploadId, { parts });
      expect(refused, `${sent} bytes for ${declared}`).toMatchObject({
        status: 400,
        body: { error: { message: VIDEO_MESSAGES.sizeMismatch, fields: { file: VIDEO_MESSAGES.sizeMismatch } } },
      });
      expect(VIDEO_MESSAGES.sizeMismatch).toBe(
        'The uploaded file is not the size that was announced. Upload it again.',
      );
      // The assembled object and the poster beside it are gone, the video has no file, and the session is over.
      expect(await objectExists(key), `${sent} bytes: object`).toBe(false);
      expect(await objectExists(posterKey!), `${sent} bytes: poster`).toBe(false);
      expect((await storedVideo(projectId))?.file).toBeUndefined();
      expect(await session(upload.uploadId)).toBeUndefined();
      expect((await complete('creatorA', upload.uploadId, { parts })).status).toBe(404);
    }
  });

  it('takes a WebM file by its EBML header and keeps the poster frame sent beside it', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), mp4Bytes(3000).subarray(4)]);
    const project = await newProject(world);
    const upload = (await ok(
      startUpload('creatorA', project.id, webm, { fileName: 'clip.webm', contentType: 'video/webm' }),
    )) as StartedUpload;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const poster = (await ok(
      as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/poster`, { body: { size: jpeg.length } }),
    )) as { url: string; headers: Record<string, string> };
    // The URL signs the exact size (S3 refuses another; s3rver does not check it): the completion checks again.
    expect(new URL(poster.url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    const put = await fetch(poster.url, { method: 'PUT', headers: poster.headers, body: new Uint8Array(jpeg) });
    expect(put.status).toBe(200);
    const parts = await sendParts('creatorA', upload, webm, [1]);
    const done = await complete('creatorA', upload.uploadId, { parts });
    expect(done).toMatchObject({ status: 200, body: { contentType: 'video/webm', hasPoster: true } });
    const file = (await storedVideo(project.id))?.file;
    expect(file?.key).toMatch(/\.webm$/);
    expect(file?.posterKey).toBe(file?.key.replace(/\.webm$/, '.poster.jpg'));
    expect(await objectExists(file!.posterKey!)).toBe(true);
    const tooBig = await as('creatorA', 'POST', `/video-uploads/${upload.uploadId}/poster`, {
      body: { size: 600 * 1024 },
    });
    expect(tooBig.status).toBe(400);
  });

  it('aborts an upload: S3 drops its parts and the session is gone', async () => {
    const bytes = mp4Bytes(1000);
    const { upload } = await start(bytes);
    await sendParts('creatorA', upload, bytes, [1]);
    const { key, s3UploadId } = await session(upload.uploadId);
    expect((await as('creatorA', 'DELETE', `/video-uploads/${upload.uploadId}`)).status).toBe(204);
    const { client, bucket } = localS3();
    await expect(
      client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: s3UploadId })),
    ).rejects.toThrow();
    expect(await session(upload.uploadId)).toBeUndefined();
    for (const [method, path] of [
      ['GET', `/video-uploads/${upload.uploadId}/parts`],
      ['DELETE', `/video-uploads/${upload.uploadId}`],
    ] as const) {
      expect((await as('creatorA', method, path)).status, path).toBe(404);
    }
  });

  it('lets only the creator who started an upload sign, list, complete or abort it', async () => {
    const bytes = mp4Bytes(1000);
    const { upload } = await start(bytes);
    const parts = await sendParts('creatorA', upload, bytes, [1]);
    const calls = [
      ['POST', `/video-uploads/${upload.uploadId}/parts`, { partNumbers: [1] }],
      ['GET', `/video-uploads/${upload.uploadId}/parts`, undefined],
      ['POST', `/video-uploads/${upload.uploadId}/poster`, { size: 100 }],
      ['POST', `/video-uploads/${upload.uploadId}/complete`, { parts }],
      ['DELETE', `/video-uploads/${upload.uploadId}`, undefined],
    ] as const;
    for (const who of ['creatorB', 'brandX', 'admin'] as const) {
      for (const [method, path, body] of calls) {
        expect((await as(who, method, path, body ? { body } : {})).status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    expect((await as('anonymous', 'GET', `/video-uploads/${upload.uploadId}/parts`)).status).toBe(401);
    // Still the creator's, untouched.
    expect((await complete('creatorA', upload.uploadId, { parts })).status).toBe(200);
  });

  it("refuses an upload for a project the creator is not on, and for another creator's video", async () => {
    const bytes = mp4Bytes(1000);
    const project = await newProject(world);
    const other = await startUpload('creatorB', project.id, bytes);
    expect(other.status).toBe(403);
    expect((await storedVideo(project.id)) ?? undefined).toBeUndefined();
    const unknown = await startUpload('creatorA', 'pj_222222222222', bytes);
    expect(unknown.status).toBe(404);
  });

  it('sets the file only while the video may be edited: a submitted video refuses the upload and its completion', async () => {
    const bytes = mp4Bytes(1000);
    const { projectId, upload } = await start(bytes);
    const key = (await session(upload.uploadId)).key;
    const parts = await sendParts('creatorA', upload, bytes, [1]);
    await ok(
      as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/submit`, {
        body: { creatorId: world.creatorA.id, submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'S1' }] },
      }),
    );
    const late = await complete('creatorA', upload.uploadId, { parts });
    expect(late).toMatchObject({ status: 409, body: { error: { message: VIDEO_MESSAGES.locked } } });
    expect(await objectExists(key)).toBe(false);
    expect((await storedVideo(projectId))?.file).toBeUndefined();
    expect((await startUpload('creatorA', projectId, bytes)).status).toBe(409);
  });

  it('removes the file from the creator’s own video, never from another’s', async () => {
    const bytes = mp4Bytes(1000);
    const { projectId, upload } = await start(bytes);
    const parts = await sendParts('creatorA', upload, bytes, [1]);
    await ok(complete('creatorA', upload.uploadId, { parts }));
    const video = (await storedVideo(projectId))!;
    const path = `/ugc-projects/submissions/${video.id}/file`;
    for (const who of ['creatorB', 'brandX', 'admin'] as const)
      expect((await as(who, 'DELETE', path)).status).toBe(403);
    expect(await objectExists(video.file!.key)).toBe(true);
    expect((await as('creatorA', 'DELETE', path)).status).toBe(204);
    expect((await storedVideo(projectId))?.file).toBeUndefined();
    expect(await objectExists(video.file!.key)).toBe(false);
    expect((await as('creatorA', 'DELETE', '/ugc-projects/submissions/sb_222222222222/file')).status).toBe(404);
  });
});
