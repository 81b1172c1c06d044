import { type Browser, type Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

// A whole campaign from two users' sides on a shared machine.
test.describe.configure({ timeout: 120_000 });

interface LocalMail {
  to: string;
  subject: string;
  text: string;
}

/** A unique name per run (a test may run twice with --repeat-each). */
const uniqueName = () => `Glow Week ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

async function pickOption(page: Page, combobox: string, search: string, option: RegExp | string) {
  const input = page.getByRole('combobox', { name: combobox, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('the admin plans a campaign with a product and two creators, briefs the creator by e-mail, and the creator sees it', async ({
  page,
  browser,
}) => {
  const name = uniqueName();
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Campaign' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Campaign', level: 1 })).toBeVisible();

  // Name, budget and type are required; nothing is sent without them.
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(
    'Campaign name is required',
  );
  await expect(form.getByText('Please select a campaign type')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Budget' })).toHaveAccessibleDescription('Budget is required');
  await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toHaveAccessibleDescription(
    'Please select a brand',
  );

  await form.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await pickOption(page, 'Brand', 'Acme', 'Acme Beauty');
  await form.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: 'Brand Awareness' });
  await form.getByRole('textbox', { name: 'Budget' }).fill('4200.5');
  await form.getByRole('textbox', { name: 'Objective' }).fill('Introduce the serum to new customers');
  await form.getByRole('textbox', { name: 'Goals' }).fill('300 sales in two weeks');
  await pickOption(page, 'Products', 'Glow', 'Glow Serum');
  await page.keyboard.press('Escape');
  await pickOption(page, 'Add creator', 'Maya', /^Maya Rivera/);
  await pickOption(page, 'Add creator', 'Jordan', /^Jordan Lee/);
  const picked = form.getByRole('list', { name: 'Campaign creators' });
  await expect(picked.getByRole('listitem')).toHaveCount(2);
  await picked.getByRole('listitem').filter({ hasText: 'Jordan Lee' }).getByText('Affiliate').click();
  await form.getByRole('textbox', { name: 'Target audience' }).fill('Women 25-40 who want brighter skin');
  await form.getByRole('textbox', { name: 'Key messages' }).fill('Visible glow in two weeks');
  await form.getByRole('button', { name: 'Create Campaign' }).click();

  await expect(page).toHaveURL(/\/admin\/campaigns$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(row).toContainText('Acme Beauty');
  await expect(row).toContainText('Brand Awareness');
  await expect(row).toContainText('$4,200.50');
  await expect(row).toContainText('Draft');

  // The detail modal: edit the brief.
  await row.getByRole('button', { name, exact: true }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('Women 25-40 who want brighter skin')).toBeVisible();
  await expect(detail.getByText('Glow Serum')).toBeVisible();
  await detail.getByRole('button', { name: 'Edit Campaign' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByRole('textbox', { name: 'Campaign name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Content ideas' }).fill('A morning routine with the serum');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(detail.getByText('A morning routine with the serum')).toBeVisible();

  // Maya's assignment: rate, deliverables, usage rights; saved for real.
  await detail.getByRole('button', { name: 'Campaign Brief for Maya Rivera' }).click();
  const brief = page.getByRole('dialog', { name: 'Campaign Brief' });
  await brief.getByRole('textbox', { name: 'Rate' }).fill('350');
  await brief.getByRole('textbox', { name: 'TikTok videos' }).fill('2');
  await brief.getByRole('textbox', { name: 'Instagram reels' }).fill('1');
  await brief.getByRole('textbox', { name: 'Duration' }).fill('6 months');
  await brief.getByRole('checkbox', { name: 'TikTok' }).check();
  await brief.getByRole('button', { name: 'Save Details' }).click();
  await expect(brief.getByRole('button', { name: 'Saved!' })).toBeVisible();

  await brief.getByRole('button', { name: 'Send Brief via Email' }).click();
  await expect(page.getByText(`The brief for ${name} is on its way to ${DEMO.creator}.`)).toBeVisible();
  await brief.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(brief).toBeHidden();
  const maya = detail.getByRole('listitem', { name: 'Maya Rivera' });
  await expect(maya).toContainText('$350.00');
  await expect(maya).toContainText('Brief sent');

  // Draft → active: only the allowed changes are offered.
  const statusActions = detail.getByRole('group', { name: 'Change status' });
  await expect(statusActions.getByRole('button')).toHaveText(['Activate Campaign', 'Cancel Campaign']);
  await statusActions.getByRole('button', { name: 'Activate Campaign' }).click();
  await expect(statusActions.getByRole('button')).toHaveText(['Mark as Completed', 'Cancel Campaign']);

  // The brief went out through the local mailbox, a moment after it was recorded (its event's notifications consumer).
  let mail: LocalMail | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get('/_local/mail')).json()) as LocalMail[];
    mail = mails.find((candidate) => candidate.subject === `Your brief: ${name}`);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 15_000 });
  expect(mail?.to).toBe(DEMO.creator);
  expect(mail?.text).toContain('rate $350.00');
  expect(mail?.text).toContain('tiktok videos: 2');
  expect(mail?.text).toContain('A morning routine with the serum');

  // The creator sees the campaign on the dashboard and its brief.
  const creator = await newPage(browser);
  await signIn(creator, DEMO.creator);
  await expect(creator).toHaveURL(/\/creator\/dashboard$/);
  const card = creator.getByRole('link', { name: `${name} by Acme Beauty` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$350.00');
  await card.click();
  await expect(creator).toHaveURL(/\/creator\/campaign\/[^/]+$/);
  await expect(creator.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(creator.getByText('TikTok videos: 2')).toBeVisible();
  await expect(creator.getByText('Women 25-40 who want brighter skin')).toBeVisible();
  await expect(creator.getByText('A morning routine with the serum')).toBeVisible();
  await creator.context().close();
});
