import { type Page } from '@playwright/test';
import { apiSessionOf, approvePaymentInfo, DEMO, expect, signIn, submitDemoPaymentInfo, test } from './support';

/**
 * The whole UGC loop through both users' screens, each in a browser of their own: the admin plans a project with
 * two creators → the creator drafts (the auto-saved draft survives a reload) and submits all → the admin asks for
 * a revision of one video → the creator resubmits it → the admin approves everything and pays → the creator sees
 * Paid.
 */
test.describe.configure({ timeout: 180_000 });

const link = (n: number) => `https://www.tiktok.com/@mayamakes/video/75000000000${n}`;

test('plan, deliver, revise, approve and pay a UGC project end to end', async ({ browser, baseURL }) => {
  const name = `Whole loop ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext({ baseURL });
  const creatorContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const creator = await creatorContext.newPage();

  // Paid only to approved payment details: the demo creator's, submitted and approved (their own screens are
  // payments.spec.ts's).
  const adminApi = await apiSessionOf(browser, DEMO.admin, baseURL!);
  const creatorApi = await apiSessionOf(browser, DEMO.creator, baseURL!);
  const payment = await submitDemoPaymentInfo(creatorApi);
  await approvePaymentInfo(adminApi, payment.creatorId, payment.version);
  await adminApi.close();
  await creatorApi.close();

  // The admin plans: Maya (the demo creator) with two videos at $50, Jordan with one at $60.
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/ugc-projects/new');
  await admin.getByRole('textbox', { name: 'Project name' }).fill(name);
  await admin.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Acme Beauty' });
  await admin.getByRole('button', { name: 'Add Maya Rivera' }).click();
  await admin.getByRole('searchbox', { name: 'Find a creator' }).fill('jor');
  await admin.getByRole('button', { name: 'Add Jordan Lee' }).click();
  const mayaEntry = admin.getByRole('listitem', { name: 'Maya Rivera' });
  await mayaEntry.getByRole('textbox', { name: 'Videos' }).fill('2');
  await mayaEntry.getByRole('textbox', { name: 'Cost per video' }).fill('50');
  await admin.getByRole('listitem', { name: 'Jordan Lee' }).getByRole('textbox', { name: 'Cost per video' }).fill('60');
  await expect(admin.getByTestId('project-total')).toHaveText('$160.00');
  // A new project opens on its own page.
  await admin.getByRole('button', { name: 'Create Project' }).click();
  await expect(admin).toHaveURL(/\/admin\/ugc-projects\/pj_\w+$/);
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  const projectPath = new URL(admin.url()).pathname;

  // The creator drafts; the auto-saved draft survives a reload; then submits all.
  await signIn(creator, DEMO.creator);
  await expect(creator).toHaveURL(/\/creator\/dashboard$/);
  const card = creator
    .getByRole('region', { name: 'UGC projects' })
    .getByRole('link', { name: `${name} by Acme Beauty` });
  await card.click();
  await expect(creator.getByRole('heading', { name, level: 1 })).toBeVisible();
  const video = (page: Page, n: number) => page.getByRole('region', { name: `Video ${n}` });
  const linkBox = (n: number) => video(creator, n).getByRole('textbox', { name: 'TikTok link' });
  const sparkBox = (n: number) => video(creator, n).getByRole('textbox', { name: 'Spark code' });
  const saveStatus = creator.getByRole('status', { name: 'Save status' });
  await linkBox(1).fill(link(1));
  await sparkBox(1).fill('SPARK-ONE');
  await linkBox(2).fill(link(2));
  await sparkBox(2).fill('SPARK-TWO');
  await expect(saveStatus).toHaveText('Saved');
  await creator.reload();
  await expect(linkBox(1)).toHaveValue(link(1));
  await expect(sparkBox(2)).toHaveValue('SPARK-TWO');
  await expect(creator.getByTestId('progress-percent')).toHaveText('100%');
  await creator.getByRole('button', { name: 'Submit all videos' }).click();
  await creator.getByRole('dialog', { name: 'Submit all videos?' }).getByRole('button', { name: 'Submit all' }).click();
  await expect(creator.getByText('Submitted for review', { exact: true })).toBeVisible();
  await expect(linkBox(1)).toHaveAttribute('readonly', '');

  // The admin approves video 1 and asks for a revision of video 2.
  await admin.goto(projectPath);
  const mayaCard = admin.getByRole('region', { name: 'Maya Rivera' });
  const reviewed = (n: number) => mayaCard.getByRole('article', { name: `Video ${n}` });
  await expect(reviewed(1).getByText('SPARK-ONE')).toBeVisible();
  await reviewed(1).getByRole('button', { name: 'Approve' }).click();
  await expect(reviewed(1).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await reviewed(2).getByRole('button', { name: 'Request Revision' }).click();
  await reviewed(2).getByRole('textbox', { name: 'Revision comment' }).fill('Film the label closer.');
  await reviewed(2).getByRole('textbox', { name: 'Internal note (agency only)' }).fill('Second label miss this month.');
  await reviewed(2).getByRole('button', { name: 'Request Revision' }).click();
  await expect(reviewed(2).getByText('Needs Revision')).toBeVisible();
  // The agency's internal note stays on the video for admins, marked Internal; the creator never reads it.
  await expect(reviewed(2).getByText('Second label miss this month.')).toBeVisible();
  await expect(reviewed(2).getByText('Internal', { exact: true })).toBeVisible();
  await expect(mayaCard.getByRole('button', { name: 'Pay' })).toBeDisabled();

  // The creator sees Needs Revision with the note and resubmits that video alone.
  await creator.goto('/creator/dashboard');
  await expect(card).toContainText('Needs Revision');
  await card.click();
  await expect(video(creator, 2).getByText('Film the label closer.')).toBeVisible();
  await expect(creator.getByText('Second label miss this month.')).toHaveCount(0);
  await expect(linkBox(1)).toHaveAttribute('readonly', '');
  await linkBox(2).fill(link(3));
  await sparkBox(2).fill('SPARK-THREE');
  await video(creator, 2).getByRole('button', { name: 'Resubmit Video 2' }).click();
  await expect(creator.getByText('Video 2 resubmitted')).toBeVisible();

  // The admin approves the resubmitted video and pays Maya once.
  await admin.reload();
  await expect(reviewed(2).getByText('SPARK-THREE')).toBeVisible();
  await reviewed(2).getByRole('button', { name: 'Approve' }).click();
  const pay = mayaCard.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeEnabled();
  await pay.click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText('Process payment for Maya Rivera? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(admin.getByText('Payment processed successfully!')).toBeVisible();
  await expect(mayaCard.getByRole('button', { name: 'Paid' })).toBeDisabled();

  // The creator sees Paid.
  await creator.goto('/creator/dashboard');
  await expect(card).toContainText('Paid');
  await card.click();
  await expect(creator.getByText('Paid', { exact: true }).first()).toBeVisible();

  await adminContext.close();
  await creatorContext.close();
});
