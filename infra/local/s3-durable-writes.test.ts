import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDurableWrites, type WritableStore } from './s3-durable-writes';

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

  it('marks a part stored (its .md5) only once every byte of it is in its file', async () => {
    const answer = await store.putPart('b', 'a'.repeat(32), 3, chunks());
    expect(answer).toEqual({ size: BYTES.length, md5: md5(BYTES) });
    const part = path.join(store.getResourcePath('b', undefined, 'uploads'), 'a'.repeat(32), '3');
    expect(md5(fs.readFileSync(part))).toBe(md5(BYTES));
    expect(fs.readFileSync(`${part}.md5`, 'utf8')).toBe(md5(BYTES));
  });

  it('fails the write, and marks no part stored, when the body breaks off', async () => {
    const broken = new Readable({
      read() {
        this.push(BYTES.subarray(0, 65536));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.putPart('b', 'c'.repeat(32), 1, broken)).rejects.toThrow('connection reset');
    const part = path.join(store.getResourcePath('b', undefined, 'uploads'), 'c'.repeat(32), '1');
    expect(fs.existsSync(`${part}.md5`)).toBe(false);
  });
});
