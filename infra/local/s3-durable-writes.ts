/**
 * Stand-in gap, local only: s3rver 3.7 answers a PutObject or an UploadPart once the request's last byte has gone
 * through its MD5, not once it is in the file: its write stream may still hold the tail. A GET, a ListParts or a
 * CompleteMultipartUpload sent on the answer could then read a short file, where S3 gives strong read-after-write
 * consistency (docs/videos.md: the completion reads the object's first bytes at once; the parts are joined at once).
 * writeHashed answers only once the file is written and closed; installDurableWrites puts it under s3rver's
 * PutObject, and s3-multipart.ts under its UploadPart.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What is replaced of s3rver's filesystem store (lib/stores/filesystem.js), with the same signatures. */
export interface WritableStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | Readable;
  }): Promise<{ size: number; md5: string }>;
}

/** The bytes hashed and written at a time. */
const WRITE_BYTES = 1024 * 1024;

/**
 * Writes `content` to `file`, resolving with its size and MD5 once the file is closed. With `start`, the bytes go into
 * the file from that offset and the rest of the file is kept (it is created if missing).
 */
export async function writeHashed(
  content: Buffer | Readable,
  file: string,
  { start }: { start?: number } = {},
): Promise<{ size: number; md5: string }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // 'a' creates a missing file and keeps an existing one; 'r+' then writes at `start` ('a' would append).
  if (start !== undefined) await fs.writeFile(file, '', { flag: 'a' });
  const md5 = createHash('md5');
  if (Buffer.isBuffer(content)) {
    if (start === undefined) await fs.writeFile(file, content);
    else {
      const handle = await fs.open(file, 'r+');
      try {
        await handle.write(content, 0, content.length, start);
      } finally {
        await handle.close();
      }
    }
    return { size: content.length, md5: md5.update(content).digest('hex') };
  }
  let size = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const release = (stream: Transform) => {
    const joined = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    md5.update(joined);
    stream.push(joined);
  };
  // The socket's chunks are hashed and written a MiB at a time: with several uploads at once each read brings a few
  // KiB, and the hash and write calls per chunk, not the bytes, made most of the server's work (docs/videos.md).
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= WRITE_BYTES) release(this);
      callback();
    },
    flush(callback) {
      if (heldBytes > 0) release(this);
      callback();
    },
  });
  // pipeline settles once the write stream has finished, that is, flushed and closed its file.
  await pipeline(content, hashing, createWriteStream(file, start === undefined ? {} : { flags: 'r+', start }));
  return { size, md5: md5.digest('hex') };
}

export function installDurableWrites(s3rver: unknown): void {
  const store = (s3rver as { store: WritableStore }).store;
  store.putObject = async (object) => {
    const written = await writeHashed(object.content, store.getResourcePath(object.bucket, object.key, 'object'));
    await store.putMetadata(object.bucket, object.key, object.metadata, written.md5);
    return written;
  };
}
