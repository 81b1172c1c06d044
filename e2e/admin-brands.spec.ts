import { DEMO, expect, fillSignIn, signIn, test } from './support';

test('the demo admin signs in and sees the demo brands from the local table', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  for (const name of ['Acme Beauty', 'Green Pantry', 'Northwear', 'Voltage Home']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  await page.getByRole('searchbox', { name: 'Search brands' }).fill('nor');
  await expect(page.getByRole('cell', { name: 'Northwear', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Beauty', exact: true })).toHaveCount(0);
});

test('a wrong password shows the spec message and stays on /login', async ({ page, consoleWatch }) => {
  // Expected in the console: Cognito refuses the wrong password.
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  await signIn(page, DEMO.admin, 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a creator lands on the creator dashboard and cannot enter the admin area', async ({ page }) => {
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await fillSignIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.goto('/admin/brands');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('cell', { name: 'Acme Beauty' })).toHaveCount(0);
});

test('signing out ends the session: the admin area sends the visitor to /login', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin/brands');
  await expect(page).toHaveURL(/\/login/);
});
