import { type Browser, type Page } from '@playwright/test';
import { apiSessionOf, DEMO, expect, signIn, test, type ApiSession } from './support';

// Two users and several saves on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The creator's side of UGC projects against the fresh local stack: the admin puts the demo creator on a
 * project through the API, and the creator finds it on the dashboard, fills in links and spark codes (auto-saved),
 * reloads, submits all, and later resubmits a video whose revision was requested.
 */

const link = (n: number) => `https://www.tiktok.com/@mayamakes/video/73000000000${n}`;

const adminApi = (browser: Browser) => apiSessionOf(browser, DEMO.admin, test.info().project.use.baseURL!);

interface ProjectDetail {
  id: string;
  creators: { creatorId: string; submissions: { id: string; videoNumber: number }[] }[];
}

/** A project of Acme Beauty with the demo creator on it (two videos at $150). */
async function seedProject(admin: ApiSession, name: string): Promise<{ projectId: string; creatorId: string }> {
  const brands = await admin.call<{ items: { id: string; name: string }[] }>('GET', '/brands?limit=100');
  const brand = brands.items.find((item) => item.name === 'Acme Beauty');
  expect(brand).toBeTruthy();
  const creator = await admin.call<{ id: string }>('GET', `/creators/email/${encodeURIComponent(DEMO.creator)}`);
  const project = await admin.call<ProjectDetail>('POST', '/ugc-projects', {
    name,
    brandId: brand!.id,
    agencyNotes: 'Natural light only.',
    creators: [{ creatorId: creator.id, videoCount: 2, costPerVideo: 150, instructions: 'Show the dropper close up.' }],
  });
  return { projectId: project.id, creatorId: creator.id };
}

/** Opens the project from the creator's dashboard card. */
async function openFromDashboard(page: Page, name: string) {
  await page.goto('/creator/dashboard');
  const section = page.getByRole('region', { name: 'UGC projects' });
  const card = section.getByRole('link', { name: `${name} by Acme Beauty` });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const video = (page: Page, n: number) => page.getByRole('region', { name: `Video ${n}` });
const linkBox = (page: Page, n: number) => video(page, n).getByRole('textbox', { name: 'TikTok link' });
const sparkBox = (page: Page, n: number) => video(page, n).getByRole('textbox', { name: 'Spark code' });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

/** Fills both videos as a creator does, pausing long enough for the auto-save, and checks that it saved. */
async function fillVideos(page: Page) {
  await linkBox(page, 1).fill(link(1));
  await sparkBox(page, 1).fill('SPARK-ONE');
  await expect(saveStatus(page)).toHaveText('Saved');
  // Submit all needs every video.
  await page.getByRole('button', { name: 'Submit all videos' }).click();
  await expect(page.getByText('Please complete all video submissions before submitting')).toBeVisible();
  await linkBox(page, 2).fill(link(2));
  await sparkBox(page, 2).fill('SPARK-TWO');
  await expect(saveStatus(page)).toHaveText('Saved');
  await expect(page.getByTestId('progress-percent')).toHaveText('100%');
}

test('the creator opens a project from the dashboard, drafts survive a reload, and Submit all locks it', async ({
  page,
  browser,
}) => {
  const name = `Glow Serum launch ${Date.now()}`;
  const admin = await adminApi(browser);
  await seedProject(admin, name);
  await admin.close();

  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  const card = page.getByRole('region', { name: 'UGC projects' }).getByRole('link', { name: `${name} by Acme Beauty` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('2 videos · $300.00');
  await openFromDashboard(page, name);
  await expect(page).toHaveURL(/\/creator\/ugc-project\/[^/]+$/);
  await expect(page.getByText('Show the dropper close up.')).toBeVisible();
  await expect(page.getByTestId('progress-percent')).toHaveText('0%');

  // A link the server would refuse is caught in the browser with the shared rule.
  await linkBox(page, 1).fill('tiktok video one');
  await sparkBox(page, 1).focus();
  await expect(video(page, 1).getByText('Enter a valid video link')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Fix the video link to save it');

  await fillVideos(page);

  // The draft is on the server: a reload shows it.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(linkBox(page, 1)).toHaveValue(link(1));
  await expect(sparkBox(page, 1)).toHaveValue('SPARK-ONE');
  await expect(linkBox(page, 2)).toHaveValue(link(2));
  await expect(sparkBox(page, 2)).toHaveValue('SPARK-TWO');
  await expect(page.getByText('In Progress').first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit all videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit all videos?' });
  await expect(dialog).toContainText('After submitting you can no longer edit them');
  await dialog.getByRole('button', { name: 'Submit all' }).click();
  await expect(page.getByText('Videos submitted', { exact: true })).toBeVisible();
  await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();
  for (const n of [1, 2]) {
    await expect(linkBox(page, n)).toHaveAttribute('readonly', '');
    await expect(sparkBox(page, n)).toHaveAttribute('readonly', '');
    await expect(video(page, n).getByRole('img', { name: `Video ${n} complete` })).toBeVisible();
    await expect(video(page, n).getByText('Pending')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Submit all videos' })).toHaveCount(0);

  // Still locked after a reload; the dashboard card follows.
  await page.reload();
  await expect(linkBox(page, 1)).toHaveAttribute('readonly', '');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('100%');
});

test('a revision request shows as Needs Revision; the creator resubmits that video alone', async ({
  page,
  browser,
}) => {
  const name = `Serum revision ${Date.now()}`;
  const admin = await adminApi(browser);
  const { projectId, creatorId } = await seedProject(admin, name);

  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await openFromDashboard(page, name);
  await fillVideos(page);
  await page.getByRole('button', { name: 'Submit all videos' }).click();
  await page.getByRole('dialog', { name: 'Submit all videos?' }).getByRole('button', { name: 'Submit all' }).click();
  await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();

  // The admin asks for a revision of video 2.
  const detail = await admin.call<ProjectDetail>('GET', `/ugc-projects/${projectId}`);
  const second = detail.creators
    .find((entry) => entry.creatorId === creatorId)!
    .submissions.find((submission) => submission.videoNumber === 2)!;
  await admin.call('PATCH', `/ugc-projects/submissions/${second.id}/revision`, {
    revisionComment: 'The label is not readable: film it closer.',
  });
  await admin.close();

  await page.goto('/creator/dashboard');
  const card = page.getByRole('region', { name: 'UGC projects' }).getByRole('link', { name: `${name} by Acme Beauty` });
  await expect(card).toContainText('Needs Revision');
  await card.click();
  await expect(video(page, 2).getByText('The label is not readable: film it closer.')).toBeVisible();
  await expect(linkBox(page, 1)).toHaveAttribute('readonly', '');
  await expect(linkBox(page, 2)).not.toHaveAttribute('readonly', '');

  await sparkBox(page, 2).fill('');
  await video(page, 2).getByRole('button', { name: 'Resubmit Video 2' }).click();
  await expect(video(page, 2).getByText('Please complete all fields before resubmitting')).toBeVisible();
  await linkBox(page, 2).fill(link(3));
  await sparkBox(page, 2).fill('SPARK-THREE');
  await video(page, 2).getByRole('button', { name: 'Resubmit Video 2' }).click();
  await expect(page.getByText('Video 2 resubmitted')).toBeVisible();
  await expect(linkBox(page, 2)).toHaveAttribute('readonly', '');
  await expect(video(page, 2).getByText('Resubmitted revision')).toBeVisible();

  await page.reload();
  await expect(linkBox(page, 2)).toHaveValue(link(3));
  await expect(sparkBox(page, 2)).toHaveValue('SPARK-THREE');
});
