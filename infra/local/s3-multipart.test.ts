import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { stack } from '../../functions/src/testing/int';
import { joinFiles, MIN_PART_BYTES, multipartEtag, parseCompleteParts } from './s3-multipart';

const client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: stack().s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
const Bucket = () => stack().uploadsBucket;

async function start(): Promise<{ Key: string; UploadId: string }> {
  const Key = `private/test/multipart/${randomBytes(6).toString('hex')}.bin`;
  const created = await client().send(new CreateMultipartUploadCommand({ Bucket: Bucket(), Key }));
  return { Key, UploadId: created.UploadId! };
}

async function put(upload: { Key: string; UploadId: string }, PartNumber: number, body: Buffer): Promise<string> {
  const answer = await client().send(
    new UploadPartCommand({ Bucket: Bucket(), ...upload, PartNumber, Body: body, ContentLength: body.length }),
  );
  return answer.ETag!;
}

async function s3Error(promise: Promise<unknown>): Promise<{ name: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: failure.name, status: failure.$metadata?.httpStatusCode };
  }
  throw new Error('expected the request to fail');
}

describe('the local S3 multipart gaps (s3-multipart.ts)', () => {
  it('lists the stored parts with their ETags and sizes, a page at a time', async () => {
    const upload = await start();
    const first = await put(upload, 1, Buffer.alloc(MIN_PART_BYTES, 1));
    const third = await put(upload, 3, Buffer.from('tail'));
    const listed = await client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload }));
    expect(listed.Parts?.map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size }))).toEqual([
      { PartNumber: 1, ETag: first, Size: MIN_PART_BYTES },
      { PartNumber: 3, ETag: third, Size: 4 },
    ]);
    expect(listed.IsTruncated).toBe(false);
    const page = await client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload, MaxParts: 1 }));
    expect(page.Parts?.map((part) => part.PartNumber)).toEqual([1]);
    expect(page.IsTruncated).toBe(true);
    const next = await client().send(
      new ListPartsCommand({ Bucket: Bucket(), ...upload, PartNumberMarker: page.NextPartNumberMarker }),
    );
    expect(next.Parts?.map((part) => part.PartNumber)).toEqual([3]);
  });

  it('aborts an upload: its parts are gone and it can be neither listed, sent to nor completed', async () => {
    const upload = await start();
    const etag = await put(upload, 1, Buffer.from('part'));
    await client().send(new AbortMultipartUploadCommand({ Bucket: Bucket(), ...upload }));
    expect(await s3Error(client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload })))).toEqual({
      name: 'NoSuchUpload',
      status: 404,
    });
    expect(await s3Error(put(upload, 2, Buffer.from('more')))).toMatchObject({ name: 'NoSuchUpload' });
    expect(
      await s3Error(
        client().send(
          new CompleteMultipartUploadCommand({
            Bucket: Bucket(),
            ...upload,
            MultipartUpload: { Parts: [{ PartNumber: 1, ETag: etag }] },
          }),
        ),
      ),
    ).toMatchObject({ name: 'NoSuchUpload' });
    expect(
      await s3Error(client().send(new AbortMultipartUploadCommand({ Bucket: Bucket(), ...upload }))),
    ).toMatchObject({ name: 'NoSuchUpload' });
  });

  it('refuses parts, lists and completions for an upload id it never issued, or issued for another key', async () => {
    const upload = await start();
    const unknown = { Key: upload.Key, UploadId: 'f'.repeat(32) };
    expect(await s3Error(put(unknown, 1, Buffer.from('x')))).toEqual({ name: 'NoSuchUpload', status: 404 });
    expect(await s3Error(put({ Key: upload.Key, UploadId: '../../etc' }, 1, Buffer.from('x')))).toMatchObject({
      name: 'NoSuchUpload',
    });
    expect(await s3Error(put({ ...upload, Key: `${upload.Key}.other` }, 1, Buffer.from('x')))).toMatchObject({
      name: 'NoSuchUpload',
    });
    expect(await s3Error(client().send(new ListPartsCommand({ Bucket: Bucket(), ...unknown })))).toMatchObject({
      name: 'NoSuchUpload',
    });
  });

  it('refuses a part through a presigned URL for an unknown upload with a CORS header the browser can read', async () => {
    const upload = await start();
    const url = await getSignedUrl(
      client(),
      new UploadPartCommand({ Bucket: Bucket(), Key: upload.Key, UploadId: 'a'.repeat(32), PartNumber: 1 }),
    );
    const answer = await fetch(url, { method: 'PUT', body: 'x', headers: { Origin: 'http://localhost:5173' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.text()).toContain('<Code>NoSuchUpload</Code>');
  });

  it('refuses a completion naming a wrong ETag (InvalidPart), a missing part, or parts out of order', async () => {
    const upload = await start();
    const one = await put(upload, 1, Buffer.alloc(MIN_PART_BYTES, 2));
    const two = await put(upload, 2, Buffer.from('end'));
    const complete = (Parts: { PartNumber: number; ETag: string }[]) =>
      client().send(new CompleteMultipartUploadCommand({ Bucket: Bucket(), ...upload, MultipartUpload: { Parts } }));
    expect(
      await s3Error(
        complete([
          { PartNumber: 1, ETag: '"0123456789abcdef0123456789abcdef"' },
          { PartNumber: 2, ETag: two },
        ]),
      ),
    ).toEqual({ name: 'InvalidPart', status: 400 });
    expect(
      await s3Error(
        complete([
          { PartNumber: 1, ETag: one },
          { PartNumber: 3, ETag: two },
        ]),
      ),
    ).toMatchObject({ name: 'InvalidPart' });
    expect(
      await s3Error(
        complete([
          { PartNumber: 2, ETag: two },
          { PartNumber: 1, ETag: one },
        ]),
      ),
    ).toMatchObject({ name: 'InvalidPartOrder' });
    // Still there after the refusals: the right list completes it, with the parts' bytes in order and S3's ETag of
    // an object made of parts (the MD5 of the parts' MD5s, then the part count), in the answer and on the object.
    const completed = await complete([
      { PartNumber: 1, ETag: one },
      { PartNumber: 2, ETag: two },
    ]);
    const etag = `"${multipartEtag([one, two].map((part) => part.replaceAll('"', '')))}"`;
    expect(etag).toMatch(/^"[0-9a-f]{32}-2"$/);
    expect(completed.ETag).toBe(etag);
    expect((await client().send(new HeadObjectCommand({ Bucket: Bucket(), Key: upload.Key }))).ETag).toBe(etag);
    const object = await client().send(new GetObjectCommand({ Bucket: Bucket(), Key: upload.Key }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(bytes.length).toBe(MIN_PART_BYTES + 3);
    expect(bytes.subarray(-3).toString()).toBe('end');
    expect(bytes[0]).toBe(2);
    expect(object.ContentLength).toBe(MIN_PART_BYTES + 3);
    expect(await s3Error(client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload })))).toMatchObject({
      name: 'NoSuchUpload',
    });
  });

  it('refuses a completion whose part other than the last is under 5 MiB (EntityTooSmall); the last may be small', async () => {
    const upload = await start();
    const small = await put(upload, 1, Buffer.alloc(MIN_PART_BYTES - 1, 3));
    const last = await put(upload, 2, Buffer.from('z'));
    const complete = (Parts: { PartNumber: number; ETag: string }[]) =>
      client().send(new CompleteMultipartUploadCommand({ Bucket: Bucket(), ...upload, MultipartUpload: { Parts } }));
    expect(
      await s3Error(
        complete([
          { PartNumber: 1, ETag: small },
          { PartNumber: 2, ETag: last },
        ]),
      ),
    ).toEqual({ name: 'EntityTooSmall', status: 400 });
    // One small part alone is the last part: allowed.
    await complete([{ PartNumber: 1, ETag: small }]);
  });

  it('reads the Part elements of a completion document, quotes or not', () => {
    const xml =
      '<CompleteMultipartUpload><Part><ETag>&quot;ab&quot;</ETag><PartNumber>1</PartNumber></Part>' +
      '<Part><PartNumber>2</PartNumber><ETag>cd</ETag></Part></CompleteMultipartUpload>';
    expect(parseCompleteParts(xml)).toEqual([
      { number: 1, etag: 'ab' },
      { number: 2, etag: 'cd' },
    ]);
    expect(parseCompleteParts('<CompleteMultipartUpload></CompleteMultipartUpload>')).toBeUndefined();
    expect(parseCompleteParts('<Other/>')).toBeUndefined();
  });

  it('joins files in order with the system cat, and with Node streams where there is none', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'join-files-'));
    try {
      const contents = [randomBytes(3 * 1024 * 1024 + 7), Buffer.from('middle'), randomBytes(1024)];
      const sources = contents.map((content, index) => {
        const file = path.join(folder, String(index + 1));
        fs.writeFileSync(file, content);
        return file;
      });
      const joined = path.join(folder, 'joined');
      fs.writeFileSync(joined, 'left over from before');
      await joinFiles(sources, joined);
      expect(fs.readFileSync(joined).equals(Buffer.concat(contents))).toBe(true);
      await joinFiles(sources, joined, 'no-such-command-on-this-host');
      expect(fs.readFileSync(joined).equals(Buffer.concat(contents))).toBe(true);
      await expect(joinFiles([path.join(folder, 'missing')], joined)).rejects.toThrow(/cat exited with 1/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
