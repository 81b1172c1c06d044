import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@reelbridge/shared';
import { DEMO, expect, signIn, test } from './support';

/**
 * The brand onboarding wizard against the fresh local stack: a company registers, its owner's account is made in
 * step 1 (the code comes from the local mailbox), two products, a photo and a video go through the presigned
 * upload, and the submission turns into the brand's products, which the admin then sees.
 */

// Registration, sign-up, the mailbox, sign-in, uploads and the submission: many round trips through the stack.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Owner-pass-2026!';

/** A 4×4 PNG, and a few bytes that look like an MP4 (the API checks the type, the ending and the size). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGPwyfsKRwzEcQCyIhrxkO6TlgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypmp42', 'ascii'), Buffer.alloc(12)]);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The newest verification code the local stack mailed to this address. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/_local/mail');
      const mails = (await response.json()) as { to: string; code?: string }[];
      code = mails.filter((mail) => mail.to === to.toLowerCase() && mail.code).at(-1)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function registerCompany(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/company/signup');
  await page.getByRole('textbox', { name: 'Company name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 415 555 0100');
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Food' });
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page).toHaveURL(/\/registration-success\?companyId=co_\w+$/);
  return new URL(page.url()).searchParams.get('companyId')!;
}

async function upload(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `${field} Choose files` }).click();
  await (await chooser).setFiles(file);
  const row = page
    .getByRole('list', { name: `${field}: files` })
    .getByRole('listitem')
    .filter({ hasText: file.name });
  await expect(row.getByText('Uploaded')).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** axe-core (WCAG 2.1 A and AA): no serious or critical violation on the step as it stands. */
async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(serious, `${screen}: ${JSON.stringify(serious)}`).toEqual([]);
}

test('a new brand registers, creates its account in step 1, completes all six steps and its products reach the back office', async ({
  page,
}) => {
  const brandName = `Bolt Foods ${unique()}`;
  const email = `owner-${unique()}@boltfoods.test`;
  const companyId = await registerCompany(page, brandName, email);

  // Registration success leads to the wizard, with what was just registered filled in.
  await page.getByRole('link', { name: 'Start brand onboarding' }).click();
  await expect(page).toHaveURL(`/brandonboarding?companyId=${companyId}`);
  await expect(heading(page, 'Brand Information')).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Onboarding progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(6);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Brand Information');
  await expect(page.getByRole('textbox', { name: 'Brand name' })).toHaveValue(brandName);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('food');
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);

  // Each step is checked before Next.
  await page.getByRole('textbox', { name: 'Brand name' }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.brandNameRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
  await expectAccessible(page, 'step 1 with errors');
  await page.getByRole('textbox', { name: 'Brand name' }).fill(brandName);
  await page.getByRole('textbox', { name: 'Instagram' }).fill('@Bolt Foods');
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('boltfoods');
  await page.getByRole('textbox', { name: 'Website' }).fill('boltfoods.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);

  // A reload before the account exists keeps what was typed, never the password.
  await page.reload();
  await expect(heading(page, 'Brand Information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('boltfoods.test');
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('boltfoods');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Something-else-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  // The owner's account: the e-mailed code, then signed in and on to step 2.
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await expectAccessible(page, 'verification');
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(page.request, email));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(heading(page, 'Product Details')).toBeVisible();
  await expect(progress.locator('[data-status="completed"]')).toContainText('Brand Information');

  // Step 2: the product's messages, then two products.
  await page.getByRole('button', { name: 'Next' }).click();
  const first = page.getByRole('region', { name: 'Product 1' });
  await expect(first.getByText('Product name is required')).toBeVisible();
  await expect(first.getByText('Product description is required')).toBeVisible();
  await expect(first.getByText('Price is required')).toBeVisible();
  await expectAccessible(page, 'step 2 with errors');
  await first.getByRole('textbox', { name: 'Product name' }).fill('Maple Clusters');
  await first.getByRole('textbox', { name: 'Description' }).fill('Crunchy maple oat clusters for breakfast bowls.');
  await first.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
  await first.getByRole('textbox', { name: 'Benefits' }).fill('High fibre\nNo refined sugar');

  await page.getByRole('button', { name: 'Add product' }).click();
  const second = page.getByRole('region', { name: 'Product 2' });
  await second.getByRole('textbox', { name: 'Product name' }).fill('Cocoa Bites');
  await second.getByRole('textbox', { name: 'Description' }).fill('Dark cocoa oat bites.');
  await second.getByRole('textbox', { name: 'Price', exact: true }).fill('9');
  await second.getByRole('textbox', { name: 'Sale price' }).fill('7.5');
  // Adding opened the new product and closed the first; it can be opened again.
  const firstToggle = first.getByRole('button', { name: /^Product 1/ });
  await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
  await firstToggle.click();
  await expect(first.getByRole('textbox', { name: 'Product name' })).toHaveValue('Maple Clusters');

  // A reload mid-wizard (signed in now) resumes at the same step with both products.
  await page.reload();
  await expect(heading(page, 'Product Details')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Product 1' }).getByRole('textbox', { name: 'Product name' }),
  ).toHaveValue('Maple Clusters');
  await page
    .getByRole('region', { name: 'Product 2' })
    .getByRole('button', { name: /^Product 2/ })
    .click();
  await expect(
    page.getByRole('region', { name: 'Product 2' }).getByRole('textbox', { name: 'Sale price' }),
  ).toHaveValue('$7.5');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a photo and a video through the presigned flow; a wrong type is refused in the browser.
  await expect(heading(page, 'Visual Assets')).toBeVisible();
  await upload(page, 'Product photos', { name: 'clusters.png', mimeType: 'image/png', buffer: PNG });
  await upload(page, 'Brand videos', { name: 'launch.mp4', mimeType: 'video/mp4', buffer: MP4 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Packaging files Choose files' }).click();
  await (await chooser).setFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not allowed' })).toBeVisible();
  await expectAccessible(page, 'step 3 with uploads');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: colours and typography.
  await expect(heading(page, 'Brand Voice & Guidelines')).toBeVisible();
  await page.getByRole('textbox', { name: 'Primary colour' }).fill('#1A2B3C');
  await page.getByRole('textbox', { name: 'Tone of voice' }).fill('Warm and upbeat');
  await page.getByRole('textbox', { name: 'Primary font' }).fill('Poppins');
  await expectAccessible(page, 'step 4');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Strategy')).toBeVisible();
  await page.getByRole('textbox', { name: 'Positioning' }).fill('The breakfast treat that is actually good for you');
  await expectAccessible(page, 'step 5');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Creator Setup')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Contact email' }).fill('creators@boltfoods.test');
  await expectAccessible(page, 'step 6');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page, 'Strategy')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Positioning' })).toHaveValue(
    'The breakfast treat that is actually good for you',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/onboarding-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // The owner is signed in as a user of the brand: the dashboard is the back office, with the new products.
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText(`Products of ${brandName}.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Maple Clusters', exact: true })).toBeVisible();

  // The admin finds them under that brand, with the photo; the brand shows as completed.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: brandName });
  const maple = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Maple Clusters', exact: true }) });
  await expect(maple.getByText('$12.50')).toBeVisible();
  await expect(maple.getByRole('img', { name: 'Maple Clusters photo' })).toBeVisible();
  const cocoa = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Cocoa Bites', exact: true }) });
  await expect(cocoa.getByText('$9.00')).toBeVisible();
  await expect(cocoa.getByText('$7.50')).toBeVisible();

  await page.getByRole('link', { name: 'Brands' }).click();
  await page.getByRole('searchbox', { name: 'Search brands' }).fill(brandName);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: brandName, exact: true }) });
  await expect(row.getByText('Completed')).toBeVisible();
});

test("without companyId the wizard says 'No company ID provided'", async ({ page }) => {
  await page.goto('/brandonboarding');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.noCompanyId);
  await expect(page.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/company/signup');
});

test("a user of another brand is not let into this company's wizard", async ({ page, consoleWatch }) => {
  // Expected in the console: the API refuses another brand's user.
  consoleWatch.expect(/status of 403 \(Forbidden\)/);
  const companyId = await registerCompany(page, `Other Co ${unique()}`, `hello-${unique()}@other.test`);
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/brandonboarding?companyId=${companyId}`);
  await expect(page.getByRole('alert')).toContainText(
    `You are signed in as ${DEMO.brand}, an account that does not belong to this company.`,
  );
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(heading(page, 'Brand Information')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
});
