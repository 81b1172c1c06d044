/**
 * `npm run bench`: figures (and issue 9's web budgets). Writes docs/bench-report.md.
 * - web (bench/web.ts): JS and CSS per route with the /login budget, Lighthouse mobile for four pages
 * - each Lambda bundle's size (bundled as CDK bundles it)
 * - DynamoDB requests per API call at two data sizes (they must be equal: no call grows with the data)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebBench } from './web';
import { apiLatency, endpointsOf, lambdaBundles, routeRequestCounts } from './api';
import { eventBench } from './events';
import { uploadBench } from './upload';
import type { Brand } from '@reelbridge/shared';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { callApi, countedCall, signIn } from '../infra/local/testing';
import { ensureAccount } from '../infra/local/accounts';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { syncProjectAttention } from '../functions/src/data/attention';
import { getProjectBundle, items as projectItems, type VideoFileRecord } from '../functions/src/data/projects';
import { createBrand } from '../functions/src/data/brands';
import { db, tableName } from '../functions/src/data/client';
import { keys } from '../functions/src/data/keys';
import { s3, uploadsBucket } from '../functions/src/lib/s3';
import { newId } from '@reelbridge/shared';

/** `--lighthouse-only`: the data the Lighthouse pages need and Lighthouse itself, for a quick look (no report). */
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};

async function addBrands(count: number, offset: number) {
  const now = new Date().toISOString();
  const batch: Promise<unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const brand: Brand = {
      id: newId('company'),
      name: `Bench Brand ${String(n).padStart(5, '0')}`,
      email: `bench${n}@bench.test`,
      phone: '+15550000000',
      industry: 'other',
      onboardingState: 'not_started',
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    batch.push(createBrand(brand));
    if (batch.length === 25) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
}

/** Creators written straight to the table in batches (the listing only needs their items). */
async function addCreators(count: number, offset: number) {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 25) {
    const items = [];
    for (let i = start; i < Math.min(count, start + 25); i++) {
      const n = offset + i;
      const id = newId('creator');
      const lastName = `Bench${String(n).padStart(5, '0')}`;
      items.push({
        PutRequest: {
          Item: {
            ...keys.creator(id),
            ...keys.creatorListing(`Creator ${lastName}`, id),
            ...keys.byEmail(`creator${n}@bench.test`),
            gsi2sk: 'CREATOR',
            type: 'creator',
            id,
            firstName: 'Creator',
            lastName,
            email: `creator${n}@bench.test`,
            paymentStatus: n % 3 === 0 ? 'pending' : 'not_submitted',
            metrics: { engagementRate: 0.05, avgViews: 1000 },
            createdAt: now,
            updatedAt: now,
            version: 1,
          },
        },
      });
    }
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items } }));
  }
}

async function requestCounts(stack: LocalStack, atThousandCreators: () => Promise<void>) {
  const endpoints = endpointsOf(stack);
  const admin = {
    email: 'bench-admin@bench.test',
    password: 'Bench-pass-2026!',
    name: 'Bench',
    group: 'admin' as const,
  };
  await ensureAccount(stack.cognitoClient, stack.pool.userPoolId, admin);
  const token = await signIn(endpoints, admin.email, admin.password);
  const calls: [string, string][] = [
    ['GET /api/brands', '/brands'],
    ['GET /api/brands?query=bench', '/brands?query=bench%20brand%2000'],
    ['GET /api/brands/search?query=bench', '/brands/search?query=bench'],
  ];
  const sizes = [10, 1000];
  const counts: Record<string, number[]> = {};
  let present = 0;
  for (const size of sizes) {
    await addBrands(size - present, present);
    present = size;
    for (const [label, url] of calls) {
      const { response, requests } = await countedCall(endpoints, stack.dynamo, url, token);
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
      (counts[label] ??= []).push(requests);
    }
  }
  out(`| API call | DynamoDB requests with ${sizes[0]} brands | with ${sizes[1]} brands | equal |`);
  out('|---|---|---|---|');
  for (const [label] of calls) {
    const [small, large] = counts[label]!;
    out(`| ${label} | ${small} | ${large} | ${small === large ? 'yes' : '**NO**'} |`);
  }

  const creatorCalls: [string, string][] = [
    ['GET /api/creators', '/creators'],
    ['GET /api/creators?cursor=… (page 2)', 'PAGE2'],
    ['GET /api/creators/search?query=creator bench0', '/creators/search?query=creator%20bench0'],
    ['GET /api/overview', '/overview'],
  ];
  const creatorSizes = [10, 1_000, 10_000];
  const creatorCounts: Record<string, number[]> = {};
  let creators = 0;
  for (const size of creatorSizes) {
    await addCreators(size - creators, creators);
    creators = size;
    for (const [label, url] of creatorCalls) {
      let target = url;
      if (url === 'PAGE2') {
        const first = await callApi<{ nextCursor?: string }>(endpoints, 'GET', '/creators?limit=5', { token });
        target = `/creators?limit=5&cursor=${first.body.nextCursor}`;
      }
      const { response, requests } = await countedCall(endpoints, stack.dynamo, target, token);
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
      (creatorCounts[label] ??= []).push(requests);
    }
    if (size === 1_000) await atThousandCreators();
  }
  out();
  out(`| API call | DynamoDB requests with ${creatorSizes.map((size) => `${size} creators`).join(' | ')} | equal |`);
  out('|---|---|---|---|---|');
  for (const [label] of creatorCalls) {
    const counts = creatorCounts[label]!;
    out(`| ${label} | ${counts.join(' | ')} | ${counts.every((count) => count === counts[0]) ? 'yes' : '**NO**'} |`);
  }
}

/** A project with `creators` × `videos` submitted videos, written through the API as a user would. */
async function projectWith(
  endpoints: Parameters<typeof callApi>[0],
  token: string,
  brandId: string,
  creatorIds: string[],
  videos: number,
): Promise<{ id: string }> {
  const created = await callApi<{ id: string }>(endpoints, 'POST', '/ugc-projects', {
    token,
    body: {
      name: `Bench project ${creatorIds.length}x${videos}`,
      brandId,
      creators: creatorIds.map((creatorId) => ({ creatorId, videoCount: videos, costPerVideo: 50 })),
    },
  });
  if (created.status !== 201) throw new Error(`project create answered ${created.status}`);
  return created.body;
}

/** A poster frame as the browser captures one (a 160 × 90 JPEG, 1.3 KB), for every video of the bench's projects. */
const POSTER = fs.readFileSync(path.join(root, 'bench/fixtures/poster.jpg'));

/**
 * A delivered video file as the upload's completion leaves it (docs/videos.md): a small MP4 (it opens with an `ftyp`
 * box, as the completion checks; the review screen loads none until played) and its poster frame, put into the local
 * S3 uploads bucket under the server's key layout, `private/videos/{projectId}/{submissionId}/{uuid}.mp4` and
 * `.poster.jpg` beside it.
 */
async function deliveredFile(projectId: string, submissionId: string, now: string): Promise<VideoFileRecord> {
  const key = `private/videos/${projectId}/${submissionId}/${randomUUID()}.mp4`;
  const posterKey = key.replace(/\.mp4$/, '.poster.jpg');
  const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'binary'), randomBytes(16 * 1024)]);
  await Promise.all([
    s3().send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: video, ContentType: 'video/mp4' })),
    s3().send(
      new PutObjectCommand({ Bucket: uploadsBucket(), Key: posterKey, Body: POSTER, ContentType: 'image/jpeg' }),
    ),
  ]);
  return {
    key,
    fileName: 'take.mp4',
    contentType: 'video/mp4',
    size: video.length,
    posterKey,
    durationSeconds: 15,
    uploadedAt: now,
  };
}

/** Returns the project with 20 creators × 5 videos (the web bench measures its admin page). */
async function projectCounts(stack: LocalStack): Promise<{ id: string }> {
  const endpoints = endpointsOf(stack);
  const token = await signIn(endpoints, 'bench-admin@bench.test', 'Bench-pass-2026!');
  const brands = await callApi<{ items: { id: string }[] }>(endpoints, 'GET', '/brands?limit=1', { token });
  const creators = await callApi<{ items: { id: string }[] }>(endpoints, 'GET', '/creators?limit=20', { token });
  const brandId = brands.body.items[0]!.id;
  const creatorIds = creators.body.items.map((creator) => creator.id);
  const shapes: [number, number][] = [
    [1, 1],
    [20, 5],
  ];
  const rows: string[] = [];
  const counts: number[][] = [];
  let largest: { id: string } | undefined;
  for (const [people, videos] of shapes) {
    const project = await projectWith(endpoints, token, brandId, creatorIds.slice(0, people), videos);
    largest = project;
    // Fill every video of every creator straight into the table, as submitted: a file (with its poster) and the link
    // with its spark code, delivered as version 1, so the review screen shows a player for each.
    const bundle = await getProjectBundle(project.id);
    const now = new Date().toISOString();
    for (const { entry } of bundle!.creators) {
      for (let n = 1; n <= videos; n++) {
        const id = newId('submission');
        const delivery = {
          videoUrl: `https://www.tiktok.com/@bench/video/${n}`,
          sparkCode: `SPARK-${n}`,
          file: await deliveredFile(project.id, id, now),
        };
        await db().send(
          new PutCommand({
            TableName: tableName(),
            Item: projectItems.submission({
              id,
              projectId: project.id,
              projectCreatorId: entry.id,
              creatorId: entry.creatorId,
              videoNumber: n,
              ...delivery,
              versions: [{ number: 1, ...delivery, submittedAt: now }],
              status: 'pending',
              submittedAt: now,
              createdAt: now,
              updatedAt: now,
              version: 1,
            }),
          }),
        );
      }
    }
    // What the attention consumer would make of them (docs/attention.md): the brand's review queue lists them.
    await syncProjectAttention(project.id);
    const measured: number[] = [];
    for (const url of [`/ugc-projects/${project.id}`, `/ugc-projects/${project.id}/creator/${creatorIds[0]}`]) {
      const { response, requests } = await countedCall(endpoints, stack.dynamo, url, token);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      measured.push(requests);
    }
    counts.push(measured);
  }
  const labels = [
    'GET /api/ugc-projects/{id} (admin detail)',
    'GET /api/ugc-projects/{id}/creator/{creatorId} (work screen)',
  ];
  rows.push(
    `| API call | DynamoDB requests, 1 creator × 1 video | 20 creators × 5 videos | equal |`,
    '|---|---|---|---|',
  );
  labels.forEach((label, index) => {
    const small = counts[0]![index]!;
    const large = counts[1]![index]!;
    rows.push(`| ${label} | ${small} | ${large} | ${small === large ? 'yes' : '**NO**'} |`);
  });
  for (const row of rows) out(row);
  return largest!;
}

/**
 * Waits until the local dispatcher has handed over every event so far: it runs in the local API's process, so a
 * backlog (the set-up's thousands of writes) would be measured as API latency.
 */
async function drainEvents(stack: LocalStack): Promise<void> {
  await stack.events.settle({ timeoutMs: 1_200_000 });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-bench-'));
  process.env.LOG_LEVEL = 'ERROR';
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: false,
  });
  try {
    out('# Reelbridge benchmark report');
    out();
    out(
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}. Sizes are gzip (level 9).`,
    );
    out();
    const web = process.argv.includes('--skip-web')
      ? undefined
      : await startWebBench(stack, { routeSizes: !LIGHTHOUSE_ONLY });
    if (!LIGHTHOUSE_ONLY) {
      out('## Lambda bundles (ESM, minified, @aws-sdk external, as CDK bundles them)');
      out();
      await lambdaBundles(root, out);
      out();
    }
    out('## DynamoDB requests per API call');
    out();
    out(
      "Each count is the call itself. Besides, every API instance reads a user's access record (one GetItem, " +
        "docs/brand-teams.md) on that user's first call and then at most once a minute: the counts are taken with it " +
        'read just before.',
    );
    out();
    // Lighthouse of /admin/creators while the table holds 1,000 creators (the counts go on to 10,000). The set-up's
    // events (1,000 brands registered) are dispatched first: the local dispatcher shares the API's process.
    await requestCounts(stack, async () => {
      await drainEvents(stack);
      await web?.measureAtThousandCreators();
    });
    out();
    const project = await projectCounts(stack);
    out();
    if (!LIGHTHOUSE_ONLY) {
      out('## DynamoDB requests for every read route');
      out();
      const world = await routeRequestCounts(stack, out);
      out();
      out('## API latency under concurrent load');
      out();
      await drainEvents(stack);
      await apiLatency(stack, world, out);
      out();
      out('## Events: from a change to the bell, and a burst through the dispatcher');
      out();
      await eventBench(stack, world, out);
      out();
      out('## Video upload: a 512 MB file in parts against one PUT, and resume after an interruption');
      out();
      await uploadBench(stack, out);
      out();
    }
    if (web) {
      for (const line of await web.report(project)) out(line);
      await web.close();
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.argv.includes('--skip-web') || LIGHTHOUSE_ONLY) return; // a partial run does not replace the report
  fs.writeFileSync(path.join(root, 'docs/bench-report.md'), lines.join('\n'));
  console.log('\nWritten to docs/bench-report.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
