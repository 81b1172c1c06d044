import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiSessionOf, DEMO, expect, expectNoSeriousViolations, seedCreatorWork, signIn, test } from './support';

// Two users, each signed in, and figures that follow the records through the events; on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 22: the analytics screen (docs/analytics.md). The figures follow each change through the events (a moment
 * later), so the page is reloaded until they show.
 */

const baseURL = () => test.info().project.use.baseURL!;

/** The current quarter as the period picker names it (UTC months). */
function currentQuarterLabel(): string {
  const now = new Date();
  return `Q${Math.floor(now.getUTCMonth() / 3) + 1} ${now.getUTCFullYear()}`;
}

/** A tile's figure and the lines under it (tiles are dt/dd pairs). */
const tile = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Key figures' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=..')
    .locator('dd');

test('the admin filters to one brand and a quarter, reads the tiles, a chart as a table and its CSV', async ({
  page,
  browser,
}) => {
  // A project of the demo brand planned now: 2 videos of $150, counted in this quarter's Planned figure.
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL());
  const name = `Analytics e2e ${Date.now()}`;
  const { brandId } = await seedCreatorWork(admin, name);
  await admin.close();

  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  // The period kinds are a radio group (its inputs hidden under their labels): to Month and back to Quarter.
  const kinds = page.getByRole('radiogroup', { name: 'Period' });
  await kinds.locator('label', { hasText: /^Month$/ }).click();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]period=month(&|$)/);
  await kinds.locator('label', { hasText: /^Quarter$/ }).click();
  await expect(page.getByRole('radio', { name: 'Quarter' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: currentQuarterLabel() });
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Acme Beauty' });
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandId}(&|$)`));
  await expect(page).toHaveURL(/[?&]period=quarter(&|$)/);

  // The Planned figure counts the new project (and whatever else the brand planned this quarter).
  await expect(async () => {
    await page.reload();
    await expect(tile(page, 'Planned')).toContainText(/\$[1-9][\d,]*/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue(brandId);
  await expect(tile(page, 'Planned')).toContainText(/vs previous quarter|None in the previous quarter/);
  await expect(tile(page, 'Planned').getByRole('link', { name: 'View UGC projects' })).toHaveAttribute(
    'href',
    '/admin/ugc-projects',
  );
  await expect(tile(page, 'Paid')).toContainText(/^\$[\d,]+/);

  // The funnel as a table, with a caption, and its CSV.
  const funnel = page.getByRole('region', { name: 'Approval funnel' });
  await funnel.scrollIntoViewIfNeeded();
  await expect(funnel.getByRole('img', { name: /Bar chart of the approval funnel/ })).toBeVisible();
  await funnel.getByRole('button', { name: 'Show as table: Approval funnel' }).click();
  const table = funnel.getByRole('table', { name: /^Approval funnel, / });
  await expect(table).toBeVisible();
  const plannedRow = table.getByRole('row', { name: /^Planned / });
  const plannedVideos = Number((await plannedRow.getByRole('cell').first().textContent())?.replace(/,/g, ''));
  expect(plannedVideos).toBeGreaterThanOrEqual(2);

  const downloading = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Download CSV: Approval funnel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-approval-funnel-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Stage,Videos,Share of planned');
  expect(lines[1]).toBe(`Planned,${plannedVideos},1`);
  expect(lines.at(-1)).toBe('');
  // No line holds a cell a spreadsheet would read as a formula.
  for (const line of lines) expect(line).not.toMatch(/(^|,)[=+\-@\t\r]/);

  // The spend chart's table names the brand and leads to its page; its CSV neutralises nothing here but is the same.
  const spend = page.getByRole('region', { name: 'Spend by month' });
  await spend.getByRole('button', { name: 'Show as table: Spend by month' }).click();
  await expect(spend.getByRole('link', { name: 'Acme Beauty' }).first()).toHaveAttribute(
    'href',
    `/admin/brands/${brandId}`,
  );
  const spendDownload = page.waitForEvent('download');
  await spend.getByRole('button', { name: 'Download CSV: Spend by month' }).click();
  const spendCsv = fs.readFileSync((await (await spendDownload).path())!, 'utf8');
  expect(spendCsv.startsWith('\uFEFFMonth,Brand,Paid (USD),Owed (USD),Planned (USD)\r\n')).toBe(true);
  expect(spendCsv).toMatch(/\r\n\d{4}-\d{2},Acme Beauty,[\d.]+,[\d.]+,[\d.]+\r\n/);

  await expectNoSeriousViolations(page, 'analytics, one brand, tables shown');
  await funnel.getByRole('button', { name: 'Show as chart: Approval funnel' }).click();
  await spend.getByRole('button', { name: 'Show as chart: Spend by month' }).click();
  await expect(spend.getByRole('img', { name: /Stacked bar chart/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'analytics, charts shown');

  // Campaigns now: a status leads to the campaigns list filtered by it and by the brand the figures are filtered to,
  // where the new draft campaign is; the brand filter shows the brand and clears.
  const campaignsNow = page.getByRole('region', { name: 'Campaigns now' });
  await expect(campaignsNow.getByRole('row', { name: /^Draft / })).toBeVisible();
  await campaignsNow.getByRole('link', { name: 'Draft', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns\\?status=draft&brandId=${brandId}$`));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
  const brandFilter = page.getByRole('combobox', { name: 'Brand' });
  await expect(brandFilter).toHaveValue(brandId);
  await expect(brandFilter.locator('option:checked')).toHaveText('Acme Beauty');
  await expect(page.getByText(`${name} campaign`, { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'campaigns, one brand, draft ones');
  await brandFilter.selectOption('');
  await expect(page).toHaveURL(/\/admin\/campaigns\?status=draft$/);
  await expect(page.getByText(`${name} campaign`, { exact: true }).first()).toBeVisible();
});

test("a brand user sees their brand's figures, with no brand filter", async ({ page }) => {
  await signIn(page, DEMO.brand);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText(/compared with the previous quarter \(/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'analytics, brand user');
});

test('on a phone the tiles keep their height while the figures load: nothing moves when they arrive', async ({
  page,
  browser,
}) => {
  // A project planned now, so that the quarter has figures (they follow it through the events: reload until shown).
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL());
  await seedCreatorWork(admin, `Analytics tiles e2e ${Date.now()}`);
  await admin.close();
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/analytics');
  await expect(async () => {
    await page.reload();
    await expect(tile(page, 'Planned')).toContainText(/\$[1-9][\d,]*/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // The figures are held back until the loading tiles have been measured.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/analytics?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/admin/analytics');
  const tiles = page.getByRole('region', { name: 'Key figures' }).locator('dl > div');
  await expect(tiles).toHaveCount(6);
  const heights = () => tiles.evaluateAll((elements) => elements.map((element) => element.clientHeight));
  const loading = await heights();
  answer();
  // The placeholder's link text is not a link: the link is the figures'.
  await expect(tile(page, 'Paid').getByRole('link', { name: 'View UGC projects' })).toBeVisible();
  expect(await heights()).toEqual(loading);
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});
