import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO = {
  admin: 'admin@demo.reelbridge.test',
  brand: 'brand@demo.reelbridge.test',
  creator: 'creator@demo.reelbridge.test',
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, email, password);
}
