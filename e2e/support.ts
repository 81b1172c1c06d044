import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/**
 * Amplify warns, locally only, that the Cognito endpoint is a custom one (the local stand-in's address; the deployed
 * app uses Cognito's own): the one console line of the local stack's that is not the app's.
 */
const LOCAL_ENDPOINT_WARNING = /You are using a custom Amazon .*Cognito User Pool endpoint/;

/** What a test says about the browser console (docs/ux-rules.md: the console stays clean in normal use). */
export interface ConsoleWatch {
  /** The errors and warnings this test provokes on purpose (a refused request's 4xx, say): matched, not failed. */
  expect: (...patterns: RegExp[]) => void;
  /** Every error and warning seen so far, from every page of every context of the test. */
  seen: () => string[];
}

/**
 * Every spec's `test`: the built-in fixtures, and a console watch on every page the test opens (its own context and
 * any it makes with `browser.newContext`/`newPage`). A console error or warning, or an uncaught page error, fails
 * the test unless the test declared it with `consoleWatch.expect(…)`.
 */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const expected: RegExp[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          if (LOCAL_ENDPOINT_WARNING.test(message.text())) return;
          // A failed request's line names the page; its location names the request (the API, Cognito…).
          const source = message.location().url;
          seen.push(`${message.type()}: ${message.text()} (${source && source !== page.url() ? source : page.url()})`);
        });
        page.on('pageerror', (error) => seen.push(`pageerror: ${error.message} (${page.url()})`));
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
        return watched;
      };
      watchContext(context);
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => watchContext(await newContext.apply(browser, args));
      browser.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        watchPage(page);
        return page;
      };
      try {
        await use({ expect: (...patterns) => expected.push(...patterns), seen: () => [...seen] });
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      const unexpected = seen.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and warnings this test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

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

/**
 * Types into a list page's search box and waits until the list shows what the search found, as its status region
 * says to screen readers: a click on a row before then can land on the unfiltered rows just as they are replaced.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: ` “${text}”` })).toHaveText(/ match(es)? “/);
}

/** Amplify keeps the ID token in localStorage; the API takes it as a bearer token. */
export async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) {
        return localStorage.getItem(key) ?? '';
      }
    }
    return '';
  });
}

export interface ApiSession {
  call: <T>(method: string, path: string, data?: unknown) => Promise<T>;
  close: () => Promise<void>;
}

/** A user signed in in a browser context of their own, calling the API with their ID token. */
export async function apiSessionOf(browser: Browser, email: string, baseURL: string): Promise<ApiSession> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await idTokenOf(page);
  expect(token).not.toBe('');
  return {
    call: async <T>(method: string, path: string, data?: unknown) => {
      const response = await page.request.fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return (response.status() === 204 ? undefined : await response.json()) as T;
    },
    close: () => context.close(),
  };
}

/** A UGC project of the demo brand (Acme Beauty) with the demo creator on it, and a campaign likewise. */
export async function seedCreatorWork(admin: ApiSession, name: string) {
  const brands = await admin.call<{ items: { id: string; name: string }[] }>('GET', '/brands?limit=100');
  const brand = brands.items.find((item) => item.name === 'Acme Beauty');
  expect(brand).toBeTruthy();
  const creator = await admin.call<{ id: string }>('GET', `/creators/email/${encodeURIComponent(DEMO.creator)}`);
  const project = await admin.call<{ id: string }>('POST', '/ugc-projects', {
    name,
    brandId: brand!.id,
    creators: [{ creatorId: creator.id, videoCount: 2, costPerVideo: 150, instructions: 'Show the dropper.' }],
  });
  const campaign = await admin.call<{ id: string }>('POST', '/campaigns', {
    name: `${name} campaign`,
    budget: 1000,
    type: 'awareness',
    brandId: brand!.id,
    creators: [{ creatorId: creator.id, type: 'UGC' }],
    brief: { targetAudience: 'Women 25-34', keyMessages: 'Glow in two weeks' },
  });
  return { brandId: brand!.id, creatorId: creator.id, projectId: project.id, campaignId: campaign.id };
}

/** The demo creator's payment details as the API takes them (test numbers; account as given). */
export function demoPaymentBody(accountNumber = '000123454321') {
  return {
    legalFirstName: 'Maya',
    legalLastName: 'Rivera',
    email: DEMO.creator,
    phoneNumber: '+1 323 555 0123',
    taxIdType: 'SSN',
    taxIdNumber: '123456789',
    taxClassification: 'Individual',
    dateOfBirth: '1994-03-18',
    bankName: 'First Demo Bank',
    accountType: 'checking',
    routingNumber: '021000021',
    accountNumber,
    confirmAccountNumber: accountNumber,
    addressLine1: '1 Sunset Blvd',
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90001',
    country: 'US',
    achAcknowledged: true,
  };
}

/** The demo creator submits payment details (pending review, whatever they were before). */
export async function submitDemoPaymentInfo(creator: ApiSession, accountNumber?: string) {
  return creator.call<{ creatorId: string; version: number }>(
    'POST',
    '/creators/payment-info',
    demoPaymentBody(accountNumber),
  );
}

/** An admin approves the payment details at the version given (the one reviewed). */
export async function approvePaymentInfo(admin: ApiSession, creatorId: string, version: number) {
  return admin.call<{ version: number }>('POST', `/creators/${creatorId}/payment-info/approve`, { version });
}

/** axe-core (WCAG 2.1 A and AA): no serious or critical violation on what the page shows now. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
