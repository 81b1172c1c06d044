import { type Locator, type Page } from '@playwright/test';
import { apiSessionOf, DEMO, expect, seedCreatorWork, signIn, test } from './support';

/**
 * Opening a signed-in page from its address (a reload, a bookmark): its first data is fetched alongside its code
 * (the router's start-up prefetch), and the page then uses that response instead of asking again: each API call of
 * the load is made once.
 */

function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * The page reached by signing in asks for its own data after its address is already shown; recording starts once
 * that page has shown its data (`shown`) and the network is quiet, or its requests would be counted as the next
 * page's. Quiet alone was not enough on a loaded CI machine: the creator's dashboard, reached by signing in, asked for
 * its five calls after 500 ms without a request, and they were counted with the reload's.
 */
async function settled(page: Page, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  await page.waitForLoadState('networkidle');
}

function expectEachOnce(calls: string[]) {
  const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
  expect(repeated, `repeated API calls in ${JSON.stringify(calls)}`).toEqual([]);
}

test('/admin/creators, opened from its address, lists creators with one request for them', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await settled(page, page.getByRole('heading', { name: 'Needs attention' }));
  const calls = apiCallsOf(page);
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { name: 'Creators', level: 1 })).toBeVisible();
  await expect(page.getByText('creator@demo.reelbridge.test').first()).toBeVisible();
  expect(calls.filter((call) => call.startsWith('GET /api/creators?'))).toHaveLength(1);
  expectEachOnce(calls);
});

test('/creator/dashboard and a UGC project, opened from their addresses, ask for each thing once', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL!);
  const name = `Page load ${Date.now().toString(36)}`;
  const { projectId } = await seedCreatorWork(admin, name);
  await admin.close();

  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await settled(page, page.getByText(name, { exact: true }));
  const calls = apiCallsOf(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  expect(calls.some((call) => call.startsWith('GET /api/ugc-projects/creator/'))).toBe(true);
  expectEachOnce(calls);

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await settled(adminPage, adminPage.getByRole('heading', { name: 'Needs attention' }));
  const adminCalls = apiCallsOf(adminPage);
  await adminPage.goto(`/admin/ugc-projects/${projectId}`);
  await expect(adminPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(adminCalls.filter((call) => call === `GET /api/ugc-projects/${projectId}`)).toHaveLength(1);
  expectEachOnce(adminCalls);
  await adminContext.close();
});
