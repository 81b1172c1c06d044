import { DEMO, expect, signIn, test } from './support';

test('on a phone the sidebar hides behind a menu button that opens it', async ({ page }) => {
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/admin$/);

  // A brand user's workspace (docs/brand-profile.md): their own brand is their brand profile.
  const profileLink = page.getByRole('link', { name: 'Brand profile' });
  await expect(profileLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(profileLink).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Brands' })).toHaveCount(0);
  await profileLink.click();
  await expect(page).toHaveURL(/\/admin\/brand-profile$/);
  await expect(page.getByText(/What Acme Beauty tells creators/)).toBeVisible();
  // The navigation closes once an entry is chosen.
  await expect(profileLink).not.toBeInViewport();
});
