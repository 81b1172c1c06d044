import { type APIRequestContext, type Page } from '@playwright/test';
import { companyEmailTaken, MESSAGES, TEAM_MESSAGES } from '@reelbridge/shared';
import { SIGN_UP_MESSAGES } from '../functions/src/auth-triggers/service';
import { demoId } from '../infra/local/seed';
import { DEMO, expect, fillSignIn, signIn, test } from './support';

/**
 * Every sign-in, sign-up and password flow in the browser, against the fresh local stack (Cognito with the
 * PreSignUp and PostConfirmation triggers, the API, the mailbox). Codes come from the local mailbox.
 */

// Each flow makes several round trips through the local Cognito (and its triggers) and the mailbox.
test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'Fresh-pass-2026!';
const NEW_PASSWORD = 'Newer-pass-2027!';
const VERIFIED_NOTICE = 'Your account is verified. Sign in to continue.';

interface LocalMail {
  to: string;
  subject: string;
  code?: string;
}

/** Mail with a code the local stack "sent" to this address, oldest first. */
async function codeMails(request: APIRequestContext, to: string): Promise<LocalMail[]> {
  const response = await request.get('/_local/mail');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LocalMail[]).filter((mail) => mail.to === to.toLowerCase() && mail.code);
}

/** The code of the newest mail to this address once there are more than `seen` of them. */
async function nextCode(request: APIRequestContext, to: string, seen = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await codeMails(request, to);
      code = mails.length > seen ? (mails.at(-1)?.code ?? '') : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A unique address per run (the e2e stack starts afresh, but a test may run twice with --repeat-each). */
function uniqueEmail(prefix: string, domain: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;
}

async function fillPerson(page: Page, person: { name: string; email: string; phone: string; password: string }) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(person.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
}

async function verifyWithMailedCode(page: Page, email: string, notice = VERIFIED_NOTICE) {
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await nextCode(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(notice)).toBeVisible();
}

/** Employee sign-up through the company search (a join request), up to the request-sent notice on /login. */
async function signUpEmployee(page: Page, email: string, company = 'Northwear') {
  await page.goto('/employee/signup');
  await page.getByRole('searchbox', { name: 'Company' }).fill(company.slice(0, 4).toLowerCase());
  await page.getByRole('list', { name: 'Matching companies' }).getByRole('button', { name: company }).click();
  await expect(page.getByRole('group', { name: 'Company' })).toContainText(company);
  await fillPerson(page, { name: 'Riley Staff', email, phone: '+1 503 555 0100', password: PASSWORD });
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await verifyWithMailedCode(page, email, TEAM_MESSAGES.requestSent(company));
}

test('a creator signs up with their creator id, verifies the e-mail and reaches the creator dashboard', async ({
  page,
}) => {
  const email = 'jordan.lee@creators.test';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Creator sign-up' }).click();
  await expect(page).toHaveURL(/\/creatoraccount$/);

  await page.getByRole('textbox', { name: 'Creator ID' }).fill(demoId('creator', email));
  await fillPerson(page, { name: 'Jordan Lee', email, phone: '+1 512 555 0100', password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyWithMailedCode(page, email);

  // /login has the address already; the account now carries the creator group and id (PostConfirmation).
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  // (The local Cognito puts no `name` claim in the ID token, so the greeting may use the e-mail.)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});

test("a sign-up with someone else's creator id is refused with the server's message", async ({
  page,
  consoleWatch,
}) => {
  // Expected in the console: Cognito refuses the sign-up (PreSignUp).
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  await page.goto('/creatoraccount');
  await page.getByRole('textbox', { name: 'Creator ID' }).fill(demoId('creator', 'sam.okafor@creators.test'));
  await fillPerson(page, {
    name: 'Priya Shah',
    email: 'priya.shah@creators.test',
    phone: '+1 312 555 0100',
    password: PASSWORD,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_UP_MESSAGES.creatorMismatch);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/creatoraccount$/);
});

test('company registration leads to /registration-success; the same e-mail again gets the 409 message', async ({
  page,
  consoleWatch,
}) => {
  // Expected in the console: the API refuses the second registration.
  consoleWatch.expect(/status of 409 \(Conflict\)/);
  const email = uniqueEmail('hello', 'boltfoods.test');
  const register = async () => {
    await page.goto('/company/signup');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Bolt Foods');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 415 555 0100');
    await page.getByRole('textbox', { name: 'Website' }).fill('boltfoods.test');
    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Food' });
    await page.getByRole('button', { name: 'Register company' }).click();
  };

  await register();
  await expect(page).toHaveURL(/\/registration-success\?companyId=co_[a-z0-9]+$/i);
  await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Bolt Foods is now registered with Reelbridge.');
  const companyId = new URL(page.url()).searchParams.get('companyId');
  await page.getByRole('link', { name: 'Start brand onboarding' }).click();
  await expect(page).toHaveURL(`/brandonboarding?companyId=${companyId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Brand Information' })).toBeVisible();

  await register();
  await expect(page.getByRole('alert')).toHaveText(companyEmailTaken('Bolt Foods'));
  await expect(page).toHaveURL(/\/company\/signup$/);
});

test('an employee finds their company and asks to join; sign-in shows the request waiting, not the brand', async ({
  page,
}) => {
  test.slow(); // sign-up, mailbox, verification and sign-in: several round trips through the local Cognito
  const email = uniqueEmail('riley', 'northwear.test');
  await page.goto('/employee/signup');
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page.getByText(MESSAGES.selectCompany)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Company' }).fill('zzz-nothing');
  await expect(page.getByText(MESSAGES.noCompaniesFound)).toBeVisible();

  await signUpEmployee(page, email);
  await fillSignIn(page, email, PASSWORD);
  // No access until Northwear's owner or the agency accepts (docs/brand-teams.md).
  await expect(page).toHaveURL(/\/join-request$/);
  await expect(page.getByText(TEAM_MESSAGES.waiting)).toBeVisible();
  await expect(page.getByText(/Northwear's owner has been asked to accept you/)).toBeVisible();
  await page.goto('/admin/brands');
  await expect(page).toHaveURL(/\/join-request$/);
});

test('an account never confirmed gets the code step on /login, then is signed in', async ({ page, consoleWatch }) => {
  // Expected in the console: Cognito refuses the unconfirmed account's sign-in.
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  const email = uniqueEmail('casey', 'greenpantry.test');
  await page.goto('/employee/signup');
  await page.getByRole('searchbox', { name: 'Company' }).fill('gree');
  await page.getByRole('list', { name: 'Matching companies' }).getByRole('button', { name: 'Green Pantry' }).click();
  await fillPerson(page, { name: 'Casey Unverified', email, phone: '+1 212 555 0100', password: PASSWORD });
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const seen = (await codeMails(page.request, email)).length;

  // The person leaves without verifying and comes back to sign in.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Your account is not verified yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('A new verification code has been sent to your email.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await nextCode(page.request, email, seen));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/join-request$/);
});

test('forgot password: request a code, reset with the mailed code, back to /login, sign in with the new password', async ({
  page,
  consoleWatch,
}) => {
  // Expected in the console: Cognito refuses the wrong code.
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  test.slow(); // a whole sign-up first, then the reset
  const email = uniqueEmail('morgan', 'northwear.test');
  await signUpEmployee(page, email);
  const seen = (await codeMails(page.request, email)).length;

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByText(MESSAGES.resetCodeSent)).toBeVisible();

  // A wrong code first: said to be wrong (Cognito tells wrong from expired), in the red box.
  await page.getByRole('textbox', { name: 'Reset code' }).fill('000000');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset code is not correct. Check the code in the email we sent, or request a new one.',
  );

  await page.getByRole('textbox', { name: 'Reset code' }).fill(await nextCode(page.request, email, seen));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await fillSignIn(page, email, NEW_PASSWORD);
  // Signed in: the account is a join request still (docs/brand-teams.md).
  await expect(page).toHaveURL(/\/join-request$/);
});

test('after signing out, a protected page sends the visitor to /login', async ({ page }) => {
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreator%2Fdashboard$/);
  await expect(page.getByText(MESSAGES.sessionRefreshFailed)).toHaveCount(0);
});

test("a session that can no longer be refreshed ends on /login with 'Session refresh failed'", async ({
  page,
  consoleWatch,
}) => {
  // Expected in the console: Cognito refuses the dead refresh token.
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  // Make the stored tokens look expired and the refresh token worthless, as after a long absence. (From a
  // public page that reads no session, so that no request of the admin page uses the tokens meanwhile.)
  await page.goto('/onboarding-success');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('CognitoIdentityServiceProvider.')) continue;
      if (key.endsWith('.refreshToken')) localStorage.setItem(key, 'revoked-refresh-token');
      if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(24 * 60 * 60 * 1000));
    }
  });
  await page.goto('/admin/brands');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fbrands&session=expired$/);
  await expect(page.getByText(MESSAGES.sessionRefreshFailed)).toBeVisible();
  await fillSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/brands$/);
});
