/**
 * `npm run screenshots`: the README's screenshots, taken in Chromium from the production build on a fresh local
 * stack with the demo data, plus a UGC project and a campaign made through the API the way users make them.
 * Writes docs/screenshots/*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startLocalStack } from '../local/stack';
import { seedAnalyticsDemo } from '../local/analytics-demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../local/seed';
import { callApi, signIn, type StackEndpoints } from '../local/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'docs/screenshots');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function must<T>(promise: Promise<{ status: number; body: T }>, label: string): Promise<T> {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function seedWork(endpoints: StackEndpoints) {
  const admin = await signIn(endpoints, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const creator = await signIn(endpoints, DEMO_ACCOUNTS.creator, DEMO_PASSWORD);
  const get = <T>(token: string, url: string) => must(callApi<T>(endpoints, 'GET', url, { token }), url);
  const brands = await get<{ items: { id: string; name: string }[] }>(admin, '/brands?limit=50');
  const acme = brands.items.find((brand) => brand.name === 'Acme Beauty')!;
  const creators = await get<{ items: { id: string; email: string; firstName: string }[] }>(
    admin,
    '/creators?limit=50',
  );
  const maya = creators.items.find((item) => item.email === DEMO_ACCOUNTS.creator)!;
  const others = creators.items.filter((item) => item.id !== maya.id).slice(0, 2);
  const products = await get<{ items: { id: string }[] }>(admin, `/brands/${acme.id}/products`);

  const project = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/ugc-projects', {
      token: admin,
      body: {
        name: 'Glow Serum spring launch',
        brandId: acme.id,
        agencyNotes: 'Natural light, show the dropper in the first two seconds.',
        creators: [
          { creatorId: maya.id, videoCount: 3, costPerVideo: 150, instructions: 'Morning routine, bathroom mirror.' },
          ...others.map((other) => ({ creatorId: other.id, videoCount: 2, costPerVideo: 120 })),
        ],
      },
    }),
    'project',
  );
  const link = (n: number) => `https://www.tiktok.com/@mayamakes/video/7300000000${n}`;
  await must(
    callApi(endpoints, 'POST', `/ugc-projects/${project.id}/submissions/draft`, {
      token: creator,
      body: {
        creatorId: maya.id,
        submissions: [
          { videoNumber: 1, videoUrl: link(1), sparkCode: '#SPARK-7F2Q' },
          { videoNumber: 2, videoUrl: link(2), sparkCode: '' },
        ],
      },
    }),
    'draft',
  );
  await must(
    callApi(endpoints, 'POST', '/campaigns', {
      token: admin,
      body: {
        name: 'Summer glow',
        budget: 12500,
        type: 'awareness',
        objective: 'Launch the serum to women 25-34',
        goals: '2M views, 40k engagements',
        brandId: acme.id,
        productIds: products.items.slice(0, 1).map((product) => product.id),
        creators: [maya, ...others].map((item) => ({ creatorId: item.id, type: 'UGC' })),
        brief: { targetAudience: 'Women 25-34 who care about skincare', keyMessages: 'Glow in two weeks' },
      },
    }),
    'campaign',
  );
  const company = await must(
    callApi<{ id: string }>(endpoints, 'POST', '/brands', {
      body: { name: 'Bolt Foods', email: 'hello@boltfoods.test', phone: '(555) 010-2030', industry: 'food' },
    }),
    'company',
  );
  return { projectId: project.id, companyId: company.id };
}

async function signedIn(browser: Browser, baseURL: string, email: string, width = 1280, height = 800) {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function shoot(page: Page, url: string, file: string, ready: string) {
  await page.goto(url);
  await page.getByText(ready, { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, file) });
  console.log(`docs/screenshots/${file}`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-shots-'));
  process.env.LOG_LEVEL = 'ERROR';
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: true,
  });
  const vite = await import('vite');
  const webRoot = path.join(root, 'web');
  const configFile = path.join(webRoot, 'vite.config.ts');
  const dist = path.join(dataDir, 'web-dist');
  await vite.build({ configFile, root: webRoot, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const preview = await vite.preview({
    configFile,
    root: webRoot,
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1', proxy: { '/api': stack.api.url, '/config.json': stack.api.url } },
    logLevel: 'warn',
  });
  const baseURL = `http://127.0.0.1:${(preview.httpServer.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    fs.mkdirSync(outDir, { recursive: true });
    const { projectId, companyId } = await seedWork({
      apiUrl: stack.api.url,
      dynamoEndpoint: stack.dynamo.endpoint,
      cognitoEndpoint: stack.cognito.endpoint,
      userPoolId: stack.pool.userPoolId,
      userPoolClientId: stack.pool.userPoolClientId,
    });
    // The six months of demo history npm start adds, so the analytics screenshot has figures.
    await seedAnalyticsDemo();

    const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
    await shoot(visitor, '/login', 'login.png', 'Sign in');
    await shoot(visitor, `/brandonboarding?companyId=${companyId}`, 'onboarding.png', 'Brand Information');

    const admin = await signedIn(browser, baseURL, DEMO_ACCOUNTS.admin);
    await shoot(admin, '/admin', 'admin-overview.png', 'Overview');
    await shoot(admin, '/admin/creators', 'admin-creators.png', 'Maya');
    await shoot(admin, '/admin/campaigns', 'admin-campaigns.png', 'Summer glow');
    await shoot(admin, `/admin/ugc-projects/${projectId}`, 'admin-ugc-project.png', 'Glow Serum spring launch');
    // The demo history's six months and the current one.
    const month = (back: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    };
    const analytics = `/admin/analytics?period=custom&from=${month(6)}&to=${month(0)}`;
    await shoot(admin, analytics, 'admin-analytics.png', 'Spend by month');

    const creator = await signedIn(browser, baseURL, DEMO_ACCOUNTS.creator);
    await shoot(creator, '/creator/dashboard', 'creator-dashboard.png', 'Glow Serum spring launch');
    const phone = await signedIn(browser, baseURL, DEMO_ACCOUNTS.creator, 390, 844);
    await shoot(phone, `/creator/ugc-project/${projectId}`, 'creator-work-screen-phone.png', 'Video 1');
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => preview.httpServer.close(() => resolve()));
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
