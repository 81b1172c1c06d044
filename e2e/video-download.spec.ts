import { randomBytes } from 'node:crypto';
import { apiSessionOf, DEMO, expect, expectNoSeriousViolations, seedCreatorWork, signIn, test } from './support';

test.describe.configure({ timeout: 180_000 });

/** Bytes that open with an MP4 `ftyp` box: what the upload's completion checks. */
function mp4Bytes(size: number): Buffer {
  const head = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'binary');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/**
 * Issue 20, downloading approved content: the demo creator uploads a video file (through the API, as the work
 * screen's uploader does), delivers it, the admin approves it, and the brand's user downloads it from the review
 * screen: the browser saves the original bytes under the readable name.
 */
test('the brand user downloads an approved video under its readable name', async ({ browser, page, baseURL }) => {
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL!);
  const creator = await apiSessionOf(browser, DEMO.creator, baseURL!);
  const name = `Download ${Date.now()}`;
  const { projectId, creatorId } = await seedCreatorWork(admin, name);

  const bytes = mp4Bytes(64 * 1024);
  const upload = await creator.call<{ uploadId: string }>('POST', '/video-uploads', {
    projectId,
    videoNumber: 1,
    fileName: 'my take.mp4',
    contentType: 'video/mp4',
    size: bytes.length,
  });
  const signed = await creator.call<{ parts: { partNumber: number; url: string }[] }>(
    'POST',
    `/video-uploads/${upload.uploadId}/parts`,
    { partNumbers: [1] },
  );
  const put = await page.request.put(signed.parts[0]!.url, { data: bytes });
  expect(put.ok()).toBe(true);
  await creator.call('POST', `/video-uploads/${upload.uploadId}/complete`, {
    parts: [{ partNumber: 1, etag: put.headers().etag }],
  });
  await creator.call('POST', `/ugc-projects/${projectId}/submissions/submit`, {
    creatorId,
    submissions: [
      { videoNumber: 1, videoUrl: 'https://www.tiktok.com/@maya/video/101', sparkCode: 'SPARK-101' },
      { videoNumber: 2, videoUrl: 'https://www.tiktok.com/@maya/video/102', sparkCode: 'SPARK-102' },
    ],
  });
  const detail = await admin.call<{ creators: { submissions: { id: string; videoNumber: number }[] }[] }>(
    'GET',
    `/ugc-projects/${projectId}`,
  );
  const first = detail.creators[0]!.submissions.find((submission) => submission.videoNumber === 1)!;
  await admin.call('PATCH', `/ugc-projects/submissions/${first.id}/approve`, {});
  await admin.close();
  await creator.close();

  await signIn(page, DEMO.brand);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/admin/ugc-projects/${projectId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Maya Rivera' });
  const video = card.getByRole('article', { name: 'Video 1' });
  await expect(video.getByText('Approved')).toBeVisible();
  // Video 2 waits for review and has no file: nothing to download there.
  await expect(card.getByRole('article', { name: 'Video 2' }).getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'review screen with a download');

  const downloading = page.waitForEvent('download');
  await video.getByRole('button', { name: 'Download video 1' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Acme-Beauty-Download-${name.split(' ')[1]}-Maya-Rivera-video-1.mp4`);
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

  // The project page offers the zip of its approved videos.
  await expect(page.getByRole('button', { name: 'Download approved videos (zip)' })).toBeVisible();
});
