/**
 * The API half of `npm run bench`:
 * - DynamoDB requests for every list and detail route at two data sizes (they must be equal);
 * - latency percentiles under concurrent load (autocannon) as ratios to a trivial route of the same server;
 * - each Lambda bundle's size and cold import time (a fresh Node process importing the bundle).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { build as esbuild } from 'esbuild';
import { ANALYTICS_MAX_MONTHS, DOMAINS } from '@reelbridge/shared';
import { ensureAccount } from '../infra/local/accounts';
import type { LocalStack } from '../infra/local/stack';
import { callApi, countedCall, endpointsOf, signIn, tokenForBrandMember } from '../infra/local/testing';

type Out = (line?: string) => void;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export { endpointsOf };

const PASSWORD = 'Bench-pass-2026!';

async function account(stack: LocalStack, email: string, group: 'admin' | 'creator', ids = {}) {
  await ensureAccount(stack.cognitoClient, stack.pool.userPoolId, {
    email,
    password: PASSWORD,
    name: 'Bench',
    group,
    ...ids,
  });
  return signIn(endpointsOf(stack), email, PASSWORD);
}

async function must<T>(promise: Promise<{ status: number; body: T }>, label: string): Promise<T> {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${label} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Runs `count` tasks, `width` at a time. */
async function inBatches(count: number, width: number, task: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += width) {
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => task(start + i)));
  }
}

interface World {
  brandId: string;
  productId: string;
  creatorId: string;
  creatorEmail: string;
  brandUserEmail: string;
  campaignId: string;
  projectId: string;
  tokens: { admin: string; brand: string; creator: string };
}

/**
 * One brand with a user, one creator with an account and payment info, and on the brand a product, a campaign
 * and a project with the creator; `grow` then adds more of everything around them.
 */
async function createWorld(stack: LocalStack, admin: string): Promise<World> {
  const endpoints = endpointsOf(stack);
  const stamp = Date.now();
  const brand = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/brands', {
      body: {
        name: 'Bench Counts Brand',
        email: `counts-${stamp}@bench.test`,
        phone: '5550000000',
        industry: 'beauty',
      },
    }),
    'brand',
  );
  const brandUserEmail = `counts-brand-${stamp}@bench.test`;
  const brandToken = await tokenForBrandMember(endpointsOf(stack), {
    email: brandUserEmail,
    password: PASSWORD,
    name: 'Bench',
    companyId: brand.id,
  });
  await must(callApi(endpoints, 'POST', '/employees', { token: brandToken, body: { firstName: 'Bea' } }), 'employee');
  const creatorEmail = `counts-creator-${stamp}@bench.test`;
  const creator = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/creators', {
      token: admin,
      body: { firstName: 'Counts', lastName: 'Creator', email: creatorEmail },
    }),
    'creator',
  );
  const creatorToken = await account(stack, creatorEmail, 'creator', { creatorId: creator.id });
  const product = await must(
    callApi<{ id: string }>(endpoints, 'POST', `/brands/${brand.id}/products`, {
      token: admin,
      body: { name: 'Bench serum', pricing: 10 },
    }),
    'product',
  );
  const campaign = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/campaigns', {
      token: admin,
      body: {
        name: 'Bench campaign',
        budget: 100,
        type: 'awareness',
        brandId: brand.id,
        productIds: [product.id],
        creators: [{ creatorId: creator.id, type: 'UGC' }],
      },
    }),
    'campaign',
  );
  const project = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/ugc-projects', {
      token: admin,
      body: {
        name: 'Bench project',
        brandId: brand.id,
        creators: [{ creatorId: creator.id, videoCount: 1, costPerVideo: 5 }],
      },
    }),
    'project',
  );
  return {
    brandId: brand.id,
    productId: product.id,
    creatorId: creator.id,
    creatorEmail,
    brandUserEmail,
    campaignId: campaign.id,
    projectId: project.id,
    tokens: { admin, brand: brandToken, creator: creatorToken },
  };
}

/** More products of the brand, campaigns and projects with the creator, and other creators, through the API. */
async function grow(stack: LocalStack, world: World, count: number) {
  const endpoints = endpointsOf(stack);
  const token = world.tokens.admin;
  await inBatches(count, 10, async (index) => {
    await must(
      callApi(endpoints, 'POST', `/brands/${world.brandId}/products`, {
        token,
        body: { name: `Bench product ${index}`, pricing: 10 },
      }),
      'product',
    );
    const other = await must(
      callApi<{ id: string }>(endpoints, 'POST', '/creators', {
        token,
        body: { firstName: 'Other', lastName: `Bench${index}`, email: `other-${Date.now()}-${index}@bench.test` },
      }),
      'creator',
    );
    const creators = [world.creatorId, other.id];
    await must(
      callApi(endpoints, 'POST', '/campaigns', {
        token,
        body: {
          name: `Bench campaign ${index}`,
          budget: 100,
          type: 'conversion',
          brandId: world.brandId,
          productIds: [world.productId],
          creators: creators.map((creatorId) => ({ creatorId, type: 'UGC' })),
        },
      }),
      'campaign',
    );
    await must(
      callApi(endpoints, 'POST', '/ugc-projects', {
        token,
        body: {
          name: `Bench project ${index}`,
          brandId: world.brandId,
          creators: creators.map((creatorId) => ({ creatorId, videoCount: 2, costPerVideo: 5 })),
        },
      }),
      'project',
    );
  });
}

/** The longest period GET /analytics takes, ending this month: `from=…&to=…`. */
function analyticsPeriod(): string {
  const now = new Date();
  const month = (date: Date) => date.toISOString().slice(0, 7);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ANALYTICS_MAX_MONTHS - 1), 1));
  return `from=${month(from)}&to=${month(now)}`;
}

/** Every GET route of the route table, as the user who would call it. */
function readCalls(world: World): [label: string, path: string, who: keyof World['tokens']][] {
  const { brandId, productId, creatorId, campaignId, projectId } = world;
  return [
    ['GET /brands (brand user)', '/brands', 'brand'],
    ['GET /brands/{id}', `/brands/${brandId}`, 'brand'],
    ['GET /brands/{id}/onboarding', `/brands/${brandId}/onboarding`, 'brand'],
    ['GET /overview (brand user)', '/overview', 'brand'],
    ['GET /attention (admin)', '/attention', 'admin'],
    ['GET /attention (brand user)', '/attention', 'brand'],
    // The longest period (36 months, to this one): its months, what holds now, the oldest review wait.
    ['GET /analytics (admin, 36 months)', `/analytics?${analyticsPeriod()}`, 'admin'],
    ['GET /analytics (admin, one brand)', `/analytics?${analyticsPeriod()}&brandId=${brandId}`, 'admin'],
    ['GET /analytics (brand user)', `/analytics?${analyticsPeriod()}`, 'brand'],
    ['GET /brands/{id}/profile', `/brands/${brandId}/profile`, 'brand'],
    ['GET /brands/{id}/products', `/brands/${brandId}/products`, 'brand'],
    ['GET /brands/{id}/products/search', `/brands/${brandId}/products/search?query=bench`, 'brand'],
    ['GET /brands/{id}/products/{productId}', `/brands/${brandId}/products/${productId}`, 'brand'],
    ['GET /creators/{id}', `/creators/${creatorId}`, 'creator'],
    ['GET /creators/email/{email}', `/creators/email/${encodeURIComponent(world.creatorEmail)}`, 'creator'],
    ['GET /creators/{id}/payment-info', `/creators/${creatorId}/payment-info`, 'admin'],
    ['GET /employees/email/{email}', `/employees/email/${encodeURIComponent(world.brandUserEmail)}`, 'brand'],
    ['GET /campaigns (admin)', '/campaigns', 'admin'],
    ['GET /campaigns (brand user)', '/campaigns', 'brand'],
    ['GET /campaigns/{id}', `/campaigns/${campaignId}`, 'admin'],
    ['GET /creators/{id}/campaigns', `/creators/${creatorId}/campaigns`, 'creator'],
    ['GET /creators/{id}/campaigns/{campaignId}', `/creators/${creatorId}/campaigns/${campaignId}`, 'creator'],
    ['GET /ugc-projects (admin)', '/ugc-projects', 'admin'],
    ['GET /ugc-projects (brand user)', '/ugc-projects', 'brand'],
    ['GET /ugc-projects/{id}', `/ugc-projects/${projectId}`, 'brand'],
    ['GET /ugc-projects/creator/{creatorId}', `/ugc-projects/creator/${creatorId}`, 'creator'],
    ['GET /ugc-projects/{id}/creator/{creatorId}', `/ugc-projects/${projectId}/creator/${creatorId}`, 'creator'],
  ];
}

export async function routeRequestCounts(stack: LocalStack, out: Out) {
  const endpoints = endpointsOf(stack);
  const admin = await account(stack, 'bench-counts-admin@bench.test', 'admin');
  const world = await createWorld(stack, admin);
  const sizes = [5, 200];
  const counts = new Map<string, number[]>();
  let present = 0;
  for (const size of sizes) {
    await grow(stack, world, size - present);
    present = size;
    for (const [label, url, who] of readCalls(world)) {
      const { response, requests } = await countedCall(endpoints, stack.dynamo, url, world.tokens[who]);
      if (response.status !== 200 && !([204, 404].includes(response.status) && url.endsWith('/payment-info'))) {
        throw new Error(`${label} answered ${response.status}`);
      }
      counts.set(label, [...(counts.get(label) ?? []), requests]);
    }
  }
  out(
    `Every read route, called by the user who would call it, with ${sizes[0]} and then ${sizes[1]} products, ` +
      'campaigns and UGC projects on the brand (each campaign and project with the creator and one other), ' +
      `and ${sizes[0]} then ${sizes[1]} more creators. Lists return their first page.`,
  );
  out();
  out(`| API call | DynamoDB requests at ${sizes[0]} | at ${sizes[1]} | equal |`);
  out('|---|---|---|---|');
  for (const [label, [small, large]] of counts) {
    out(`| ${label} | ${small} | ${large} | ${small === large ? 'yes' : '**NO**'} |`);
  }
  return world;
}

interface LatencyTarget {
  label: string;
  path: string;
  token?: string;
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 8, duration: 4, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result;
}

/** Latency percentiles under 8 concurrent connections, and their ratio to the trivial /config.json. */
export async function apiLatency(stack: LocalStack, world: World, out: Out) {
  const base = stack.api.url;
  const trivial = await load(`${base}/config.json`, {});
  const targets: LatencyTarget[] = [
    { label: 'GET /api/brands/search?query=bench (public)', path: '/api/brands/search?query=bench' },
    { label: 'GET /api/creators (admin, first page)', path: '/api/creators', token: world.tokens.admin },
    { label: 'GET /api/campaigns (brand user)', path: '/api/campaigns', token: world.tokens.brand },
    {
      label: 'GET /api/ugc-projects/{id} (brand user)',
      path: `/api/ugc-projects/${world.projectId}`,
      token: world.tokens.brand,
    },
    {
      label: 'GET /api/ugc-projects/creator/{creatorId} (creator)',
      path: `/api/ugc-projects/creator/${world.creatorId}`,
      token: world.tokens.creator,
    },
  ];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  out(
    `8 concurrent connections for 4 s each against the local API (the real handler modules, JWT verification, ` +
      `the DynamoDB stand-in). The trivial route is /config.json on the same server: ` +
      `mean ${ms(trivial.latency.average)}, p99 ${ms(trivial.latency.p99)}, ${Math.round(trivial.requests.average)} req/s ` +
      '(on 2 shared cores the load generator and the server compete: read the ratios, not the milliseconds).',
  );
  out();
  out('| API call | req/s | mean | p50 | p90 | p99 | mean ÷ trivial | p99 ÷ trivial |');
  out('|---|---|---|---|---|---|---|---|');
  for (const target of targets) {
    const headers: Record<string, string> = target.token ? { authorization: `Bearer ${target.token}` } : {};
    const result = await load(`${base}${target.path}`, headers);
    const ratio = (value: number, reference: number) => (reference > 0 ? (value / reference).toFixed(1) : 'n/a');
    out(
      `| ${target.label} | ${Math.round(result.requests.average)} | ${ms(result.latency.average)} | ` +
        `${ms(result.latency.p50)} | ${ms(result.latency.p90)} | ${ms(result.latency.p99)} | ` +
        `${ratio(result.latency.average, trivial.latency.average)} | ${ratio(result.latency.p99, trivial.latency.p99)} |`,
    );
  }
}

/** Each Lambda bundle as CDK builds it: its size, and the time a fresh Node process takes to import it. */
export async function lambdaBundles(root: string, out: Out) {
  const dir = fs.mkdtempSync(path.join(root, 'node_modules/.bench-lambda-'));
  try {
    out('| function | minified | gzip | cold import (median of 5) |');
    out('|---|---|---|---|');
    for (const domain of DOMAINS) {
      const result = await esbuild({
        entryPoints: [path.join(root, 'functions/src', domain, 'handler.ts')],
        bundle: true,
        write: false,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        minify: true,
        mainFields: ['module', 'main'],
        external: ['@aws-sdk/*'],
        banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
        logLevel: 'error',
      });
      const code = result.outputFiles[0]!.contents;
      const file = path.join(dir, `${domain}.mjs`);
      fs.writeFileSync(file, code);
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const probe = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
          ],
          { encoding: 'utf8', env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1' } },
        );
        if (probe.status !== 0) throw new Error(`importing ${domain} failed: ${probe.stderr}`);
        times.push(Number(probe.stdout.trim()));
      }
      times.sort((a, b) => a - b);
      out(`| ${domain} | ${kb(code.length)} | ${kb(zlib.gzipSync(code).length)} | ${times[2]!.toFixed(0)} ms |`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
