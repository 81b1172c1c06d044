import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import {
  installMultipartGaps,
  joinFiles,
  MIN_PART_BYTES,
  multipartEtag,
  parseCompleteParts,
  type S3rverStore,
} from './s3-multipart';

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => S3rverStore;

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

  describe('parts kept in place (storePart) and put together at completion', () => {
    const part = (fill: number, size = MIN_PART_BYTES) => {
      const bytes = randomBytes(size);
      bytes[0] = fill;
      return bytes;
    };
    const completeWith = (upload: { Key: string; UploadId: string }, parts: [number, string][]) =>
      client().send(
        new CompleteMultipartUploadCommand({
          Bucket: Bucket(),
          ...upload,
          MultipartUpload: { Parts: parts.map(([PartNumber, ETag]) => ({ PartNumber, ETag })) },
        }),
      );
    const object = async (Key: string) => {
      const answer = await client().send(new GetObjectCommand({ Bucket: Bucket(), Key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    };

    it('makes the object of parts of one size sent out of order, the last of another size', async () => {
      const upload = await start();
      const bytes = [part(1), part(2), part(3), Buffer.from('the end')];
      const etags: string[] = [];
      for (const number of [3, 1, 4, 2]) etags[number - 1] = await put(upload, number, bytes[number - 1]!);
      const listed = await client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload }));
      expect(listed.Parts?.map(({ PartNumber, Size }) => [PartNumber, Size])).toEqual([
        [1, MIN_PART_BYTES],
        [2, MIN_PART_BYTES],
        [3, MIN_PART_BYTES],
        [4, 7],
      ]);
      await completeWith(upload, [
        [1, etags[0]!],
        [2, etags[1]!],
        [3, etags[2]!],
        [4, etags[3]!],
      ]);
      expect((await object(upload.Key)).equals(Buffer.concat(bytes))).toBe(true);
    });

    it('makes the object when the last part is of the same size, and leaves out parts after the list', async () => {
      const upload = await start();
      const bytes = [part(1), part(2), part(3)];
      const etags = [];
      for (const [index, body] of bytes.entries()) etags.push(await put(upload, index + 1, body));
      await completeWith(upload, [
        [1, etags[0]!],
        [2, etags[1]!],
      ]);
      expect((await object(upload.Key)).equals(Buffer.concat(bytes.slice(0, 2)))).toBe(true);
    });

    it('makes the object of some of the parts (1 and 3), and of a part sent again in another size', async () => {
      const upload = await start();
      const bytes = [part(1), part(2), part(3), part(4, 1000)];
      const etags = [];
      for (const [index, body] of bytes.entries()) etags.push(await put(upload, index + 1, body));
      await completeWith(upload, [
        [1, etags[0]!],
        [3, etags[2]!],
      ]);
      expect((await object(upload.Key)).equals(Buffer.concat([bytes[0]!, bytes[2]!]))).toBe(true);

      const again = await start();
      const first = [part(5), part(6), part(7, 10)];
      const etagsAgain = [];
      for (const [index, body] of first.entries()) etagsAgain.push(await put(again, index + 1, body));
      // Part 2 sent again, larger: a file of its own now.
      const larger = part(8, MIN_PART_BYTES + 5);
      etagsAgain[1] = await put(again, 2, larger);
      const listed = await client().send(new ListPartsCommand({ Bucket: Bucket(), ...again }));
      expect(listed.Parts?.find((stored) => stored.PartNumber === 2)).toMatchObject({
        Size: MIN_PART_BYTES + 5,
        ETag: etagsAgain[1],
      });
      await completeWith(again, [
        [1, etagsAgain[0]!],
        [2, etagsAgain[1]!],
        [3, etagsAgain[2]!],
      ]);
      expect((await object(again.Key)).equals(Buffer.concat([first[0]!, larger, first[2]!]))).toBe(true);

      // A part sent at the upload's size, then larger, then at the size again: the last send is the part.
      const thrice = await start();
      await put(thrice, 1, part(9));
      await put(thrice, 1, part(10, MIN_PART_BYTES + 5));
      const third = part(11);
      const etagThird = await put(thrice, 1, third);
      const end = await put(thrice, 2, Buffer.from('end'));
      await completeWith(thrice, [
        [1, etagThird],
        [2, end],
      ]);
      expect((await object(thrice.Key)).equals(Buffer.concat([third, Buffer.from('end')]))).toBe(true);
    });

    it('takes the size from the first part of at least 5 MiB, when a smaller last part arrives first', async () => {
      const upload = await start();
      const bytes = [part(1, MIN_PART_BYTES + 1), part(2, MIN_PART_BYTES + 1), Buffer.from('tail')];
      const tail = await put(upload, 3, bytes[2]!);
      const one = await put(upload, 1, bytes[0]!);
      const two = await put(upload, 2, bytes[1]!);
      await completeWith(upload, [
        [1, one],
        [2, two],
        [3, tail],
      ]);
      expect((await object(upload.Key)).equals(Buffer.concat(bytes))).toBe(true);
    });

    it('stores one whole send of a part sent twice at once', async () => {
      const upload = await start();
      const sends = [part(1), part(2)];
      const etags = await Promise.all(sends.map((body) => put(upload, 1, body)));
      const listed = await client().send(new ListPartsCommand({ Bucket: Bucket(), ...upload }));
      const stored = listed.Parts![0]!.ETag!;
      expect(etags).toContain(stored);
      await completeWith(upload, [[1, stored]]);
      expect((await object(upload.Key)).equals(sends[etags.indexOf(stored)]!)).toBe(true);
    });
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

describe("the local S3's part writes (storePart, s3-multipart.ts)", () => {
  /** 8 MiB in the 64 KiB chunks a socket delivers, with the request's Content-Length. */
  const BYTES = randomBytes(8 * 1024 * 1024);
  const request = () =>
    Object.assign(
      Readable.from(Array.from({ length: 128 }, (_, index) => BYTES.subarray(index * 65536, (index + 1) * 65536))),
      { headers: { 'content-length': String(BYTES.length) } },
    );
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
  let directory: string;
  let store: S3rverStore;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-s3-parts-'));
    store = new FilesystemStore(directory);
    installMultipartGaps({ store, middleware: [] });
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('marks a part stored (its .md5) only once every byte of it is in the parts file, at its place', async () => {
    const folder = path.join(store.getResourcePath('b', undefined, 'uploads'), 'a'.repeat(32));
    await store.putPart('b', 'a'.repeat(32), 1, request());
    const answer = await store.putPart('b', 'a'.repeat(32), 3, request());
    expect(answer).toEqual({ size: BYTES.length, md5: md5(BYTES) });
    const parts = fs.readFileSync(path.join(folder, 'parts'));
    expect(parts.length).toBe(3 * BYTES.length);
    expect(md5(parts.subarray(2 * BYTES.length))).toBe(md5(BYTES));
    expect(fs.readFileSync(path.join(folder, '3.md5'), 'utf8')).toBe(md5(BYTES));
  });

  it('fails the write, and marks no part stored, when the body breaks off', async () => {
    const broken = Object.assign(
      new Readable({
        read() {
          this.push(BYTES.subarray(0, 65536));
          this.destroy(new Error('connection reset'));
        },
      }),
      { headers: { 'content-length': String(BYTES.length) } },
    );
    await expect(store.putPart('b', 'c'.repeat(32), 1, broken)).rejects.toThrow('connection reset');
    const part = path.join(store.getResourcePath('b', undefined, 'uploads'), 'c'.repeat(32), '1');
    expect(fs.existsSync(`${part}.md5`)).toBe(false);
  });
});
