import { expect, test } from '@playwright/test';

test('on a phone the sidebar hides behind a menu button that opens it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('brand@demo.reelbridge.test');
  await page.getByLabel('Password').fill('Demo-pass-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const brandsLink = page.getByRole('link', { name: 'Brands' });
  await expect(brandsLink).toBeHidden();
  await page.getByRole('button', { name: /menu|navigation/i }).click();
  await expect(brandsLink).toBeVisible();
  await brandsLink.click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  // A brand user sees only their own brand.
  await expect(page.getByRole('cell', { name: 'Acme Beauty', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Northwear', exact: true })).toHaveCount(0);
});
