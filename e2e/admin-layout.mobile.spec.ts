import { DEMO, expect, signIn, test } from './support';

test('on a phone the sidebar hides behind a menu button that opens it', async ({ page }) => {
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/admin$/);

  const brandsLink = page.getByRole('link', { name: 'Brands' });
  await expect(brandsLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(brandsLink).toBeInViewport();
  await brandsLink.click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  // A brand user sees only their own brand (on a phone the list is stacked, not a table).
  await expect(page.getByText('Acme Beauty', { exact: true })).toBeVisible();
  await expect(page.getByText('Northwear', { exact: true })).toHaveCount(0);
});
