import { DEMO, expect, signIn, test } from './support';

const EXPECTED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

test('the app is served with the CSP and the security headers, on deep links too', async ({ request }) => {
  for (const path of ['/login', '/admin/creators', '/creator/dashboard']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers).toMatchObject(EXPECTED_HEADERS);
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});

test('signing in and using the admin and creator areas breaks no CSP rule', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation') || /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });

  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  for (const [path, heading] of [
    ['/admin/brands', 'Brands'],
    ['/admin/creators', 'Creators'],
    ['/admin/products', 'Products'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.creator);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('/creator/payment-info');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
