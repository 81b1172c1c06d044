import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@reelbridge/shared';
import { DEMO, idTokenOf, signIn } from './support';

/**
 * Issue 18, 'What a picky new user notices': the rough spots a demanding new user found, each checked in the browser,
 * with no console error or warning in normal use (a test that expects one says which).
 */

/**
 * Amplify warns, locally only, that the Cognito endpoint is a custom one (the local stand-in's address; the deployed
 * app uses Cognito's own): the one line of the local stack's that is not the app's.
 */
const LOCAL_ENDPOINT_WARNING = /You are using a custom Amazon .*Cognito User Pool endpoint/;

/** Every console error and warning, and every uncaught error, of the page from now on. */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (LOCAL_ENDPOINT_WARNING.test(message.text())) return;
    seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test('(3) an unknown address inside the admin area shows a not-found page inside the layout', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(MESSAGES.unexpectedError)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Overview' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(console).toEqual([]);
});

test('(4) a creator signs in and opens their payment page without a console error or warning', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto('/creator/payment-info');
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await page.goto('/creator/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  // Let the dashboard's requests settle (a cancelled one used to be logged as 'Failed to load campaigns').
  await page.waitForLoadState('networkidle');
  expect(console).toEqual([]);
});

test('(5) an onboarding link with a company id that names no company says so at once', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/brandonboarding?companyId=co_bogusbogusbo');
  await expect(page.getByText(MESSAGES.invalidOnboardingLink)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brand Information' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register your company' })).toBeVisible();
  // The look-up's 404 is the one console line this test expects.
  expect(console.filter((line) => !/status of 404/.test(line))).toEqual([]);
});

test('(8) search finds a creator by a word inside the name, the handle or the e-mail domain', async ({ page }) => {
  const tag = Date.now().toString(36);
  const lastName = `Quill${tag}`;
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const created = await page.request.post('/api/creators', {
    headers: { authorization: `Bearer ${await idTokenOf(page)}` },
    data: {
      firstName: 'Maya',
      lastName,
      email: `maya.${tag}@studio${tag}.test`,
      phoneNumber: '(415) 555-0100',
      tiktokUrl: `tiktok.com/@quilltok${tag}`,
    },
  });
  expect(created.status()).toBe(201);

  await page.getByRole('link', { name: 'Creators' }).click();
  const search = page.getByRole('searchbox', { name: 'Search creators' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name, handle or e-mail');
  const rows = page.getByRole('row');
  const only = async (typed: string, name: string) => {
    await search.fill(typed);
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(rows).toHaveCount(2); // the header and the one creator
  };
  // A word inside the name (the demo creator Maya Rivera too), in any case.
  await search.fill('rivera');
  await expect(rows.filter({ hasText: 'Maya Rivera' })).toHaveCount(1);
  await only(lastName.toUpperCase(), `Maya ${lastName}`);
  // The TikTok handle, typed with its @; the beginning of the e-mail's domain.
  await only(`@quilltok${tag}`, `Maya ${lastName}`);
  await only(`studio${tag}`, `Maya ${lastName}`);
  await search.fill(`zz${tag}`);
  await expect(page.getByText('No creators match your search')).toBeVisible();
});
