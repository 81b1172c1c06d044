import { type Locator, type Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

/** A 4×4 indigo PNG, made here so the test needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGPwyfsKRwzEcQCyIhrxkO6TlgAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => Date.now().toString(36).slice(-5);

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Resolves once the image has loaded, with its natural width (0 for a broken image). */
async function naturalWidth(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete) await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth;
  });
}

test('the overview shows the four figures and the placeholder panels', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  // 'Creators': the spec's 'Active Creators' counted every creator (docs/ux-rules.md).
  for (const label of ['Total Brands', 'Creators', 'Running Campaigns', 'Avg Engagement']) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  // Agency-wide: at least the four demo brands; engagement as a percentage with one decimal.
  await expect(figures.getByText(/^\d+\.\d%$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Metrics' })).toBeVisible();
});

test('the admin adds a brand, is told when an e-mail is taken, and edits the brand', async ({ page, consoleWatch }) => {
  // Expected in the console: the API refuses the taken e-mail.
  consoleWatch.expect(/status of 409 \(Conflict\)/);
  const name = `Lumen Labs ${unique()}`;
  await signInAs(page, DEMO.admin);
  await page.getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('cell', { name: 'Acme Beauty', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Brand' });
  await dialog.getByRole('button', { name: 'Add Brand' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByText('Please select your industry')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Company name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('hello@acmebeauty.test');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0142');
  await dialog.getByRole('textbox', { name: 'Website' }).fill('lumenlabs.test');
  await dialog.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Beauty' });
  await dialog.getByRole('textbox', { name: 'Instagram' }).fill('@LumenLabs');
  await dialog.getByRole('button', { name: 'Add Brand' }).click();
  // The e-mail belongs to Acme Beauty: the modal stays open and says so.
  const taken = 'A company with this email (Acme Beauty) already exists; use a different email';
  await expect(dialog.getByRole('alert')).toHaveText(taken);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(taken);

  await dialog.getByRole('textbox', { name: 'Email' }).fill(`team-${unique()}@lumenlabs.test`);
  await dialog.getByRole('button', { name: 'Add Brand' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not started')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Brand Information' });
  await expect(edit.getByRole('textbox', { name: 'Instagram' })).toHaveValue('lumenlabs');
  await edit.getByRole('textbox', { name: 'Company name' }).fill(`${name} Co`);
  await edit.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Health' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `${name} Co`, exact: true }) });
  await expect(edited.getByRole('cell', { name: 'Health', exact: true })).toBeVisible();

  // Search by industry lists the brand; by another name does not.
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('health');
  await expect(page.getByRole('cell', { name: `${name} Co`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Beauty', exact: true })).toHaveCount(0);
});

test('the admin adds a product with a photo uploaded to storage and sees it in the table', async ({ page }) => {
  const name = `Maple Clusters ${unique()}`;
  await signInAs(page, DEMO.admin);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Green Pantry' });
  await expect(page.getByRole('cell', { name: 'Oat Crunch Granola', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Crunchy maple oat clusters baked in small batches for breakfast bowls.');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
  await dialog.getByRole('textbox', { name: 'Sale price' }).fill('9.99');
  await dialog.getByRole('textbox', { name: 'Benefits' }).fill('High fibre\nNo refined sugar');
  await dialog.getByRole('textbox', { name: 'Best for' }).fill('Busy mornings');

  // Too large: refused in the browser before any request.
  let chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Photos Choose files' }).click();
  await (
    await chooser
  ).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByText('File size must be less than 5MB')).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Photos Choose files' }).click();
  await (await chooser).setFiles({ name: 'clusters.png', mimeType: 'image/png', buffer: PNG });
  const thumbnail = dialog
    .getByRole('list', { name: 'Photos: uploaded files' })
    .getByRole('img', { name: 'clusters.png' });
  expect(await naturalWidth(thumbnail)).toBeGreaterThan(0);
  await expect(dialog.getByText('File size must be less than 5MB')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row.getByText('$12.50')).toBeVisible();
  await expect(row.getByText('$9.99')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('Crunchy maple oat clusters baked in small batches…')).toBeVisible();
  expect(await naturalWidth(row.getByRole('img', { name: `${name} photo` }))).toBeGreaterThan(0);

  // Editing keeps the photo; deleting asks first.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('img', { name: 'clusters.png' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('13');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('$13.00')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Oat Crunch Granola', exact: true })).toBeVisible();
});

test('the demo brand user sees only Acme Beauty and its products', async ({ page }) => {
  await signInAs(page, DEMO.brand);
  // Their workspace has no list of brands: their own brand is their brand profile, its details edited from there.
  await expect(page.getByRole('link', { name: 'Brands' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Brand profile' }).click();
  await expect(page.getByText(/What Acme Beauty tells creators/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit brand details' }).click();
  const details = page.getByRole('dialog', { name: 'Edit Brand Information' });
  await expect(details.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Beauty');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Brand' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText('Products of Acme Beauty.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Glow Serum', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hydra Night Cream', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Oat Crunch Granola', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Trail Shell Jacket', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveCount(0);
});

for (const width of [375, 1440]) {
  test(`the back office fits ${width} px (screenshots attached)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await signInAs(page, DEMO.admin);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const shot = async (name: string, { fullPage = true } = {}) => {
      const path = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path, fullPage, animations: 'disabled' });
      await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    };

    await expect(page.getByRole('region', { name: 'Key figures' }).getByText(/%$/)).toBeVisible();
    expect(await fits()).toBe(true);
    await shot('overview');

    await page.goto('/admin/brands');
    await expect(page.getByText('Acme Beauty', { exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
    await shot('brands');
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByRole('dialog', { name: 'Add Brand' }).getByRole('button', { name: 'Add Brand' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await shot('brands-add-modal', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Acme Beauty' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Brand Information' })).toBeVisible();
    await shot('brands-edit-modal', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/admin/products');
    // The page opens on the first brand by name, which other tests' brands may precede.
    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Acme Beauty' });
    await expect(page.getByText('Glow Serum', { exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
    await shot('products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
    await shot('products-add-modal', { fullPage: false });
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Photos Choose files' }).click();
    await (await chooser).setFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'swatch.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Packaging files Choose files' }).scrollIntoViewIfNeeded();
    expect(await fits()).toBe(true);
    await shot('products-add-modal-media', { fullPage: false });
  });
}
