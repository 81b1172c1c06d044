/**
 * Lighthouse (mobile, simulated throttling) against the production build served by `vite preview`, signed in
 * through the real sign-in page in the same Chromium profile, so protected pages are measured as users see them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseTarget {
  label: string;
  path: string;
  /** Sign in as this user first (e-mail, password), or measure signed out. */
  as?: { email: string; password: string };
  /** Text that shows the page has its data. */
  ready?: string;
}

export async function lighthouseScores(
  baseUrl: string,
  targets: LighthouseTarget[],
): Promise<{ label: string; score: number; lcpMs: number; tbtMs: number }[]> {
  const port = 9400 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const results: { label: string; score: number; lcpMs: number; tbtMs: number }[] = [];
  try {
    let signedInAs: string | undefined;
    for (const target of targets) {
      const page = await context.newPage();
      if (target.as && signedInAs !== target.as.email) {
        await page.goto(`${baseUrl}/logout`);
        await page.goto(`${baseUrl}/login`);
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill(target.as.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(target.as.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        signedInAs = target.as.email;
      }
      // Warm the page once (as a returning user would have it cached), then measure.
      await page.goto(`${baseUrl}${target.path}`);
      if (target.ready) await page.getByText(target.ready).first().waitFor({ timeout: 30_000 });
      await page.close();
      const run = await lighthouse(`${baseUrl}${target.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = run!.lhr;
      results.push({
        label: target.label,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
        tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
      });
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
