import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser } from '@playwright/test';
import { apiSessionOf, DEMO, expect, expectNoSeriousViolations, signIn, test } from './support';

// A 40 MB file through the local S3, a reload and two users on a shared machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Issue 20, the upload: the demo creator uploads a real video (recorded in this Chromium, padded to 40 MiB so it is
 * five 8 MiB parts), the connection drops half-way, the page is reloaded, the same file is chosen again, and the
 * upload finishes without sending again a part S3 already holds.
 *
 * The connection is dropped with the browser's offline switch rather than page.route: Chromium's request interception
 * holds requests whose body is a Blob (the uploader's parts), so with any route in place no part would ever arrive.
 */

const PADDED_BYTES = 40 * 1024 * 1024;

/** A short video recorded in Chromium, padded to 40 MiB (e2e/fixtures/record-video.mjs, in a process of its own). */
function recordVideo(): { name: string; path: string } {
  const script = fileURLToPath(new URL('./fixtures/record-video.mjs', import.meta.url));
  const file = execFileSync(process.execPath, [script, test.info().outputPath('glow-serum'), String(PADDED_BYTES)], {
    encoding: 'utf8',
  }).trim();
  return { name: path.basename(file), path: file };
}

/** A project of Acme Beauty with the demo creator on it (one video). */
async function seedProject(browser: Browser, name: string): Promise<string> {
  const admin = await apiSessionOf(browser, DEMO.admin, test.info().project.use.baseURL!);
  const brands = await admin.call<{ items: { id: string; name: string }[] }>('GET', '/brands?limit=100');
  const brand = brands.items.find((item) => item.name === 'Acme Beauty')!;
  const creator = await admin.call<{ id: string }>('GET', `/creators/email/${encodeURIComponent(DEMO.creator)}`);
  const project = await admin.call<{ id: string }>('POST', '/ugc-projects', {
    name,
    brandId: brand.id,
    creators: [{ creatorId: creator.id, videoCount: 1, costPerVideo: 150 }],
  });
  await admin.close();
  return project.id;
}

const isPartPut = (url: string, method: string) => method === 'PUT' && /[?&]partNumber=\d+/.test(url);
const partNumberOf = (url: string) => Number(/[?&]partNumber=(\d+)/.exec(url)![1]);

test('an upload cut off half-way resumes after a reload without sending the finished parts again', async ({
  page,
  browser,
  consoleWatch,
}) => {
  // The parts cut off on purpose, and those the reload stops, are failed requests in the console.
  consoleWatch.expect(/net::ERR_/, /Failed to load resource/);
  const projectId = await seedProject(browser, `Upload resume ${Date.now()}`);
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  const recorded = recordVideo();

  await page.goto(`/creator/ugc-project/${projectId}`);
  const video = page.getByRole('region', { name: 'Video 1' });
  const chooseFile = video.getByRole('button', { name: 'Upload the file of Video 1' });
  await expect(chooseFile).toBeVisible();
  await expectNoSeriousViolations(page, 'work screen with an upload control');

  // A slow line (4 MB/s up), so that the drop finds parts on their way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const line = (offline: boolean, uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput });
  await line(false, 4 * 1024 * 1024);

  // Every part PUT the page sends, and those S3 answered. The line to S3 is cut for the last part (5 of 41.9 MB):
  // every attempt at it fails as a dropped connection would, whatever the other parts' timing. (Dropping the whole line
  // once the first part arrived was a race: on a loaded CI machine all five parts were already on their way.)
  const sent: number[] = [];
  const finished: number[] = [];
  page.on('request', (request) => {
    if (isPartPut(request.url(), request.method())) sent.push(partNumberOf(request.url()));
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isPartPut(request.url(), request.method()) && response.ok()) finished.push(partNumberOf(request.url()));
  });
  const isLastPart = (url: URL) => /[?&]partNumber=5(&|$)/.test(url.search);
  await page.route(isLastPart, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), chooseFile.click()]);
  await chooser.setFiles(recorded.path);
  await expect(video.getByRole('progressbar', { name: 'Uploading the file of Video 1' })).toBeAttached();
  await expect(video.getByText(/ of 41\.9 MB/)).toBeVisible();
  // The last part fails, is tried again after a growing wait, then the upload stops with Resume.
  await expect(video.getByRole('button', { name: 'Resume the upload of Video 1' })).toBeVisible({ timeout: 90_000 });
  const finishedBefore = [...finished];
  expect(finishedBefore.length).toBeGreaterThanOrEqual(1);
  expect(finishedBefore.length).toBeLessThan(5);

  await page.unroute(isLastPart);
  await line(false, -1);
  await page.reload();
  const sentBefore = sent.length;
  await expect(chooseFile).toBeVisible();
  const [again] = await Promise.all([page.waitForEvent('filechooser'), chooseFile.click()]);
  await again.setFiles(recorded.path);

  const remove = video.getByRole('button', { name: `Remove ${recorded.name} from Video 1` });
  await expect(remove).toBeVisible({ timeout: 90_000 });
  await expect(video.getByText('41.9 MB')).toBeVisible();
  // After the reload only the missing parts went to S3: none of those it held was sent again.
  const sentAfter = sent.slice(sentBefore);
  expect(sentAfter.filter((part) => finishedBefore.includes(part))).toEqual([]);
  expect(sentAfter.length).toBeGreaterThan(0);
  expect(sentAfter.length).toBeLessThanOrEqual(5 - finishedBefore.length);
  await expectNoSeriousViolations(page, 'work screen with an uploaded file');

  // Still there after a reload: the server has it.
  await page.reload();
  await expect(remove).toBeVisible();
});
