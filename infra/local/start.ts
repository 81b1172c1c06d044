/**
 * `npm start`: the whole product on this machine, with demo data. Flags:
 *   --reset            start afresh (deletes .data/)
 *   --port N           web port (default 5173; env PORT)
 *   --api-port N, --cognito-port N, --dynamo-port N, --s3-port N   (env API_PORT, COGNITO_PORT, DYNAMO_PORT, S3_PORT)
 *   --no-web           back end only
 *   --preview          serve a production build of the web app (vite build + preview) with the security
 *                      headers CloudFront sends, CSP included, instead of the dev server
 *   --web-dist DIR     with --preview: serve this production build (`npm run build -w web` made it from the same
 *                      sources) instead of building again; CI builds once for its web-build step and the browser tests
 *   --data DIR         data folder (default .data)
 *   --timers-every S   run the video timers' job every S seconds (default 60; env VIDEO_TIMERS_EVERY_SECONDS; 0: off)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, startLocalStack } from './stack';
import { seedAnalyticsDemo } from './analytics-demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { PortInUseError } from './net';
import { DEFAULT_VIDEO_TIMERS_MS } from './video-timers';
import { securityHeaders } from '../lib/security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    port: { type: 'string' },
    'api-port': { type: 'string' },
    'cognito-port': { type: 'string' },
    'dynamo-port': { type: 'string' },
    's3-port': { type: 'string' },
    data: { type: 'string' },
    'web-dist': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'timers-every': { type: 'string' },
    // The browser tests' stack starts from the demo accounts alone: their specs make the data they read.
    'no-history': { type: 'boolean', default: false },
  },
});

function port(flag: string | undefined, env: string | undefined, fallback: number): number {
  const raw = flag ?? env;
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`Invalid port: ${raw}`);
    process.exit(2);
  }
  return value;
}

/** How often the video timers' job runs (issue 20, infra/local/video-timers.ts): seconds, 0 for never. */
function timersEverySeconds(): number {
  const raw = values['timers-every'] ?? process.env.VIDEO_TIMERS_EVERY_SECONDS;
  if (raw === undefined) return DEFAULT_VIDEO_TIMERS_MS / 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`Invalid --timers-every: ${raw}`);
    process.exit(2);
  }
  return value;
}

const dataDir = path.resolve(root, values.data ?? '.data');
const webPort = port(values.port, process.env.PORT, 5173);
const ports = {
  api: port(values['api-port'], process.env.API_PORT, DEFAULT_PORTS.api),
  cognito: port(values['cognito-port'], process.env.COGNITO_PORT, DEFAULT_PORTS.cognito),
  dynamo: port(values['dynamo-port'], process.env.DYNAMO_PORT, DEFAULT_PORTS.dynamo),
  s3: port(values['s3-port'], process.env.S3_PORT, DEFAULT_PORTS.s3),
};

async function main() {
  if (values.reset && fs.existsSync(dataDir)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`Reset: removed ${path.relative(root, dataDir)}/`);
  }
  const started = Date.now();
  const stack = await startLocalStack({
    dataDir,
    persist: true,
    ports,
    seed: true,
    logLevel: values.verbose ? 'INFO' : 'WARN',
    videoTimersMs: timersEverySeconds() * 1000,
    onMail: (mail) =>
      console.log(`\n✉  Mail to ${mail.to}: ${mail.subject}${mail.code ? ` — code ${mail.code}` : ''}\n`),
  });
  // Six months of demo projects, so /admin/analytics has figures (docs/analytics.md); once per .data/.
  if (!values['no-history']) await seedAnalyticsDemo();

  let closeWeb: (() => Promise<void>) | undefined;
  let webUrl = '(web disabled)';
  if (!values['no-web']) {
    const vite = await import('vite');
    const proxy = { '/api': stack.api.url, '/config.json': stack.api.url, '/_local': stack.api.url };
    const webRoot = path.join(root, 'web');
    const configFile = path.join(webRoot, 'vite.config.ts');
    const server = { port: webPort, strictPort: true, host: '127.0.0.1', proxy };
    try {
      if (values.preview) {
        const prebuilt = values['web-dist'] ? path.resolve(root, values['web-dist']) : undefined;
        if (prebuilt && !fs.existsSync(path.join(prebuilt, 'index.html'))) {
          throw new Error(`--web-dist ${prebuilt} holds no build (index.html): run npm run build -w web first`);
        }
        const outDir = prebuilt ?? path.join(dataDir, 'web-dist');
        if (!prebuilt) {
          await vite.build({ configFile, root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
        }
        const headers = securityHeaders({
          connect: [stack.cognito.endpoint, stack.s3Endpoint],
          media: [stack.s3Endpoint],
        });
        const preview = await vite.preview({
          configFile,
          root: webRoot,
          build: { outDir },
          preview: { ...server, headers },
        });
        closeWeb = () => preview.close();
      } else {
        const dev = await vite.createServer({ configFile, root: webRoot, server });
        await dev.listen();
        closeWeb = () => dev.close();
      }
    } catch (error) {
      await stack.stop();
      throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/i.test(String(error))
        ? new PortInUseError(webPort, 'web')
        : error;
    }
    webUrl = `http://localhost:${webPort}${values.preview ? ' (production build with the CloudFront headers)' : ''}`;
  }

  const line = '─'.repeat(72);
  console.log(`\n${line}
  Reelbridge is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Open          ${webUrl}
  Demo accounts (password ${DEMO_PASSWORD})
    agency admin   ${DEMO_ACCOUNTS.admin}
    brand owner    ${DEMO_ACCOUNTS.brand}
    creator        ${DEMO_ACCOUNTS.creator}

  Verification and reset codes are printed here as "✉ Mail to …" lines
  and kept in ${path.relative(root, stack.mailbox.file)}.

  API ${stack.api.url}/api   Cognito ${stack.cognito.endpoint}   DynamoDB ${stack.dynamo.endpoint}   S3 ${stack.s3Endpoint}
  Data in ${path.relative(root, dataDir)}/ (npm start -- --reset starts afresh). Ctrl-C stops everything.
${line}\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await closeWeb?.();
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? `\n${error.message}\n` : error);
  process.exit(1);
});
