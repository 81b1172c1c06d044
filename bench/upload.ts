/**
 * Upload throughput (issue 20, docs/videos.md): a 512 MB file through the video upload's multipart flow (the API
 * starts it, signs parts ten at a time, lists the stored parts and completes; the parts are PUT to the presigned URLs
 * three at a time, as the browser's uploader does) against one raw presigned PUT of the same bytes to the same local
 * S3; then the same upload cut off part-way and resumed from the listed parts, counting the bytes sent twice.
 * Figures, never timed assertions. `npx tsx bench/upload.ts [--mb=512]` runs it alone on a stack of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3, uploadsBucket } from '../functions/src/lib/s3';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { callApi, signIn, type StackEndpoints } from '../infra/local/testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../infra/local/seed';

type Out = (line?: string) => void;

const CONCURRENCY = 3;

interface Session {
  uploadId: string;
  partSize: number;
  partCount: number;
}

async function api<T>(stack: LocalStack, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await callApi<T>(endpoints(stack), method, route, { token, body });
  if (response.status >= 300)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * PUTs the parts (three at a time, URLs signed ten at a time). With `stopAfter`, the line is cut once that many parts
 * are stored: the parts in flight are aborted, and counted as sent whole (an upper bound of the bytes lost).
 */
async function sendParts(
  stack: LocalStack,
  token: string,
  session: Session,
  bytes: Buffer,
  numbers: number[],
  stopAfter = Infinity,
): Promise<{ sentBytes: number }> {
  const queue = [...numbers];
  const cut = new AbortController();
  let sentBytes = 0;
  let done = 0;
  const urls = new Map<number, string>();
  const worker = async () => {
    while (queue.length > 0 && !cut.signal.aborted) {
      const partNumber = queue.shift()!;
      if (!urls.has(partNumber)) {
        const batch = [partNumber, ...queue.filter((n) => !urls.has(n))].slice(0, 10);
        const signed = await api<{ parts: { partNumber: number; url: string }[] }>(
          stack,
          token,
          'POST',
          `/video-uploads/${session.uploadId}/parts`,
          { partNumbers: batch },
        );
        for (const part of signed.parts) urls.set(part.partNumber, part.url);
      }
      const part = bytes.subarray((partNumber - 1) * session.partSize, partNumber * session.partSize);
      sentBytes += part.length;
      try {
        const response = await fetch(urls.get(partNumber)!, {
          method: 'PUT',
          body: new Uint8Array(part),
          signal: cut.signal,
        });
        if (!response.ok) throw new Error(`part ${partNumber}: ${response.status}`);
      } catch (error) {
        if (cut.signal.aborted) return;
        throw error;
      }
      if (++done >= stopAfter) cut.abort();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sentBytes };
}

async function newProject(stack: LocalStack, adminToken: string, creatorId: string, brandId: string): Promise<string> {
  const project = await api<{ id: string }>(stack, adminToken, 'POST', '/ugc-projects', {
    name: `Upload bench ${Date.now()}`,
    brandId,
    creators: [{ creatorId, videoCount: 2, costPerVideo: 1 }],
  });
  return project.id;
}

async function startUpload(stack: LocalStack, token: string, projectId: string, videoNumber: number, size: number) {
  return api<Session>(stack, token, 'POST', '/video-uploads', {
    projectId,
    videoNumber,
    fileName: 'bench.mp4',
    contentType: 'video/mp4',
    size,
  });
}

async function complete(stack: LocalStack, token: string, session: Session) {
  const stored = await api<{ parts: { partNumber: number; etag: string }[] }>(
    stack,
    token,
    'GET',
    `/video-uploads/${session.uploadId}/parts`,
  );
  await api(stack, token, 'POST', `/video-uploads/${session.uploadId}/complete`, {
    parts: stored.parts.map(({ partNumber, etag }) => ({ partNumber, etag })),
  });
  return stored.parts;
}

const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

export async function uploadBench(stack: LocalStack, out: Out, megabytes = 512): Promise<void> {
  const size = megabytes * 1024 * 1024;
  // Bytes that open as an MP4 does (the completion checks the container).
  const bytes = Buffer.alloc(size, 0x5a);
  Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'binary').copy(bytes);
  // The demo creator, admin and brand (a no-op on a seeded stack; last in the report, so no other figure sees them).
  await seedDemoData(stack.cognitoClient, stack.pool.userPoolId);
  const [creatorToken, adminToken] = await Promise.all([
    signIn(endpoints(stack), DEMO_ACCOUNTS.creator, DEMO_PASSWORD),
    signIn(endpoints(stack), DEMO_ACCOUNTS.admin, DEMO_PASSWORD),
  ]);
  const creator = await api<{ id: string }>(
    stack,
    adminToken,
    'GET',
    `/creators/email/${encodeURIComponent(DEMO_ACCOUNTS.creator)}`,
  );
  const brands = await api<{ items: { id: string; name: string }[] }>(stack, adminToken, 'GET', '/brands?limit=100');
  const brandId = brands.items.find((brand) => brand.name === 'Acme Beauty')!.id;
  const projectId = await newProject(stack, adminToken, creator.id, brandId);

  // One raw presigned PUT of the whole file.
  const rawKey = `private/bench/${Date.now()}.bin`;
  const rawUrl = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: uploadsBucket(), Key: rawKey }), {
    expiresIn: 600,
  });
  const rawStart = performance.now();
  const raw = await fetch(rawUrl, { method: 'PUT', body: new Uint8Array(bytes) });
  if (!raw.ok) throw new Error(`raw PUT: ${raw.status}`);
  const rawMs = performance.now() - rawStart;
  await s3().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: rawKey }));

  // The multipart flow, start to completion (the API's calls included).
  const flowStart = performance.now();
  const session = await startUpload(stack, creatorToken, projectId, 1, size);
  const all = Array.from({ length: session.partCount }, (_, index) => index + 1);
  await sendParts(stack, creatorToken, session, bytes, all);
  await complete(stack, creatorToken, session);
  const flowMs = performance.now() - flowStart;

  // Cut off once half the parts are stored (the parts in flight are lost), then resumed from the listed parts.
  const cut = await startUpload(stack, creatorToken, projectId, 2, size);
  const cutNumbers = Array.from({ length: cut.partCount }, (_, index) => index + 1);
  const first = await sendParts(stack, creatorToken, cut, bytes, cutNumbers, Math.floor(cut.partCount / 2));
  const stored = await api<{ parts: { partNumber: number; size: number }[] }>(
    stack,
    creatorToken,
    'GET',
    `/video-uploads/${cut.uploadId}/parts`,
  );
  const have = new Set(stored.parts.map((part) => part.partNumber));
  const missing = cutNumbers.filter((number) => !have.has(number));
  const second = await sendParts(stack, creatorToken, cut, bytes, missing);
  await complete(stack, creatorToken, cut);
  const resent = first.sentBytes + second.sentBytes - size;

  out(
    `A ${megabytes} MB file to the local S3 (s3rver behind infra/local/s3-multipart.ts) on ${os.cpus().length} cores: ` +
      `the video upload's flow (${session.partCount} parts of ${session.partSize / 1024 / 1024} MiB, ${CONCURRENCY} in flight, ` +
      'the API calls included) against one raw presigned PUT. Target: ratio ≥ 0.8; bytes sent again after an ' +
      'interruption ≤ one part.',
  );
  out();
  out('| measure | value |');
  out('| --- | --- |');
  out(`| raw PUT | ${(rawMs / 1000).toFixed(1)} s, ${mbps(size, rawMs).toFixed(1)} MB/s |`);
  out(`| multipart flow | ${(flowMs / 1000).toFixed(1)} s, ${mbps(size, flowMs).toFixed(1)} MB/s |`);
  out(`| ratio (multipart / raw) | ${(rawMs / flowMs).toFixed(2)} |`);
  out(
    `| bytes sent again after an interruption (parts in flight counted whole) | ${resent} ` +
      `(${(resent / session.partSize).toFixed(2)} parts; ${stored.parts.length} of ${cut.partCount} parts listed as ` +
      'stored) |',
  );
}

function endpoints(stack: LocalStack): StackEndpoints {
  return {
    apiUrl: stack.api.url,
    dynamoEndpoint: stack.dynamo.endpoint,
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
  };
}

async function standalone() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-upload-bench-'));
  process.env.LOG_LEVEL = 'ERROR';
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: true,
  });
  const mb = Number(process.argv.find((arg) => arg.startsWith('--mb='))?.slice(5) ?? 512);
  try {
    await uploadBench(stack, (line = '') => console.log(line), mb);
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
