import { type Locator, type Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

/**
 * /admin/creators against the fresh local stack: the demo creators with their engagement and payment status,
 * add, edit, search by name prefix and by e-mail, and the e-mail guard (409).
 */

/** A unique address per run (a test may run twice with --repeat-each). */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function openCreators(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Creators' }).click();
  await expect(page).toHaveURL(/\/admin\/creators$/);
  await expect(page.getByRole('heading', { name: 'Creators', level: 1 })).toBeVisible();
}

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('the admin sees the demo creators with engagement and payment status', async ({ page }) => {
  await openCreators(page);
  const maya = rowOf(page, 'Maya Rivera');
  await expect(maya).toBeVisible();
  await expect(maya.getByRole('cell', { name: 'creator@demo.reelbridge.test' })).toBeVisible();
  await expect(maya.getByRole('cell', { name: 'Los Angeles, US' })).toBeVisible();
  await expect(maya.getByRole('cell', { name: '6.2%' })).toBeVisible();
  await expect(rowOf(page, 'Priya Shah').getByRole('cell', { name: '7.1%' })).toBeVisible();
  // A creator without payment info: 'Not submitted' and no View button.
  const sam = rowOf(page, 'Sam Okafor');
  await expect(sam.getByText('Not submitted')).toBeVisible();
  await expect(sam.getByRole('button', { name: /View payment information/ })).toHaveCount(0);
});

test('the admin adds a creator, edits it and finds it by name and by e-mail', async ({ page }) => {
  const suffix = uniqueSuffix();
  const lastName = `Zephyr${suffix}`;
  const email = `nora.${suffix}@creators.test`;
  await openCreators(page);

  await page.getByRole('button', { name: 'Add Creator' }).click();
  const add = page.getByRole('dialog', { name: 'Add Creator' });
  await expect(add).toBeVisible();
  // Validation first: nothing is sent without the required fields.
  await add.getByRole('button', { name: 'Add Creator' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Email is required')).toBeVisible();

  await add.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await add.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await add.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 0199');
  await add.getByRole('textbox', { name: 'TikTok URL' }).fill('https://www.tiktok.com/@noramakes');
  await add.getByRole('textbox', { name: 'Instagram handle' }).fill('@NoraMakes');
  await add.getByRole('textbox', { name: 'YouTube handle' }).fill('noratube');
  await add.getByRole('textbox', { name: 'City' }).fill('Denver');
  await add.getByRole('textbox', { name: 'Country' }).fill('US');
  await add.getByRole('button', { name: 'Add Creator' }).click();
  await expect(page.getByText('Creator added')).toBeVisible();
  await expect(add).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search creators' });
  await search.fill(`nora ${lastName.slice(0, 6)}`);
  const row = rowOf(page, `Nora ${lastName}`);
  await expect(row).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maya Rivera', exact: true })).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Denver, US' })).toBeVisible();
  await expect(row.getByText('Not submitted')).toBeVisible();

  await row.getByRole('button', { name: `Edit Nora ${lastName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Creator' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(edit.getByRole('textbox', { name: 'Instagram handle' })).toHaveValue('noramakes');
  await expect(edit.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+15550100199');
  await edit.getByRole('textbox', { name: 'City' }).fill('Boulder');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Creator updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Boulder, US' })).toBeVisible();

  // Search by the exact e-mail; the edit survived a reload.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search creators' }).fill(email);
  await expect(rowOf(page, `Nora ${lastName}`).getByRole('cell', { name: 'Boulder, US' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header and the one creator
});

test('adding a creator with an e-mail already in use keeps the modal open and says why', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expect(/status of 409/);
  await openCreators(page);
  await page.getByRole('button', { name: 'Add Creator' }).click();
  const add = page.getByRole('dialog', { name: 'Add Creator' });
  await add.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await add.getByRole('textbox', { name: 'Last name' }).fill('Again');
  await add.getByRole('textbox', { name: 'Email' }).fill('jordan.lee@creators.test');
  await add.getByRole('button', { name: 'Add Creator' }).click();
  await expect(add.getByRole('alert')).toHaveText('A creator with this email already exists');
  await expect(add.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(add).toBeVisible();
});
