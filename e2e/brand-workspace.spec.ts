import type { Page } from '@playwright/test';
import type { Attention } from '@reelbridge/shared/api/attention';
import {
  apiSessionOf,
  DEMO,
  expect,
  expectNoSeriousViolations,
  seedCreatorWork,
  signIn,
  submitDemoPaymentInfo,
  test,
  type ApiSession,
} from './support';

// Two or three users, each signed in; on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 19: a brand user's own workspace and the 'needs attention' homes (docs/attention.md). The lists follow each
 * change through the events (a moment later), so the pages are reloaded until they do.
 */

const baseURL = () => test.info().project.use.baseURL!;

/** The calendar date `days` from today in UTC, YYYY-MM-DD. */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The brand's review queue as the brand user reads it, emptied of what other tests left waiting (approved through
 * the API), so that this test's line is among those shown whatever ran before.
 */
async function emptyReviewQueue(brand: ApiSession) {
  for (let round = 0; round < 10; round++) {
    const attention = await brand.call<Attention>('GET', '/attention');
    if (attention.audience !== 'brand' || attention.reviews.items.length === 0) return;
    for (const line of attention.reviews.items) {
      const project = await brand.call<{
        creators: { id: string; submissions: { id: string; status: string }[] }[];
      }>('GET', `/ugc-projects/${line.projectId}`);
      const entry = project.creators.find((creator) => creator.id === line.projectCreatorId);
      for (const submission of entry?.submissions ?? []) {
        // Sent videos wait as 'pending' (docs/attention.md).
        if (submission.status === 'pending' || submission.status === 'submitted') {
          await brand.call('PATCH', `/ugc-projects/submissions/${submission.id}/approve`, {});
        }
      }
    }
    // The consumer takes the lines away a moment later.
    await expect.poll(async () => (await brand.call<Attention>('GET', '/attention')).reviews.items.length).toBe(0);
  }
}

/**
 * Reloads `page` until `locator` shows: the lists follow a change through the events (a moment later; longer while
 * the machine is busy with other test runs).
 */
async function reloadUntilVisible(page: Page, find: () => ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.reload();
    await expect(find()).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 45_000 });
}

test('a brand user works in their own workspace: what needs them first, reviewed from there', async ({
  page,
  browser,
}) => {
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL());
  const brand = await apiSessionOf(browser, DEMO.brand, baseURL());
  const creator = await apiSessionOf(browser, DEMO.creator, baseURL());
  await emptyReviewQueue(brand);

  const name = `Workspace ${Date.now()}`;
  const work = await seedCreatorWork(admin, name);
  // Due in two days: 'due soon' on the brand's home.
  const project = await admin.call<{ version: number; creators: { id: string; creatorId: string }[] }>(
    'GET',
    `/ugc-projects/${work.projectId}`,
  );
  await admin.call('PUT', `/ugc-projects/${work.projectId}`, {
    name,
    brandId: work.brandId,
    dueDate: dateIn(2),
    dueTimeZone: 'UTC',
    creators: project.creators.map((entry) => ({
      id: entry.id,
      creatorId: entry.creatorId,
      videoCount: 2,
      costPerVideo: 150,
    })),
    version: project.version,
  });

  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const main = nav.getByRole('list', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText([
    'Overview',
    'UGC Projects',
    'Campaigns',
    'Products',
    'Analytics',
    'Brand profile',
    'Team',
  ]);

  const due = page.getByRole('region', { name: 'Deliveries due soon or late' });
  await reloadUntilVisible(page, () => due.getByRole('link', { name: 'Maya Rivera: 2 videos to deliver' }));
  await expect(due).toContainText(name);

  // The creator delivers: the videos wait for the brand's review, and the delivery is no longer owed.
  await creator.call('POST', `/ugc-projects/${work.projectId}/submissions/submit`, {
    creatorId: work.creatorId,
    submissions: [
      { videoNumber: 1, videoUrl: 'https://www.tiktok.com/@maya/video/101', sparkCode: 'WS-ONE' },
      { videoNumber: 2, videoUrl: 'https://www.tiktok.com/@maya/video/102', sparkCode: 'WS-TWO' },
    ],
  });
  const reviews = page.getByRole('region', { name: 'Videos waiting for your review' });
  await reloadUntilVisible(page, () => reviews.getByRole('link', { name: 'Maya Rivera: 2 videos' }));
  await expect(due.getByText(name)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'brand home');

  await reviews.getByRole('link', { name: 'Maya Rivera: 2 videos' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ugc-projects/${work.projectId}$`));
  const card = page.getByRole('region', { name: 'Maya Rivera' });
  // A quick reviewer approves video 2 while video 1's approval is still being saved. Both rewrite Maya's part of the
  // project; the later one reads it again and lands, and the page shows both approved (docs/videos.md "Reviews").
  for (const n of [1, 2]) {
    await card
      .getByRole('article', { name: `Video ${n}` })
      .getByRole('button', { name: 'Approve' })
      .click();
  }
  for (const n of [1, 2]) {
    const video = card.getByRole('article', { name: `Video ${n}` });
    await expect(video.getByText('Approved', { exact: true })).toBeVisible();
    await expect(video.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  }

  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(async () => {
    await page.reload();
    await expect(reviews.getByText('No video is waiting for a review.')).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 45_000 });

  // The agency's pages are not the brand's.
  await page.goto('/admin/creators');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Creator' })).toHaveCount(0);

  await Promise.all([admin.close(), brand.close(), creator.close()]);
});

test("the admin's home lists payment details waiting for review, and opens them", async ({ page, browser }) => {
  const creator = await apiSessionOf(browser, DEMO.creator, baseURL());
  await submitDemoPaymentInfo(creator);
  await creator.close();

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const payments = page.getByRole('region', { name: 'Payment details to review' });
  await expect(payments.getByRole('link', { name: 'Maya Rivera' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin home');

  await payments.getByRole('link', { name: 'Maya Rivera' }).click();
  await expect(page).toHaveURL(/\/admin\/creators\?payment=/);
  const dialog = page.getByRole('dialog', { name: 'Payment information: Maya Rivera' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/creators$/);

  await page.goto('/admin');
  await expect(payments.getByText('No payment details are waiting.')).toBeVisible();

  // The demo creator's payment details as a fresh stack has them (none): payments.spec.ts starts from there.
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL());
  const creatorId = (await admin.call<{ id: string }>('GET', `/creators/email/${encodeURIComponent(DEMO.creator)}`)).id;
  await admin.call('DELETE', `/creators/${creatorId}/payment-info`);
  await admin.close();
});
