import { defineConfig, devices } from '@playwright/test';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5174);
/** A production build to serve instead of building one (.ci/run builds web/dist once, just before the tests). */
const WEB_DIST = process.env.E2E_WEB_DIST;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser tests in Debian's Chromium against the whole local stack, started fresh in .data-e2e
 * on ports of its own (and a data folder per web port), so that a running `npm start` or another run is not disturbed.
 * The web app is the production build served with the CloudFront security headers (`--preview`), so every test runs
 * under the CSP that ships.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker: signing out revokes every session of the user (docs/brand-teams.md), so two tests signed in as the same
  // demo user at once end each other's sessions. npm test runs the integration tests beside this run instead.
  workers: 1,
  retries: 0,
  // A test's time bounds a hung test, not speed (speed is the bench's: docs/performance.md). npm test runs this beside
  // the integration suite on two cores, where a flow of a dozen steps took over 30 s at a load of 10.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `npx tsx infra/local/start.ts --reset --preview --data .data-e2e/${WEB_PORT} --port ${WEB_PORT} --api-port 0 --cognito-port 0 --dynamo-port 0 --s3-port 0 --no-history${WEB_DIST ? ` --web-dist ${WEB_DIST}` : ''}`,
    url: `http://localhost:${WEB_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
