import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDurableWrites, writeHashed, type WritableStore } from './s3-durable-writes';

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (directory: string) => WritableStore;

/** 8 MiB in the 64 KiB chunks a socket delivers. */
const BYTES = randomBytes(8 * 1024 * 1024);
const chunks = () =>
  Readable.from(Array.from({ length: 128 }, (_, index) => BYTES.subarray(index * 65536, (index + 1) * 65536)));
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe("the local S3's writes (s3-durable-writes.ts)", () => {
  let directory: string;
  let store: WritableStore;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-s3-writes-'));
    store = new FilesystemStore(directory);
    installDurableWrites({ store });
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('answers a streamed PutObject once every byte is in the file', async () => {
    const answer = await store.putObject({ bucket: 'b', key: 'k/object.bin', metadata: {}, content: chunks() });
    expect(answer).toEqual({ size: BYTES.length, md5: md5(BYTES) });
    const file = fs.readFileSync(store.getResourcePath('b', 'k/object.bin', 'object'));
    expect(file.length).toBe(BYTES.length);
    expect(md5(file)).toBe(md5(BYTES));
    expect(fs.readFileSync(store.getResourcePath('b', 'k/object.bin', 'object.md5'), 'utf8')).toBe(md5(BYTES));
  });

  it('answers a PutObject of a buffer once it is in the file', async () => {
    await store.putObject({ bucket: 'b', key: 'small', metadata: {}, content: BYTES });
    expect(fs.statSync(store.getResourcePath('b', 'small', 'object')).size).toBe(BYTES.length);
  });

  it('writes from an offset into a file and keeps the bytes around it', async () => {
    const file = path.join(directory, 'parts');
    fs.writeFileSync(file, Buffer.alloc(10, 1));
    const answer = await writeHashed(Readable.from([Buffer.from('ab'), Buffer.from('c')]), file, { start: 4 });
    expect(answer).toEqual({ size: 3, md5: md5(Buffer.from('abc')) });
    await writeHashed(Buffer.from('z'), file, { start: 12 });
    expect(fs.readFileSync(file)).toEqual(Buffer.from([1, 1, 1, 1, 97, 98, 99, 1, 1, 1, 0, 0, 122]));
    await writeHashed(Buffer.from('new'), path.join(directory, 'fresh'), { start: 0 });
    expect(fs.readFileSync(path.join(directory, 'fresh'), 'utf8')).toBe('new');
  });
});
