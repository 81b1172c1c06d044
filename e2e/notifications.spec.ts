import { type APIRequestContext, type Page } from '@playwright/test';
import { apiSessionOf, DEMO, expect, seedCreatorWork, signIn, test } from './support';

/**
 * Nobody has to keep checking: through the UGC loop, each person learns of their next step from the bell (and the
 * creator from the mailbox), and the bell takes them straight to the screen where they act. The events reach the
 * bell through the local dispatcher (the local stack tails the events, as DynamoDB Streams would deliver them).
 */
test.describe.configure({ timeout: 180_000 });

interface LocalMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<LocalMail[]> {
  const response = await request.get('/_local/mail');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LocalMail[]).filter((mail) => mail.to === to.toLowerCase());
}

/** Opens the bell once it shows an unread notification, and the notification whose title begins with `title`. */
async function openFromBell(page: Page, title: string) {
  // The bell polls; a reload asks at once, as a user coming back to the tab would.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  await list
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
}

test('each person learns of their next step from the bell and the mailbox', async ({ browser, baseURL, request }) => {
  const name = `Bell loop ${Date.now().toString(36)}`;
  const adminApi = await apiSessionOf(browser, DEMO.admin, baseURL!);

  // The agency plans a project with the demo creator on it.
  const work = await seedCreatorWork(adminApi, name);

  // The creator is told: in the bell, which opens the work screen, and by e-mail with a link to it.
  const creator = await (await browser.newContext({ baseURL })).newPage();
  await signIn(creator, DEMO.creator);
  await expect(creator).toHaveURL(/\/creator\/dashboard$/);
  await openFromBell(creator, `You were added to ${name}`);
  await expect(creator).toHaveURL(new RegExp(`/creator/ugc-project/${work.projectId}$`));
  await expect(creator.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, DEMO.creator)).find((mail) => mail.subject.includes(name)))
    .toMatchObject({ text: expect.stringContaining(`/creator/ugc-project/${work.projectId}`) });

  // The creator delivers; the agency is told and the bell opens the project to review.
  const creatorApi = await apiSessionOf(browser, DEMO.creator, baseURL!);
  await creatorApi.call('POST', `/ugc-projects/${work.projectId}/submissions/submit`, {
    creatorId: work.creatorId,
    submissions: [
      { videoNumber: 1, videoUrl: 'https://www.tiktok.com/@mayamakes/video/7600000000001', sparkCode: 'SPARK1' },
      { videoNumber: 2, videoUrl: 'https://www.tiktok.com/@mayamakes/video/7600000000002', sparkCode: 'SPARK2' },
    ],
  });
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await openFromBell(admin, `Maya Rivera submitted 2 videos for ${name}`);
  await expect(admin).toHaveURL(new RegExp(`/admin/ugc-projects/${work.projectId}`));
  await expect(admin.getByRole('heading', { name: new RegExp(name), level: 1 })).toBeVisible();

  // The agency asks for a revision; the creator is told which video and why, and lands on the work screen.
  const detail = await adminApi.call<{ creators: { submissions: { id: string; videoNumber: number }[] }[] }>(
    'GET',
    `/ugc-projects/${work.projectId}`,
  );
  const second = detail.creators[0]!.submissions.find((submission) => submission.videoNumber === 2)!;
  await adminApi.call('PATCH', `/ugc-projects/submissions/${second.id}/revision`, {
    revisionComment: 'Show the dropper closer.',
  });
  await creator.goto('/creator/dashboard');
  await openFromBell(creator, `Revision requested for video 2 of ${name}`);
  await expect(creator).toHaveURL(new RegExp(`/creator/ugc-project/${work.projectId}$`));

  // What was opened is read: the creator's bell no longer counts it.
  await creator.reload();
  await creator.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const list = creator.getByRole('list', { name: 'Notifications, newest first' });
  await expect(
    list.getByRole('button', { name: new RegExp(`Revision requested for video 2 of ${name}`) }),
  ).not.toContainText('Unread');

  await adminApi.close();
  await creatorApi.close();
});
