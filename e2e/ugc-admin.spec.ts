import { type Locator, type Page } from '@playwright/test';
import { PAY_BLOCKED_REASON } from '@reelbridge/shared';
import {
  apiSessionOf,
  approvePaymentInfo,
  DEMO,
  expectNoSeriousViolations,
  signIn,
  submitDemoPaymentInfo,
  expect,
  test,
} from './support';

// Several saves and two users on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The admin's UGC project screens against the fresh local stack: create a project with two demo creators, find it
 * in the list, open it, edit it; and review the demo creator's videos (the creator's side goes through the API
 * here), request a revision, approve, and pay.
 */

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

const link = (n: number) => `https://www.tiktok.com/@mayamakes/video/74000000000${n}`;

async function openProjects(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'UGC Projects' }).click();
  await expect(page).toHaveURL(/\/admin\/ugc-projects$/);
  await expect(page.getByRole('heading', { name: 'UGC Projects', level: 1 })).toBeVisible();
}

const entryOf = (page: Page, name: string): Locator => page.getByRole('listitem', { name });
const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('the admin creates a project with two creators, finds it in the list, opens and edits it', async ({ page }) => {
  const name = `Spring Glow ${uniqueSuffix()}`;
  await openProjects(page);

  // The empty state's 'Create Your First Project' or the header's 'Create Project', whichever the list shows.
  await page
    .getByRole('link', { name: /^Create (Your First )?Project$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/ugc-projects\/new$/);
  await expect(page.getByRole('heading', { name: 'Create UGC Project' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Project' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('Please select a brand · Please add at least one creator')).toBeVisible();

  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Acme Beauty' });
  // Due in the browser's time zone (issue 19); Jordan gets his own date below.
  await page.getByLabel('Due date').first().fill('2099-12-03');
  await page.getByRole('button', { name: 'Add Maya Rivera' }).click();
  await expect(page.getByRole('button', { name: 'Maya Rivera added' })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Find a creator' }).fill('jor');
  await page.getByRole('button', { name: 'Add Jordan Lee' }).click();
  await expect(create).toBeEnabled();

  const maya = entryOf(page, 'Maya Rivera');
  await maya.getByRole('textbox', { name: 'Videos' }).fill('2');
  await maya.getByRole('textbox', { name: 'Cost per video' }).fill('75.5');
  await maya.getByRole('textbox', { name: 'Instructions' }).fill('Morning routine with the serum, natural light.');
  const jordan = entryOf(page, 'Jordan Lee');
  await jordan.getByRole('textbox', { name: 'Cost per video' }).fill('120');
  await jordan.getByLabel('Due date').fill('2099-12-10');
  // Audited at rest: the pointer off the buttons (a hovered button's tint is a passing state).
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, 'Create UGC Project with due dates');
  await expect(maya.getByText('$151.00')).toBeVisible();
  await expect(page.getByTestId('project-total')).toHaveText('$271.00');
  await create.click();

  // Saved: the new project opens; back on the list, it is a row.
  await expect(page).toHaveURL(/\/admin\/ugc-projects\/pj_\w+$/);
  await expect(page.getByText('Project created')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/admin\/ugc-projects$/);
  const row = rowOf(page, name);
  await expect(row.getByRole('cell')).toHaveText([
    name,
    'Acme Beauty',
    '2',
    '$271.00',
    'Active',
    'Due Dec 3, 2099',
    /\w{3} \d+, \d{4}/,
    'Edit',
  ]);

  // A row opens the project.
  await row.getByRole('cell', { name: 'Acme Beauty' }).click();
  await expect(page).toHaveURL(/\/admin\/ugc-projects\/pj_\w+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '0');
  const mayaCard = page.getByRole('region', { name: 'Maya Rivera' });
  await expect(mayaCard.getByText('0 of 2 videos complete')).toBeVisible();
  await expect(mayaCard.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await mayaCard.getByRole('button', { name: 'Show videos' }).click();
  await expect(mayaCard.getByText('Morning routine with the serum, natural light.')).toBeVisible();
  await expect(mayaCard.getByRole('article', { name: 'Video 2' })).toContainText('Not started yet');

  // Edit: one more video for Jordan, Priya added; the list shows the new figures.
  await page.getByRole('link', { name: 'Edit Project' }).click();
  await expect(page.getByRole('heading', { name: 'Edit UGC Project' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue(name);
  await expect(entryOf(page, 'Maya Rivera').getByRole('textbox', { name: 'Cost per video' })).toHaveValue('$75.50');
  await entryOf(page, 'Jordan Lee').getByRole('textbox', { name: 'Videos' }).fill('2');
  await page.getByRole('searchbox', { name: 'Find a creator' }).fill('priya');
  await page.getByRole('button', { name: 'Add Priya Shah' }).click();
  await entryOf(page, 'Priya Shah').getByRole('textbox', { name: 'Cost per video' }).fill('99.99');
  await expect(page.getByTestId('project-total')).toHaveText('$490.99');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin\/ugc-projects$/);
  await expect(page.getByText('Project updated')).toBeVisible();
  await expect(rowOf(page, name).getByRole('cell')).toHaveText([
    name,
    'Acme Beauty',
    '3',
    '$490.99',
    'Active',
    'Due Dec 3, 2099',
    /\w{3} \d+, \d{4}/,
    'Edit',
  ]);
  await rowOf(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Priya Shah' })).toContainText('1 × $99.99 = $99.99');
  await expect(page.getByRole('region', { name: 'Jordan Lee' })).toContainText('2 × $120.00 = $240.00');
  await expect(page.getByRole('region', { name: 'Jordan Lee' })).toContainText('Due Dec 10, 2099');
  await expect(page.getByRole('region', { name: 'Maya Rivera' })).toContainText('Due Dec 3, 2099');
});

test('the admin reviews the videos of a creator, asks for a revision, approves and pays', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Night Cream ${uniqueSuffix()}`;
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL!);
  const creator = await apiSessionOf(browser, DEMO.creator, baseURL!);
  try {
    // The admin plans a project for the demo creator; the creator submits both videos (their screens are
    // another area's: the API stands in for them here).
    const brands = await admin.call<{ items: { id: string; name: string }[] }>('GET', '/brands?limit=100');
    const brandId = brands.items.find((item) => item.name === 'Acme Beauty')!.id;
    const maya = await admin.call<{ id: string }>('GET', `/creators/email/${encodeURIComponent(DEMO.creator)}`);
    const project = await admin.call<{ id: string }>('POST', '/ugc-projects', {
      name,
      brandId,
      creators: [{ creatorId: maya.id, videoCount: 2, costPerVideo: 40, instructions: 'Show the jar.' }],
    });
    await creator.call('POST', `/ugc-projects/${project.id}/submissions/submit`, {
      creatorId: maya.id,
      submissions: [
        { videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK-ONE' },
        { videoNumber: 2, videoUrl: link(2), sparkCode: 'SPARK-TWO' },
      ],
    });
    // Her payment details wait for review.
    const payment = await submitDemoPaymentInfo(creator);

    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/ugc-projects/${project.id}`);
    const card = page.getByRole('region', { name: 'Maya Rivera' });
    const video = (n: number) => card.getByRole('article', { name: `Video ${n}` });
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
    // Videos wait for review: the card is open.
    await expect(card.getByRole('button', { name: 'Hide videos' })).toHaveAttribute('aria-expanded', 'true');
    await expect(video(1).getByRole('link', { name: new RegExp(link(1)) })).toHaveAttribute('href', link(1));
    await expect(video(1).getByText('SPARK-ONE')).toBeVisible();

    await video(1).getByRole('button', { name: 'Approve' }).click();
    await expect(video(1).getByText('Approved')).toBeVisible();
    await expect(video(1).getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // A revision needs a comment.
    await video(2).getByRole('button', { name: 'Request Revision' }).click();
    await video(2).getByRole('button', { name: 'Request Revision' }).click();
    await expect(video(2).getByText('Please enter a revision comment')).toBeVisible();
    await video(2).getByRole('textbox', { name: 'Revision comment' }).fill('Show the label in the first second.');
    await video(2).getByRole('button', { name: 'Request Revision' }).click();
    await expect(video(2).getByText('Needs Revision')).toBeVisible();
    await expect(video(2)).toContainText('Show the label in the first second.');
    await expect(card.getByRole('button', { name: 'Pay' })).toBeDisabled();

    // The creator resubmits; the admin sees a resubmitted revision and approves it.
    await creator.call('POST', `/ugc-projects/${project.id}/submissions/resubmit`, {
      creatorId: maya.id,
      videoNumber: 2,
      videoUrl: link(3),
      sparkCode: 'SPARK-THREE',
    });
    await page.reload();
    await expect(video(2).getByText('Resubmitted revision')).toBeVisible();
    await expect(video(2).getByText('SPARK-THREE')).toBeVisible();
    await video(2).getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Awaiting Payment')).toBeVisible();

    // Every video approved, but the payment details are not: Pay says why it cannot be used (read afresh, so no
    // notification is fading in or out while axe looks).
    await page.reload();
    await expect(card.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await expect(card.getByText(PAY_BLOCKED_REASON.pending)).toBeVisible();
    await expectNoSeriousViolations(page, 'project detail, Pay blocked');
    const approved = await approvePaymentInfo(admin, maya.id, payment.version);
    await page.reload();
    await expect(card.getByText(PAY_BLOCKED_REASON.pending)).toHaveCount(0);

    // Pay, after the confirmation.
    await card.getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Process payment for Maya Rivera? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Pay $80.00' }).click();
    await expect(page.getByText('Payment processed successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Paid' })).toBeDisabled();
    await expect(card).toContainText(`by ${DEMO.admin} to payment details version ${approved.version}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  } finally {
    await admin.close();
    await creator.close();
  }
});
