import { expect, test } from '@playwright/test';

const ADMIN = { email: 'admin@demo.reelbridge.test', password: 'Demo-pass-2026!' };

test('the demo admin signs in and sees the demo brands from the local table', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  for (const name of ['Acme Beauty', 'Green Pantry', 'Northwear', 'Voltage Home']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  await page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/search/i))
    .first()
    .fill('nor');
  await expect(page.getByRole('cell', { name: 'Northwear', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Beauty', exact: true })).toHaveCount(0);
});

test('a wrong password shows the spec message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a creator is sent to the creator dashboard, and a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('creator@demo.reelbridge.test');
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.goto('/admin/brands');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('cell', { name: 'Acme Beauty' })).toHaveCount(0);
});
