/**
 * The web part of `npm run bench`: the production build served as CloudFront serves it (same security headers), then
 * - JS and CSS (gzip, level 9) that every route of the SPA loads in Chromium, signed in as the user the route is for,
 *   from an empty cache until the network is idle, with the /login budget (120 KB of JS);
 * - Lighthouse mobile performance for /login, /creator/dashboard, /admin/creators with 1,000 creators and
 *   /admin/ugc-projects/{id} of a project with 20 creators × 5 videos (each a delivered file with its poster frame,
 *   run.ts: the review screen with its players), against the budget of 95.
 *
 * Lighthouse runs 3 times per page and cache state (the median run is reported); `--lighthouse-runs=N` changes that
 * (0 skips Lighthouse).
 * Every run's full Lighthouse report is kept in bench/out/lighthouse/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { LocalStack } from '../infra/local/stack';
import { ensureAccount } from '../infra/local/accounts';
import { ensureBrandMember } from '../infra/local/team';
import { callApi, signIn, type StackEndpoints } from '../infra/local/testing';
import { securityHeaders } from '../infra/lib/security-headers';
import { startEdgeServer } from './edge-server';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  lighthouseScores,
  PROFILE,
  UNMINIFIED,
  trustCertificate,
  signInThroughPage,
  type Credentials,
  type LighthouseResult,
  type LighthouseTarget,
} from './lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 9's budgets. */
export const LOGIN_JS_BUDGET_KB = 120;
export const LIGHTHOUSE_BUDGET = 95;

/** The bench's admin (run.ts creates it for the API counts). */
export const BENCH_ADMIN: Credentials = { email: 'bench-admin@bench.test', password: 'Bench-pass-2026!' };
/** A creator of the 20 × 5 project, given an account here. */
export const BENCH_CREATOR: Credentials = { email: 'bench-creator-account@bench.test', password: 'Bench-pass-2026!' };
/** The owner of the 20 × 5 project's brand, given an account here (the brand workspace's pages). */
export const BENCH_BRAND: Credentials = { email: 'bench-brand-owner@bench.test', password: 'Bench-pass-2026!' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function lighthouseRuns(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--lighthouse-runs='));
  const runs = flag ? Number(flag.split('=')[1]) : 3;
  return Number.isInteger(runs) && runs >= 0 ? runs : 3;
}

/**
 * `--lighthouse-pages=brand,creators`: measure only the targets whose label contains one of these words (a quick look
 * while working on one page).
 */
function lighthousePageFilter(): (target: { label: string }) => boolean {
  const flag = process.argv.find((arg) => arg.startsWith('--lighthouse-pages='));
  if (!flag) return () => true;
  const words = flag.split('=')[1]!.split(',').filter(Boolean);
  return (target) => words.some((word) => target.label.includes(word));
}

function endpointsOf(stack: LocalStack): StackEndpoints {
  return {
    apiUrl: stack.api.url,
    dynamoEndpoint: stack.dynamo.endpoint,
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
  };
}

async function ok<T>(label: string, response: Promise<{ status: number; body: T }>): Promise<T> {
  const settled = await response;
  if (settled.status < 200 || settled.status > 299) {
    throw new Error(`${label} answered ${settled.status}: ${JSON.stringify(settled.body)}`);
  }
  return settled.body;
}

interface Who {
  label: 'signed out' | 'admin' | 'brand' | 'creator';
  user?: Credentials;
}
const SIGNED_OUT: Who = { label: 'signed out' };
const ADMIN: Who = { label: 'admin', user: BENCH_ADMIN };
const CREATOR: Who = { label: 'creator', user: BENCH_CREATOR };
const BRAND: Who = { label: 'brand', user: BENCH_BRAND };

interface RouteTarget {
  route: string;
  path: string;
  who: Who;
}

export interface RouteSize {
  route: string;
  path: string;
  who: string;
  js: number;
  css: number;
  files: { file: string; kind: 'JS' | 'CSS'; gzip: number }[];
  /** Set when the page did not come up as expected (redirected, error page, nothing rendered). */
  problem?: string;
}

/** The ids the parametrised routes need. */
export interface WebData {
  brandId: string;
  projectId: string;
  campaignId: string;
}

function routeTargets(data: WebData): RouteTarget[] {
  const publicPages: [string, string][] = [
    ['/login', '/login'],
    ['/forgot-password', '/forgot-password'],
    ['/creatoraccount', '/creatoraccount'],
    ['/employee/signup', '/employee/signup'],
    ['/company/signup', '/company/signup'],
    ['/registration-success', `/registration-success?companyId=${data.brandId}`],
    ['/brandonboarding', `/brandonboarding?companyId=${data.brandId}`],
    ['/onboarding-success', '/onboarding-success'],
  ];
  const adminPages: [string, string][] = [
    ['/admin', '/admin'],
    ['/admin/brands', '/admin/brands'],
    ['/admin/creators', '/admin/creators'],
    ['/admin/products', '/admin/products'],
    ['/admin/campaigns', '/admin/campaigns'],
    ['/admin/campaigns/new', '/admin/campaigns/new'],
    ['/admin/ugc-projects', '/admin/ugc-projects'],
    ['/admin/ugc-projects/new', '/admin/ugc-projects/new'],
    ['/admin/ugc-projects/{id}', `/admin/ugc-projects/${data.projectId}`],
    ['/admin/ugc-projects/{id}/edit', `/admin/ugc-projects/${data.projectId}/edit`],
    ['/admin/brands/{id}', `/admin/brands/${data.brandId}`],
    ['/admin/analytics', '/admin/analytics'],
    ['/admin/settings', '/admin/settings'],
  ];
  const brandPages: [string, string][] = [
    ['/admin (brand user)', '/admin'],
    ['/admin/brand-profile', '/admin/brand-profile'],
  ];
  const creatorPages: [string, string][] = [
    ['/creator/dashboard', '/creator/dashboard'],
    ['/creator/payment-info', '/creator/payment-info'],
    ['/creator/campaign/{id}', `/creator/campaign/${data.campaignId}`],
    ['/creator/ugc-project/{id}', `/creator/ugc-project/${data.projectId}`],
  ];
  return [
    ...publicPages.map(([route, target]) => ({ route, path: target, who: SIGNED_OUT })),
    ...adminPages.map(([route, target]) => ({ route, path: target, who: ADMIN })),
    ...brandPages.map(([route, target]) => ({ route, path: target, who: BRAND })),
    ...creatorPages.map(([route, target]) => ({ route, path: target, who: CREATOR })),
  ];
}

export interface WebBench {
  url: string;
  /** Lighthouse for /login and /admin/creators: call while the table holds 1,000 creators. */
  measureAtThousandCreators(): Promise<void>;
  /** The rest, once the 20 × 5 project exists: the report's web sections as markdown lines. */
  report(project: { id: string }): Promise<string[]>;
  close(): Promise<void>;
}

/** Builds the web app into a folder of its own and serves it as CloudFront does (edge-server.ts), the API behind it. */
export async function startWebBench(
  stack: LocalStack,
  {
    routeSizes: measureSizes = true,
  }: { /** Measure JS and CSS per route (off for a Lighthouse-only look). */ routeSizes?: boolean } = {},
): Promise<WebBench> {
  const { build } = await import('vite');
  const webRoot = path.join(root, 'web');
  const configFile = path.join(webRoot, 'vite.config.ts');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-bench-web-'));
  await build({
    configFile,
    root: webRoot,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(UNMINIFIED ? { minify: false } : {}) },
  });
  const server = await startEdgeServer({
    dist: outDir,
    apiUrl: stack.api.url,
    headers: securityHeaders({ connect: [stack.cognito.endpoint, stack.s3Endpoint], media: [stack.s3Endpoint] }),
  });
  const url = server.url;
  const lighthouse: LighthouseResult[] = [];
  const runs = lighthouseRuns();
  const wanted = lighthousePageFilter();
  // Each run's full report, for a closer look (bench/out is not committed).
  const reportDir = path.join(root, 'bench/out/lighthouse');
  fs.rmSync(reportDir, { recursive: true, force: true });

  return {
    url,
    async measureAtThousandCreators() {
      if (runs === 0 && !PROFILE) return;
      const creators = { label: '/admin/creators (1,000 creators)', path: '/admin/creators', as: BENCH_ADMIN };
      lighthouse.push(
        ...(await lighthouseScores(
          url,
          (
            [
              { label: '/login', path: '/login', ready: 'Sign in', cache: 'empty' },
              { ...creators, ready: 'Creator Bench', cache: 'empty' },
              { ...creators, ready: 'Creator Bench', cache: 'after-sign-in' },
            ] satisfies LighthouseTarget[]
          ).filter(wanted),
          { runs, reportDir, chromiumArgs: trustCertificate(server.spki) },
        )),
      );
    },
    async report(project) {
      const data = await prepareData(stack, project.id);
      const sizes = measureSizes
        ? await routeSizes(url, outDir, routeTargets(data), trustCertificate(server.spki))
        : [];
      const dashboard = { label: '/creator/dashboard', path: '/creator/dashboard', as: BENCH_CREATOR };
      const detail = {
        label: '/admin/ugc-projects/{id} (20 creators × 5 videos)',
        path: `/admin/ugc-projects/${project.id}`,
        as: BENCH_ADMIN,
      };
      const ready = 'Bench project 20x5';
      // The brand workspace's home (what needs the brand: the 20 × 5 project's videos wait for review) and the agency's
      // page of that brand.
      const brandHome = {
        label: '/admin (brand user)',
        path: '/admin',
        as: BENCH_BRAND,
        ready,
      };
      const brandPage = {
        label: '/admin/brands/{id}',
        path: `/admin/brands/${data.brandId}`,
        as: BENCH_ADMIN,
        ready: 'Brand voice',
      };
      // The agency's figures (issue 22): tiles and charts of the current quarter; the chart library loads on demand.
      const analytics = {
        label: '/admin/analytics',
        path: '/admin/analytics',
        as: BENCH_ADMIN,
        ready: 'View UGC projects',
      };
      if (runs === 0 && !PROFILE)
        return [...sizeReport(sizes), '## Lighthouse (mobile)', '', 'Skipped (`--lighthouse-runs=0`).', ''];
      lighthouse.push(
        ...(await lighthouseScores(
          url,
          (
            [
              { ...dashboard, ready, cache: 'empty' },
              { ...dashboard, ready, cache: 'after-sign-in' },
              { ...detail, ready, cache: 'empty' },
              { ...detail, ready, cache: 'after-sign-in' },
              { ...brandHome, cache: 'empty' },
              { ...brandHome, cache: 'after-sign-in' },
              { ...brandPage, cache: 'empty' },
              { ...brandPage, cache: 'after-sign-in' },
              { ...analytics, cache: 'empty' },
              { ...analytics, cache: 'after-sign-in' },
            ] satisfies LighthouseTarget[]
          ).filter(wanted),
          { runs, reportDir, chromiumArgs: trustCertificate(server.spki) },
        )),
      );
      const order = [
        '/login',
        '/creator/dashboard',
        '/admin/creators',
        '/admin/ugc-projects/{id}',
        '/admin (brand user)',
        '/admin/brands/{id}',
        '/admin/analytics',
      ];
      const rank = (result: LighthouseResult) =>
        order.findIndex((label) => result.label.startsWith(label)) * 2 + (result.cache === 'empty' ? 0 : 1);
      lighthouse.sort((a, b) => rank(a) - rank(b));
      return [...sizeReport(sizes), ...lighthouseReport(lighthouse, runs)];
    },
    async close() {
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the routes need: a creator account for a creator of the 20 × 5 project (so the creator pages show that
 * project, with its 5 submitted videos), and a campaign with that creator on a product of the project's brand.
 */
async function prepareData(stack: LocalStack, projectId: string): Promise<WebData> {
  const endpoints = endpointsOf(stack);
  const token = await signIn(endpoints, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const project = await ok(
    'GET /ugc-projects/{id}',
    callApi<{ brandId: string; creators: { creatorId: string }[] }>(endpoints, 'GET', `/ugc-projects/${projectId}`, {
      token,
    }),
  );
  const creatorId = project.creators[0]!.creatorId;
  await ensureAccount(stack.cognitoClient, stack.pool.userPoolId, {
    ...BENCH_CREATOR,
    name: 'Bench Creator',
    group: 'creator',
    creatorId,
  });
  const owner = await ensureAccount(stack.cognitoClient, stack.pool.userPoolId, {
    ...BENCH_BRAND,
    name: 'Bench Owner',
    group: 'brand',
    companyId: project.brandId,
  });
  await ensureBrandMember({
    brandId: project.brandId,
    userId: owner.sub,
    email: BENCH_BRAND.email,
    name: 'Bench Owner',
    role: 'owner',
    at: new Date().toISOString(),
  });
  const product = await ok(
    'POST /brands/{id}/products',
    callApi<{ id: string }>(endpoints, 'POST', `/brands/${project.brandId}/products`, {
      token,
      body: { name: 'Bench serum', pricing: 19.5, description: 'For the bench' },
    }),
  );
  const campaign = await ok(
    'POST /campaigns',
    callApi<{ id: string }>(endpoints, 'POST', '/campaigns', {
      token,
      body: {
        name: 'Bench campaign',
        budget: 1000,
        type: 'awareness',
        brandId: project.brandId,
        productIds: [product.id],
        creators: [{ creatorId, type: 'UGC' }],
      },
    }),
  );
  return { brandId: project.brandId, projectId, campaignId: campaign.id };
}

async function signedInState(browser: Browser, url: string, user: Credentials) {
  const context = await browser.newContext();
  try {
    await signInThroughPage(await context.newPage(), url, user);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Every route once, each in a fresh context (empty cache) with the right user's stored session. */
async function routeSizes(
  url: string,
  dist: string,
  targets: RouteTarget[],
  chromiumArgs: string[],
): Promise<RouteSize[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...chromiumArgs] });
  const sizes: RouteSize[] = [];
  try {
    const states = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
    for (const who of [ADMIN, CREATOR, BRAND]) states.set(who.label, await signedInState(browser, url, who.user!));
    for (const target of targets) {
      const context = await browser.newContext(
        target.who.user ? { storageState: states.get(target.who.label) } : undefined,
      );
      try {
        sizes.push(await measureRoute(context, url, dist, target));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

async function measureRoute(context: BrowserContext, url: string, dist: string, target: RouteTarget) {
  const page = await context.newPage();
  const assets = new Map<string, 'JS' | 'CSS'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.set(new URL(response.url()).pathname, type === 'script' ? 'JS' : 'CSS');
    }
  });
  const expected = new URL(`${url}${target.path}`).pathname;
  let problem: string | undefined;
  try {
    await page.goto(`${url}${target.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const pathname = new URL(page.url()).pathname;
    if (pathname !== expected) problem = `ended on ${pathname}`;
    else if (await page.getByText('Unexpected Application Error!').count()) problem = 'showed the error page';
  } catch (error) {
    problem = `did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  await page.close();
  const files = [...assets]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, kind]) => ({ file, kind, gzip: gzipSize(path.join(dist, file)) }));
  const total = (kind: 'JS' | 'CSS') => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
  return {
    route: target.route,
    path: target.path,
    who: target.who.label,
    js: total('JS'),
    css: total('CSS'),
    files,
    ...(problem ? { problem } : {}),
  };
}

function sizeReport(sizes: RouteSize[]): string[] {
  const lines = [
    '## JS and CSS per route',
    '',
    'Everything each route loads in Chromium (production build, empty cache, signed in as the user the route is for)',
    'until the network is idle: the scripts and style sheets of the first render and whatever the page fetches',
    'after it without user input. gzip level 9 of the built files.',
    '',
    '| route | as | files | JS (gzip) | CSS (gzip) | total |',
    '|---|---|---|---|---|---|',
  ];
  for (const size of sizes) {
    const note = size.problem ? ` (**${size.problem}**)` : '';
    lines.push(
      `| ${size.route}${note} | ${size.who} | ${size.files.length} | ${kb(size.js)} | ${kb(size.css)} | ${kb(size.js + size.css)} |`,
    );
  }
  const login = sizes.find((size) => size.route === '/login');
  if (login) {
    const pass = !login.problem && login.js <= LOGIN_JS_BUDGET_KB * 1024;
    lines.push(
      '',
      `**/login budget**: JS ≤ ${LOGIN_JS_BUDGET_KB} KB gzip. Measured ${kb(login.js)}: **${pass ? 'pass' : 'FAIL'}**.`,
      '',
      '### What /login loads',
      '',
      '| file | kind | gzip |',
      '|---|---|---|',
      ...login.files.map((file) => `| ${file.file} | ${file.kind} | ${kb(file.gzip)} |`),
      `| **total** | | JS ${kb(login.js)}, CSS ${kb(login.css)} |`,
    );
  }
  lines.push('');
  return lines;
}

function lighthouseReport(results: LighthouseResult[], runs: number): string[] {
  const lines = [
    '## Lighthouse (mobile)',
    '',
    "Lighthouse's mobile settings (emulated Moto G Power, simulated slow 4G) on the production build served as CloudFront",
    'serves it (bench/edge-server.ts: HTTP/2 over TLS, brotli, immutable hashed assets, the security headers); median of',
    `${runs} run${runs === 1 ? '' : 's'} (all runs' scores listed). Two cache states:`,
    '',
    "- **empty**: Lighthouse's own reset before each run (HTTP cache emptied, the signed-in session kept): a first visit.",
    "- **after sign-in**: the HTTP cache as signing in leaves it (the app shell and the user's home page, which /login",
    '  opens), then the page: how a signed-in user comes to it, since nobody reaches a signed-in page without signing in.',
    '',
    "**CPU slowdown calibrated to the host.** Lighthouse's default 4× CPU slowdown turns a host with a benchmarkIndex of",
    'about 1,500 (a fast desktop) into the emulated phone; on a slower host it emulates a slower phone (Lighthouse calls a',
    'host of 1,000 or less slow and warns that its scores suffer). The runs measure the host first (benchmarkIndex, the',
    'fastest of five Lighthouse runs of /login: other work only lowers it) and use, for every page, the slowdown',
    'Lighthouse\'s own calculator gives for it (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating',
    'multipliers"; bench/lighthouse.ts `calibratedCpuMultiplier`); each row shows the index of its median run and the',
    'slowdown. `--lighthouse-cpu=4` measures with a fixed slowdown instead.',
    '',
    "**The page's renderer has a core of its own** (bench/lighthouse.ts `isolateRenderers`); the server side of the bench",
    "(local API, stand-ins, edge server, Lighthouse) and Chromium's other processes share the other. Lighthouse simulates",
    "the phone from the tasks' wall times; sharing the host's two cores, the rest stretched them to over twice their CPU",
    'time, which a phone, with the server elsewhere and eight cores, does not see. Lighthouse itself runs on a worker',
    "thread (bench/lighthouse-worker.mjs): in the event loop that serves the page's API it held the answers back while it",
    'took in the trace, and Lighthouse simulates the network from the server response times it observed.',
    '',
    "**On that core the renderer's main thread comes first** (bench/lighthouse.ts `yieldRendererHelpers`): during a run",
    "the renderer's other threads (compositor, raster, V8's compilers and concurrent GC) have nice 19 and run while the",
    'main thread waits. Taking turns with it, they stretched its tasks to 1.42–1.47 times their CPU time (1.17–1.25',
    'after), and a phone runs them on its other cores.',
    '',
    `Budget: performance ≥ ${LIGHTHOUSE_BUDGET}.`,
    '',
    '| page | cache | performance | runs | largest contentful paint | total blocking time | cumulative layout shift | first contentful paint | host benchmarkIndex | CPU slowdown | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const pass = result.score >= LIGHTHOUSE_BUDGET;
    lines.push(
      `| ${result.label} | ${result.cache === 'empty' ? 'empty' : 'after sign-in'} | ${result.score} | ${result.runs.join(', ')} | ${result.lcpMs} ms | ${result.tbtMs} ms | ${result.cls} | ${result.fcpMs} ms | ${result.benchmarkIndex} | ${result.cpuMultiplier}× | ${pass ? 'pass' : '**FAIL**'} |`,
    );
  }
  const warnings = [...new Set(results.flatMap((result) => result.warnings))];
  if (warnings.length) lines.push('', ...warnings.map((warning) => `- Lighthouse: ${warning}`));
  lines.push('');
  return lines;
}
