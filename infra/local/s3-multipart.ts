/**
 * Stand-in gaps, local only: s3rver 3.7 creates multipart uploads, stores parts and assembles them, but it has no
 * ListParts (GET ?uploadId) and no AbortMultipartUpload (DELETE ?uploadId), stores parts for an upload id it never
 * issued, and its Complete checks neither the parts' ETags nor S3's 5 MiB minimum for every part but the last (and
 * reads the whole object back to hash it, for an ETag S3 does not give). The video upload relies on each of these
 * (docs/videos.md): resume lists the stored parts, abandoning aborts, and a completion with a stale or wrong part list
 * must fail as it does on S3. This middleware, put in front of s3rver's own (installMultipartGaps), answers those
 * requests from s3rver's upload folder (joining the parts itself, with S3's multipart ETag) and lets everything else
 * through. It also stores the parts (storePart), in a layout that lets a completion move them into place without
 * copying their bytes, as S3 does.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeHashed } from './s3-durable-writes';

const require = createRequire(import.meta.url);

/** S3's smallest part, for every part but the last (AWS: "Amazon S3 multipart upload limits"). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_NUMBER = 10_000;
/** Without `cat`, parts are joined in reads and writes of this size. */
const COPY_CHUNK_BYTES = 4 * 1024 * 1024;
const MAX_LIST_PARTS = 1000;

/** What this middleware uses, and replaces, of s3rver's filesystem store. */
export interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putPart(
    bucket: string,
    uploadId: string,
    partNumber: number,
    content: Readable,
  ): Promise<{ size: number; md5: string }>;
}

/** What this middleware uses of a Koa context. */
interface Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  req: IncomingMessage;
  status: number;
  body: unknown;
  type: string;
  href: string;
  set(field: string, value: string): void;
  store: S3rverStore;
}

type Next = () => Promise<unknown>;
type Middleware = (ctx: Context, next: Next) => Promise<unknown>;

interface S3ErrorClass {
  new (code: string, message: string, detail?: Record<string, unknown>): Error;
}
// s3rver's own error: its context renders it as S3's XML error document with the right status.
const S3Error = require('s3rver/lib/models/error') as S3ErrorClass;

/** s3rver's upload ids are 16 random bytes in hex; anything else was never issued (and must not reach a path). */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Path-style addressing only (the stack's clients use forcePathStyle): /bucket/key. */
function target(ctx: Context): { bucket: string; key: string } | undefined {
  const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (!match) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

function noSuchUpload(uploadId: string): Error {
  return new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    { UploadId: uploadId },
  );
}

interface StoredPart {
  number: number;
  etag: string;
  size: number;
  lastModified: Date;
  /** In the upload's parts file at (number - 1) × stride, rather than a file of its own (storePart). */
  inPlace: boolean;
}

/*
 * An upload's folder holds s3rver's `key` and `metadata`, and its parts. The parts of the upload's common size (its
 * stride: the size of the first part of at least 5 MiB that arrived) are written in place in one file, PARTS_FILE,
 * part n at (n - 1) × stride; a part of any other size (the last, usually) is a file of its own named by its number.
 * A completion of parts 1..k whose first k - 1 are in place then copies no more than the last part: the file is cut
 * after it and moved into the object's place. Joining 64 files of a 512 MB upload had been 0.25-0.34 s of every
 * completion (docs/videos.md); S3 does not copy bytes to complete either. `n.md5` marks part n stored, and a part's
 * own file, where there is one, is the part.
 */
const PARTS_FILE = 'parts';
const STRIDE_FILE = 'stride';
/** Past this offset a part gets a file of its own (a sparse file of 10,000 parts of 5 GiB is past ext4's limit). */
const MAX_IN_PLACE_END = 64 * 1024 ** 3;

/** Work on one key runs after the work before it on that key has settled. */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function readStride(folder: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(folder, STRIDE_FILE), 'utf8').catch(() => undefined);
  const stride = Number(text);
  return text && Number.isSafeInteger(stride) && stride > 0 ? stride : undefined;
}

/** The upload's stride, set by this part's size if it is the first of at least 5 MiB. */
function settleStride(folder: string, size: number): Promise<number | undefined> {
  return oneAtATime(`${folder}\0stride`, async () => {
    const known = await readStride(folder);
    if (known !== undefined || size < MIN_PART_BYTES) return known;
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, STRIDE_FILE), String(size));
    return size;
  });
}

/**
 * UploadPart (s3rver's putPart, after checkPart): in place when the request's Content-Length is the upload's stride,
 * else in a file of its own. Two sends of the same part are written one after the other, so the part is the whole of
 * one of them, as on S3. The MD5 that marks it stored is written last, once every byte is in its file.
 */
async function storePart(
  store: S3rverStore,
  bucket: string,
  uploadId: string,
  partNumber: number,
  content: Readable,
): Promise<{ size: number; md5: string }> {
  const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const declared = Number((content as Partial<IncomingMessage>).headers?.['content-length']);
  // s3rver passes the query's text; checkPart has refused any that is not a whole number.
  const number = Number(partNumber);
  const own = path.join(folder, String(number));
  return oneAtATime(own, async () => {
    // checkPart dropped the MD5 before this send waited its turn; a send before it may have written it again since.
    await fs.rm(`${own}.md5`, { force: true });
    const stride = Number.isSafeInteger(declared) ? await settleStride(folder, declared) : undefined;
    let written;
    if (stride !== undefined && declared === stride && number * stride <= MAX_IN_PLACE_END) {
      written = await writeHashed(content, path.join(folder, PARTS_FILE), { start: (number - 1) * stride });
      await fs.rm(own, { force: true });
    } else {
      written = await writeHashed(content, own);
    }
    await fs.writeFile(`${own}.md5`, written.md5);
    return written;
  });
}

/** The upload's folder, if the upload exists and belongs to this key. */
async function uploadFolder(store: S3rverStore, bucket: string, key: string, uploadId: string): Promise<string> {
  if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
  const folder = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const storedKey = await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => undefined);
  if (storedKey !== key) throw noSuchUpload(uploadId);
  return folder;
}

/**
 * The parts stored so far: a part counts once its MD5 is written (s3rver writes it after the last byte), so a part
 * whose upload was cut off is not listed, as on S3.
 */
async function storedParts(folder: string): Promise<StoredPart[]> {
  const names = new Set(await fs.readdir(folder));
  const stride = await readStride(folder);
  const parts: StoredPart[] = [];
  for (const name of names) {
    const number = /^(\d+)\.md5$/.exec(name)?.[1];
    if (!number) continue;
    const etag = await fs.readFile(path.join(folder, name), 'utf8').catch(() => undefined);
    if (!etag) continue;
    const inPlace = !names.has(number);
    if (inPlace && stride === undefined) continue;
    // A part sent again meanwhile may have lost its file (storePart): then it is not stored.
    const stat = await fs.stat(path.join(folder, inPlace ? name : number)).catch(() => undefined);
    if (!stat) continue;
    parts.push({
      number: Number(number),
      etag: etag.trim(),
      size: inPlace ? stride! : stat.size,
      lastModified: stat.mtime,
      inPlace,
    });
  }
  return parts.sort((a, b) => a.number - b.number);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The Part elements of a CompleteMultipartUpload document, in the order given. */
export function parseCompleteParts(xml: string): { number: number; etag: string }[] | undefined {
  if (!/<CompleteMultipartUpload[\s>]/.test(xml)) return undefined;
  const parts: { number: number; etag: string }[] = [];
  for (const match of xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const body = match[1]!;
    const number = /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(body)?.[1];
    const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(body)?.[1];
    if (!number || etag === undefined) return undefined;
    // S3 compares ETags without their quotes (which clients send as-is or as &quot;).
    parts.push({ number: Number(number), etag: etag.replace(/&quot;|"/g, '').trim() });
  }
  return parts.length > 0 ? parts : undefined;
}

async function listParts(ctx: Context, bucket: string, key: string, uploadId: string): Promise<void> {
  const folder = await uploadFolder(ctx.store, bucket, key, uploadId);
  const marker = Number(single(ctx.query['part-number-marker']) ?? 0) || 0;
  const maxParts = Math.min(Math.max(Number(single(ctx.query['max-parts']) ?? MAX_LIST_PARTS) || 0, 0), MAX_LIST_PARTS);
  const after = (await storedParts(folder)).filter((part) => part.number > marker);
  const page = after.slice(0, maxParts);
  const truncated = after.length > page.length;
  const next = page.length > 0 ? page[page.length - 1]!.number : marker;
  ctx.type = 'application/xml';
  ctx.body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId>`,
    `<PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${next}</NextPartNumberMarker>`,
    `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated><StorageClass>STANDARD</StorageClass>`,
    ...page.map(
      (part) =>
        `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.lastModified.toISOString()}</LastModified>` +
        `<ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`,
    ),
    '</ListPartsResult>',
  ].join('');
}

async function abortUpload(ctx: Context, bucket: string, key: string, uploadId: string): Promise<void> {
  const folder = await uploadFolder(ctx.store, bucket, key, uploadId);
  await fs.rm(folder, { recursive: true, force: true });
  ctx.status = 204;
  ctx.body = null;
}

/** Files given to one `cat`, well within the longest command line Linux and macOS take. */
const CAT_BATCH = 500;

/**
 * Writes the files one after the other into `target`. With the system's `cat`, the kernel copies the bytes
 * (copy_file_range): a 512 MB video's 64 parts joined in 0.25-0.34 s on this project's 2-core hosts, against 2-3.4 s
 * read and written through Node's streams, which remain the way where there is no `cat`.
 */
export async function joinFiles(sources: string[], target: string, cat = 'cat'): Promise<void> {
  await fs.writeFile(target, '');
  await appendFiles(sources, target, cat);
}

async function appendFiles(sources: string[], target: string, cat = 'cat'): Promise<void> {
  for (let start = 0; start < sources.length; start += CAT_BATCH) {
    const batch = sources.slice(start, start + CAT_BATCH);
    try {
      await appendWithCat(cat, batch, target);
    } catch (error) {
      // No `cat` on this host: the spawn failed before anything was written.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      for (const source of batch) await appendWithStreams(source, target);
    }
  }
}

async function appendWithCat(cat: string, sources: string[], target: string): Promise<void> {
  const out = await fs.open(target, 'a');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(cat, ['--', ...sources], { stdio: ['ignore', out.fd, 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`cat exited with ${code}: ${stderr}`))));
    });
  } finally {
    await out.close();
  }
}

/** Appends `source` to `target`, or the bytes `range` gives (its end inclusive, as createReadStream's). */
async function appendWithStreams(
  source: string,
  target: string,
  range: { start: number; end: number } | Record<string, never> = {},
): Promise<void> {
  const out = createWriteStream(target, { flags: 'a', highWaterMark: COPY_CHUNK_BYTES });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  for await (const chunk of createReadStream(source, { highWaterMark: COPY_CHUNK_BYTES, ...range })) {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
  }
  await Promise.race([new Promise((resolve) => out.end(resolve)), failed]);
}

/** S3's ETag of an object made of parts: the MD5 of the parts' binary MD5s, then -<part count>. */
export function multipartEtag(partEtags: string[]): string {
  const digests = Buffer.concat(partEtags.map((etag) => Buffer.from(etag, 'hex')));
  return `${createHash('md5').update(digests).digest('hex')}-${partEtags.length}`;
}

/**
 * The object's bytes from the parts, as S3 does: in order, never read back to be hashed. s3rver's own
 * putObjectMultipart streamed the whole object through an MD5 (512 MB read, hashed and written again at completion,
 * docs/videos.md) to give it an ETag that S3 does not give either. Parts 1..k with the first k - 1 in place are the
 * parts file itself, with the last part written after them and the file cut at its end; any other list is copied
 * part by part into a new file. Either file is in the upload's folder: it is moved into place whole, so a reader never
 * sees half an object, and the folder goes last.
 */
async function assembleObject(
  store: S3rverStore,
  bucket: string,
  key: string,
  folder: string,
  parts: StoredPart[],
): Promise<string> {
  const stride = await readStride(folder);
  const last = parts[parts.length - 1]!;
  const leadingInPlace = parts.every((part, index) => part.number === index + 1 && (part === last || part.inPlace));
  let joined: string;
  if (stride !== undefined && leadingInPlace) {
    joined = path.join(folder, PARTS_FILE);
    const lastStart = (last.number - 1) * stride;
    if (!last.inPlace) {
      await fs.writeFile(joined, '', { flag: 'a' });
      await pipelineInto(path.join(folder, String(last.number)), joined, lastStart);
    }
    await fs.truncate(joined, lastStart + last.size);
  } else {
    joined = path.join(folder, 'object');
    await fs.writeFile(joined, '');
    // Consecutive parts of their own go to one `cat`; a part in place is its range of the parts file.
    let own: string[] = [];
    for (const part of parts) {
      if (!part.inPlace) {
        own.push(path.join(folder, String(part.number)));
        continue;
      }
      await appendFiles(own, joined);
      own = [];
      const start = (part.number - 1) * stride!;
      await appendWithStreams(path.join(folder, PARTS_FILE), joined, { start, end: start + part.size - 1 });
    }
    await appendFiles(own, joined);
  }
  const etag = multipartEtag(parts.map((part) => part.etag));
  const metadata = JSON.parse(await fs.readFile(path.join(folder, 'metadata'), 'utf8')) as Record<string, string>;
  const objectPath = store.getResourcePath(bucket, key, 'object');
  await fs.mkdir(path.dirname(objectPath), { recursive: true });
  await store.putMetadata(bucket, key, metadata, etag);
  await fs.rename(joined, objectPath);
  await fs.rm(folder, { recursive: true, force: true });
  return etag;
}

/** Writes the whole of `source` into `target` from offset `start`, keeping the rest of `target`. */
async function pipelineInto(source: string, target: string, start: number): Promise<void> {
  await pipeline(
    createReadStream(source, { highWaterMark: COPY_CHUNK_BYTES }),
    createWriteStream(target, { flags: 'r+', start }),
  );
}

async function completeUpload(ctx: Context, bucket: string, key: string, uploadId: string): Promise<void> {
  const folder = await uploadFolder(ctx.store, bucket, key, uploadId);
  const requested = parseCompleteParts(await readBody(ctx.req));
  if (!requested) {
    throw new S3Error(
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema.',
    );
  }
  for (let index = 1; index < requested.length; index++) {
    if (requested[index]!.number <= requested[index - 1]!.number) {
      throw new S3Error(
        'InvalidPartOrder',
        'The list of parts was not in ascending order. Parts must be ordered by part number.',
        {
          UploadId: uploadId,
        },
      );
    }
  }
  const stored = new Map((await storedParts(folder)).map((part) => [part.number, part]));
  const parts = requested.map((want, index) => {
    const part = stored.get(want.number);
    if (!part || part.etag !== want.etag) {
      throw new S3Error(
        'InvalidPart',
        "One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part's entity tag.",
        { UploadId: uploadId, PartNumber: want.number, ETag: want.etag },
      );
    }
    if (index < requested.length - 1 && part.size < MIN_PART_BYTES) {
      throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
        ProposedSize: part.size,
        MinSizeAllowed: MIN_PART_BYTES,
        PartNumber: want.number,
        ETag: want.etag,
      });
    }
    return part;
  });
  const etag = await assembleObject(ctx.store, bucket, key, folder, parts);
  ctx.type = 'application/xml';
  ctx.body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CompleteMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Location>${xmlEscape(ctx.href.split('?')[0]!)}</Location><Bucket>${xmlEscape(bucket)}</Bucket>`,
    `<Key>${xmlEscape(key)}</Key><ETag>"${etag}"</ETag>`,
    '</CompleteMultipartUploadResult>',
  ].join('');
}

/**
 * UploadPart: only for an upload that exists, with a part number S3 accepts. A part sent again loses its recorded
 * MD5 before the new bytes arrive, so a re-sent part that is cut off is not listed as stored with the old one's ETag.
 */
async function checkPart(ctx: Context, bucket: string, key: string, uploadId: string): Promise<void> {
  const folder = await uploadFolder(ctx.store, bucket, key, uploadId);
  const raw = single(ctx.query.partNumber) ?? '';
  const partNumber = Number(raw);
  if (!/^\d+$/.test(raw) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw new S3Error('InvalidArgument', `Part number must be an integer between 1 and ${MAX_PART_NUMBER}, inclusive`, {
      ArgumentName: 'partNumber',
      ArgumentValue: raw,
    });
  }
  await fs.rm(path.join(folder, `${partNumber}.md5`), { force: true });
}

/** The CORS headers a browser needs to read an error this middleware answers to a part PUT. */
function allowBrowser(ctx: Context): void {
  if (!ctx.headers.origin) return;
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Expose-Headers', 'ETag');
}

export function multipartGaps(): Middleware {
  return async (ctx, next) => {
    const uploadId = single(ctx.query.uploadId);
    const where = uploadId === undefined ? undefined : target(ctx);
    if (uploadId === undefined || !where) return next();
    const { bucket, key } = where;
    switch (ctx.method) {
      case 'GET':
        return listParts(ctx, bucket, key, uploadId);
      case 'DELETE':
        return abortUpload(ctx, bucket, key, uploadId);
      case 'POST':
        return completeUpload(ctx, bucket, key, uploadId);
      case 'PUT':
        try {
          await checkPart(ctx, bucket, key, uploadId);
        } catch (error) {
          allowBrowser(ctx);
          throw error;
        }
        return next();
      default:
        return next();
    }
  };
}

/** Puts the middleware in front of every other of an s3rver instance (call before `run()`). */
export function installMultipartGaps(s3rver: unknown): void {
  const server = s3rver as { middleware: Middleware[]; store: S3rverStore };
  server.middleware.unshift(multipartGaps());
  const store = server.store;
  store.putPart = (bucket, uploadId, partNumber, content) => storePart(store, bucket, uploadId, partNumber, content);
}
