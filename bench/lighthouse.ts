/**
 * Lighthouse (mobile: its default emulated Moto G Power with simulated slow 4G and a 4× CPU slowdown) against the
 * production build, signed in through the real sign-in page in the same Chromium profile, so protected pages are
 * measured as users see them. Two cache states:
 * - 'empty': Lighthouse's own storage reset before each run (it empties the HTTP cache and keeps localStorage, with
 *   it the session): a first visit, the standard Lighthouse measurement.
 * - 'after-sign-in': the HTTP cache as signing in leaves it (the app shell and the user's home page, loaded by
 *   /login's redirect), then the page: how a signed-in user reaches a page, which they cannot do without signing in.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { Worker } from 'node:worker_threads';
import type { Flags, Result } from 'lighthouse';
// Lighthouse's mobile defaults (slow 4G), whose CPU slowdown the runs set for this host.
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';

const LIGHTHOUSE_MOBILE_THROTTLING = lighthouseThrottling.mobileSlow4G;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's flags for a server with a throwaway certificate (edge-server.ts): this one certificate is taken as
 * valid. (Not --ignore-certificate-errors: with it, Chromium keeps nothing in its disk cache.)
 */
export function trustCertificate(spki: string): string[] {
  return [`--ignore-certificate-errors-spki-list=${spki}`];
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Credentials {
  email: string;
  password: string;
}

export type CacheState = 'empty' | 'after-sign-in';

export interface LighthouseTarget {
  label: string;
  path: string;
  /** Sign in as this user first, or measure signed out. */
  as?: Credentials;
  /** Text that shows the page has its data (waited for once before measuring). */
  ready?: string;
  cache: CacheState;
}

export interface LighthouseResult {
  label: string;
  path: string;
  cache: CacheState;
  /** Performance score 0–100 (the median run's). */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Every run's score, for the noise. */
  runs: number[];
  /** Lighthouse's own warnings (e.g. the page did not finish loading). */
  warnings: string[];
  /** The host's speed as Lighthouse measured it in the median run, and the CPU slowdown the runs used. */
  benchmarkIndex: number;
  cpuMultiplier: number;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device: Lighthouse's default 4× assumes a host
 * with a benchmarkIndex of about 1,500 (a fast desktop); a slower host (Lighthouse calls one of 1,000 or less slow and
 * warns that its scores suffer) needs less, and a faster one more. These are the figures of Lighthouse's own
 * calculator (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating multipliers").
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 100) / 100;
}

/** `--lighthouse-cpu=4`: a fixed CPU slowdown instead of the calibrated one (e.g. Lighthouse's default, to compare). */
function fixedCpuMultiplier(): number | undefined {
  const flag = process.argv.find((arg) => arg.startsWith('--lighthouse-cpu='));
  const value = flag ? Number(flag.split('=')[1]) : NaN;
  return Number.isFinite(value) && value >= 1 ? value : undefined;
}

/** Signs in through /login as a user would, and waits until the app has left the page. */
export async function signInThroughPage(page: Page, baseUrl: string, user: Credentials): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * The cache as signing in leaves it: emptied, then /login, which sends the signed-in user to their home page; what
 * those two pages load stays cached.
 */
async function cacheAfterSignIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
}

/**
 * `--lighthouse-profile`: a CPU profile and a trace of each target's load (unthrottled, as Lighthouse observes before
 * it simulates a slow phone), written as `<label>.cpuprofile` and `<label>.trace.json` to the report folder for Chrome
 * DevTools' Performance panel. The trace's thread times (`tdur`) are CPU time, which another process's load does not
 * stretch. With `--lighthouse-unminified` the build keeps its names, so that the profile names functions.
 */
export const PROFILE = process.argv.includes('--lighthouse-profile');
export const UNMINIFIED = process.argv.includes('--lighthouse-unminified');

async function profileLoad(context: BrowserContext, url: string, file: string, ready?: string): Promise<void> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    const events: unknown[] = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
    await session.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink',
          'loading',
          // Font lookups and their synchronous calls to the browser process (docs/performance.md, "Fonts").
          'fonts',
        ],
      },
      transferMode: 'ReportEvents',
    });
    await session.send('Profiler.start');
    await page.goto(url);
    if (ready) await page.getByText(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { profile } = await session.send('Profiler.stop');
    await session.send('Tracing.end');
    await traced;
    fs.writeFileSync(file, JSON.stringify(profile));
    fs.writeFileSync(file.replace(/\.cpuprofile$/, '.trace.json'), JSON.stringify({ traceEvents: events }));
  } finally {
    await page.close();
  }
}

/**
 * The page's renderer gets a core of its own; the rest (this process: the local API, the DynamoDB and S3 stand-ins,
 * the edge server and Lighthouse itself; the Cognito stand-in; Chromium's browser, GPU and network processes) shares
 * the other. A phone runs its renderer beside the rest on eight cores and the server elsewhere; on this host's two, at
 * equal footing, the rest stretched the page's tasks to over twice their CPU time (main thread wall 1,308 ms against
 * thread 592 ms; the GPU process's compositor alone used 484 ms), and Lighthouse simulates from wall times multiplied
 * by the CPU slowdown (docs/performance.md, "How it is measured"). Renderers fork from Chromium's zygote and inherit its
 * affinity. Linux only (`taskset`); elsewhere, or on one core, nothing changes.
 */
function isolateRenderers(): void {
  if (os.cpus().length < 2 || !fs.existsSync('/proc/self/stat')) return;
  const pin = (pid: number, cpu: number) => {
    const done = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
    if (done.error) throw new Error(`taskset is missing: ${done.error.message}`);
  };
  const tree = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/^\d+ \(.*\) \S (\d+)/.exec(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1]);
      tree.set(parent, [...(tree.get(parent) ?? []), Number(entry)]);
    } catch {
      // A process that ended meanwhile.
    }
  }
  const visit = (pid: number) => {
    let commandLine: string;
    try {
      commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return; // ended meanwhile
    }
    const renderer =
      /--type=renderer/.test(commandLine) ||
      (/--type=zygote/.test(commandLine) && !/--no-zygote-sandbox/.test(commandLine));
    pin(pid, renderer ? 1 : 0);
    for (const child of tree.get(pid) ?? []) visit(child);
  };
  visit(process.pid);
}

/**
 * The nice value of a renderer's helper threads during a run (its main thread keeps 0); `--lighthouse-helper-nice=0`
 * leaves them as they are, to compare.
 */
const HELPER_NICE = (() => {
  const flag = process.argv.find((arg) => arg.startsWith('--lighthouse-helper-nice='));
  const value = flag ? Number(flag.split('=')[1]) : 19;
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : 19;
})();

/**
 * While a run lasts, every renderer's threads but its main thread (compositor, raster, V8's compilers and concurrent
 * GC) get a lower priority than the main thread, so that on the renderer's one core they run when the main thread
 * waits instead of taking turns with it. On a phone they run on other cores.
 */
function yieldRendererHelpers(): () => void {
  if (!fs.existsSync('/proc/self/task') || HELPER_NICE === 0) return () => undefined;
  const done = new Set<number>();
  const renderer = new Map<number, boolean>();
  const sweep = () => {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      let threads: string[];
      try {
        if (!renderer.has(pid)) {
          renderer.set(pid, /--type=renderer/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
        }
        if (!renderer.get(pid)) continue;
        threads = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        continue; // ended meanwhile
      }
      for (const thread of threads) {
        const tid = Number(thread);
        if (tid === pid || done.has(tid)) continue;
        try {
          os.setPriority(tid, HELPER_NICE);
          done.add(tid);
        } catch {
          // ended meanwhile
        }
      }
    }
  };
  sweep();
  const timer = setInterval(sweep, 20);
  return () => clearInterval(timer);
}

/**
 * One Lighthouse run on a worker thread. The local API, the stand-ins and the edge server answer the page from this
 * process's event loop; Lighthouse in the same loop held their answers back while it took in and processed the trace
 * (an 88-byte GET /api/notifications took 1.5 s during a run, and 10 ms outside one), and Lighthouse simulates the
 * phone's network from the server response times it observed. On its own thread it no longer queues ahead of them, as
 * in production, where the API runs elsewhere.
 */
function lighthouseOffThread(url: string, flags: Flags, withTrace = false): Promise<{ lhr: Result; trace: unknown }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lighthouse-worker.mjs', import.meta.url), {
      workerData: { url, flags, withTrace },
    });
    const timer = setTimeout(() => {
      reject(new LighthouseTimeout(url));
      void worker.terminate();
    }, RUN_TIMEOUT_MS);
    worker.once('message', (answer: { lhr: Result; trace: unknown }) => {
      clearTimeout(timer);
      resolve(answer);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`The Lighthouse worker for ${url} exited with ${code}`));
    });
  });
}

/**
 * A run takes 20-60 s here. One run of a full bench once never ended: Lighthouse waited on the page for over eight
 * minutes and the bench with it. Such a run is stopped and made again, at most RUN_ATTEMPTS times in all.
 */
const RUN_TIMEOUT_MS = 180_000;
const RUN_ATTEMPTS = 3;

class LighthouseTimeout extends Error {
  constructor(url: string) {
    super(`Lighthouse gave no result for ${url} within ${RUN_TIMEOUT_MS / 1000} s`);
  }
}

async function lighthouseRun(url: string, flags: Flags, withTrace = false): Promise<{ lhr: Result; trace: unknown }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOffThread(url, flags, withTrace);
    } catch (error) {
      if (!(error instanceof LighthouseTimeout) || attempt >= RUN_ATTEMPTS) throw error;
      console.warn(`${error.message}; running it again (attempt ${attempt + 1} of ${RUN_ATTEMPTS})`);
    }
  }
}

/** Lighthouse runs of /login whose fastest benchmarkIndex sets the slowdown. */
const HOST_PROBES = 5;

/** The calibrated slowdown, once probed (see lighthouseScores). */
let hostCpuMultiplier: number | undefined;

/**
 * Measures each target `runs` times and keeps the run with the median score (Lighthouse's own advice against the
 * variance of a single run).
 */
export async function lighthouseScores(
  baseUrl: string,
  targets: LighthouseTarget[],
  {
    runs = 3,
    reportDir,
    chromiumArgs = [],
  }: {
    runs?: number;
    /** Keep each run's full Lighthouse report (JSON) here. */
    reportDir?: string;
    /** More flags for Chromium (e.g. trustCertificate). */
    chromiumArgs?: string[];
  } = {},
): Promise<LighthouseResult[]> {
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const port = 9400 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const results: LighthouseResult[] = [];
  isolateRenderers();
  try {
    // The host's speed, measured by Lighthouse itself on /login (the fastest of five), sets the CPU slowdown of every
    // run that follows in this process (calibratedCpuMultiplier): one slowdown for every page of a report. Probing per
    // call let a busy moment give one group of pages 4.09x while the others had 8.44x.
    let cpuMultiplier = fixedCpuMultiplier() ?? hostCpuMultiplier;
    if (cpuMultiplier === undefined && targets[0] && runs > 0) {
      const indexes: number[] = [];
      for (let run = 0; run < HOST_PROBES; run++) {
        const probe = await lighthouseRun(`${baseUrl}/login`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['first-contentful-paint'],
        });
        indexes.push(probe.lhr.environment.benchmarkIndex);
      }
      // The fastest: other work on the host only ever lowers the index (three probes read 2,642, 2,339 and 1,794), so
      // the highest is the host's speed, and its slowdown the strictest. Three were not enough on this virtual
      // machine: once all three read about 1,650 (4.49x, where the runs before and after had 8.1x).
      cpuMultiplier = calibratedCpuMultiplier(Math.max(...indexes));
      hostCpuMultiplier = cpuMultiplier;
    }
    let signedInAs: string | undefined;
    for (const target of targets) {
      const page = await context.newPage();
      if (signedInAs !== target.as?.email) {
        if (signedInAs) {
          await page.goto(`${baseUrl}/logout`);
          await page.waitForURL((url) => url.pathname === '/login');
        }
        if (target.as) await signInThroughPage(page, baseUrl, target.as);
        signedInAs = target.as?.email;
      }
      // Once through the page first: it must show its data (and the API has loaded its handlers), then measure.
      await page.goto(`${baseUrl}${target.path}`);
      if (target.ready) await page.getByText(target.ready).first().waitFor({ timeout: 30_000 });
      await page.close();
      if (PROFILE && reportDir) {
        const slug = `${target.label}-${target.cache}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        await profileLoad(
          context,
          `${baseUrl}${target.path}`,
          path.join(reportDir, `${slug}.cpuprofile`),
          target.ready,
        );
      }
      const measured: Omit<LighthouseResult, 'label' | 'path' | 'cache' | 'runs'>[] = [];
      for (let run = 0; run < runs; run++) {
        if (target.cache === 'after-sign-in') await cacheAfterSignIn(context, baseUrl);
        isolateRenderers();
        const stopYielding = yieldRendererHelpers();
        const result = await lighthouseRun(
          `${baseUrl}${target.path}`,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: target.cache === 'after-sign-in',
            throttling: { ...LIGHTHOUSE_MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuMultiplier ?? 4 },
          },
          PROFILE,
        ).finally(stopYielding);
        const lhr = result.lhr;
        if (reportDir) {
          const slug = `${target.label}-${target.cache}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
          fs.writeFileSync(path.join(reportDir, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
          // The trace Lighthouse observed and simulated from: its tasks' wall (`dur`) and thread (`tdur`) times show
          // whether another process stretched them.
          if (PROFILE) {
            const trace = result.trace;
            fs.writeFileSync(path.join(reportDir, `${slug}-${run + 1}.observed-trace.json`), JSON.stringify(trace));
          }
        }
        const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
        measured.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(audit('first-contentful-paint')),
          warnings: lhr.runWarnings.map(String),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          cpuMultiplier: cpuMultiplier ?? 4,
        });
      }
      // `--lighthouse-runs=0 --lighthouse-profile`: the profiles only.
      if (measured.length === 0) continue;
      const middle = median(measured.map((run) => run.score));
      const chosen = measured.find((run) => run.score === middle)!;
      results.push({
        label: target.label,
        path: target.path,
        cache: target.cache,
        ...chosen,
        runs: measured.map((run) => run.score),
      });
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
