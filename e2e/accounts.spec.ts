import {
  ConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@reelbridge/shared/schemas/account';
import {
  apiSessionOf,
  DEMO,
  expect,
  expectNoSeriousViolations,
  fillSignIn,
  idTokenOf,
  searchList,
  signIn,
  test,
} from './support';

/**
 * Everyone's own account (docs/accounts.md) in the browser: the account screen of a creator and of a brand user, the
 * e-mail change with its mailed code, the admin's e-mail edit reaching the creator's sign-in, the password change and
 * signing out of every device. Each test makes accounts of its own, so the demo accounts stay as other tests expect.
 */

const PASSWORD = 'Account-pass-2026!';

// Each test signs accounts up and in several times over.
test.describe.configure({ timeout: 120_000 });

interface LocalMail {
  to: string;
  subject: string;
  code?: string;
}

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@accounts.test`;
}

async function codeMails(request: APIRequestContext, to: string): Promise<LocalMail[]> {
  const response = await request.get('/_local/mail');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LocalMail[]).filter((mail) => mail.to === to.toLowerCase() && mail.code);
}

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

/** A sign-up as the SPA makes it (Cognito SignUp with the creator id or an invitation), confirmed with its code. */
async function signUp(request: APIRequestContext, email: string, name: string, metadata: Record<string, string>) {
  const config = (await (await request.get('/config.json')).json()) as {
    cognitoEndpoint: string;
    userPoolClientId: string;
  };
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: config.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await cognito.send(
    new SignUpCommand({
      ClientId: config.userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'name', Value: name }],
      ClientMetadata: metadata,
    }),
  );
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: config.userPoolClientId,
      Username: email,
      ConfirmationCode: await nextCode(request, email),
    }),
  );
}

/** A creator record made by the admin, and the creator's own account. */
async function newCreator(browser: Browser, request: APIRequestContext, baseURL: string, first: string, last: string) {
  const email = unique(first.toLowerCase());
  const admin = await apiSessionOf(browser, DEMO.admin, baseURL);
  const creator = await admin.call<{ id: string }>('POST', '/creators', { firstName: first, lastName: last, email });
  await admin.close();
  await signUp(request, email, `${first} ${last}`, { signUpType: 'creator', creatorId: creator.id });
  return { email, id: creator.id };
}

/** A company registered on the public route, and its owner's account (the owner invitation it answers). */
async function newBrandOwner(request: APIRequestContext) {
  const company = await request.post('/api/brands', {
    data: {
      name: `Acct ${Date.now().toString(36)}`,
      email: unique('company'),
      phone: '(555) 123-4567',
      industry: 'home',
    },
  });
  expect(company.ok()).toBe(true);
  const { ownerInvitation } = (await company.json()) as { ownerInvitation: string };
  const email = unique('owner');
  await signUp(request, email, 'Olive Owner', { signUpType: 'invitation', invitation: ownerInvitation });
  return { email };
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account menu, signed in as/ }).click();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
}

test('a creator changes their name and phone and sees them on the dashboard and in the admin list', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { email } = await newCreator(browser, request, baseURL!, 'Tess', 'Before');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Before!' })).toBeVisible();
  await openAccount(page);
  await expect(page).toHaveURL(/\/creator\/account$/);

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Phone' }).fill('not a phone');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Invalid phone number')).toBeVisible();
  await details.getByRole('textbox', { name: 'Full name' }).fill('Tess After');
  await details.getByRole('textbox', { name: 'Phone' }).fill('(646) 555-0147');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.profileSaved)).toBeVisible();
  // The user menu reads the new token at once.
  await expect(page.getByRole('button', { name: 'Account menu, signed in as Tess After' })).toBeVisible();

  await page.getByRole('link', { name: 'Reelbridge creator home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Tess After!' })).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/creators');
  await searchList(admin, 'Search creators', email);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Tess After', exact: true }) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Edit Tess After' }).click();
  await expect(
    admin.getByRole('dialog', { name: 'Edit Creator' }).getByRole('textbox', { name: 'Phone number' }),
  ).toHaveValue('+16465550147');
  await admin.close();
});

test('a brand user changes their e-mail with the mailed code and signs in with it', async ({
  page,
  request,
  consoleWatch,
}) => {
  // Expected in the console: the taken address, the old address's sign-in and the wrong code are refused.
  consoleWatch.expect(/status of 400 \(Bad Request\)/, /status of 409 \(Conflict\)/);
  const { email } = await newBrandOwner(request);
  const next = unique('owner-moved');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await openAccount(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('combobox', { name: 'Industry' })).toBeVisible();

  const change = page.getByRole('form', { name: 'Change your e-mail address' });
  await change.getByRole('textbox', { name: 'New e-mail address' }).fill(DEMO.creator);
  await change.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(change.getByText(ACCOUNT_MESSAGES.emailTaken)).toBeVisible();

  await change.getByRole('textbox', { name: 'New e-mail address' }).fill(next);
  await change.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.emailPending(next))).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-accounts-shots/brand-pending-1440.png', fullPage: true });

  // Until the code is entered, the old address signs in and the new one does not.
  const other = await page.context().browser()!.newPage();
  await signIn(other, next, PASSWORD);
  await expect(other.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/admin$/);
  await other.close();

  const confirm = page.getByRole('form', { name: 'Confirm your new e-mail address' });
  await confirm.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await confirm.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(confirm.getByText('Invalid verification code')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Verification code' }).fill(await nextCode(request, next));
  await confirm.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.emailChanged)).toBeVisible();
  await expect(page.getByText(`Current address: ${next}`)).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(page, next, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
});

test("the admin edits a creator's e-mail and the creator signs in with it", async ({
  page,
  browser,
  request,
  baseURL,
  consoleWatch,
}) => {
  // Expected in the console: Cognito refuses the old address's sign-in.
  consoleWatch.expect(/status of 400 \(Bad Request\)/);
  const { email } = await newCreator(browser, request, baseURL!, 'Edda', 'Edited');
  const next = unique('edda-new');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/creators');
  await searchList(page, 'Search creators', email);
  await page.getByRole('button', { name: 'Edit Edda Edited' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Creator' });
  await edit.getByRole('textbox', { name: 'Email' }).fill(next);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  const creator = await browser.newPage();
  await signIn(creator, email, PASSWORD);
  await expect(creator.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(creator, next, PASSWORD);
  await expect(creator).toHaveURL(/\/creator\/dashboard$/);
  await expect(creator.getByText(`Signed in as ${next}`)).toBeVisible();
  // Told at both addresses.
  const notices = ((await (await request.get('/_local/mail')).json()) as LocalMail[]).filter(
    (mail) => mail.subject === 'Your Reelbridge sign-in e-mail was changed',
  );
  expect(notices.map((mail) => mail.to)).toEqual(expect.arrayContaining([email, next]));
  await creator.close();
});

test('password change, then sign-out of all devices ends the other sessions', async ({
  page,
  browser,
  request,
  baseURL,
  consoleWatch,
}) => {
  // Expected in the console: the wrong current password, the other device's refused session and the old password.
  consoleWatch.expect(/status of 400 \(Bad Request\)/, /status of 401 \(Unauthorized\)/);
  const { email } = await newCreator(browser, request, baseURL!, 'Pia', 'Password');
  const second = await browser.newPage();
  await signIn(second, email, PASSWORD);
  await expect(second).toHaveURL(/\/creator\/dashboard$/);
  const secondToken = await idTokenOf(second);

  await signIn(page, email, PASSWORD);
  await openAccount(page);
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel(/^Current password/).fill('wrong-password');
  await form.getByLabel(/^New password/).fill('short');
  await form.getByLabel(/^Confirm new password/).fill('other');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel(/^New password/).fill('Brand-new-pass-1');
  await form.getByLabel(/^Confirm new password/).fill('Brand-new-pass-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
  await form.getByLabel(/^Current password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other browser's session is refused by the API, then sent to sign in.
  const refused = await second.request.get('/api/me/account', { headers: { authorization: `Bearer ${secondToken}` } });
  expect(refused.status()).toBe(401);
  await second.goto('/creator/dashboard');
  await expect(second).toHaveURL(/\/login/);
  await second.close();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(page, email, 'Brand-new-pass-1');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
});

for (const [label, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1440', { width: 1440, height: 900 }],
] as const) {
  test(`the account screen is accessible at ${label} px (axe), with the bell's e-mail settings leading to it`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const { email } = await newCreator(browser, request, baseURL!, 'Axel', 'Axe');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await openAccount(page);
    await expect(page.getByRole('region', { name: 'E-mail notifications' })).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoSeriousViolations(page, `account screen at ${label} px`);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Payment details' })).toBeVisible();
    await expectNoSeriousViolations(page, `user menu at ${label} px`);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Reelbridge creator home' }).click();
    await page.getByRole('button', { name: /^Notifications, / }).click();
    await page.getByRole('button', { name: 'E-mail settings' }).click();
    await expect(page).toHaveURL(/\/creator\/account#notifications$/);
    await expect(page.getByRole('region', { name: 'E-mail notifications' })).toBeInViewport();
    await page.screenshot({ path: `/tmp/pw-accounts-shots/account-${label}.png`, fullPage: true });

    // The admin layout's user menu (in the header below lg, under the logo above it) and /admin/settings.
    // axe needs a page of a context of its own.
    const adminContext = await browser.newContext({ viewport, baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole('button', { name: 'Account menu, signed in as Alex Admin' }).click();
    const menu = admin.getByRole('navigation', { name: 'Your account' });
    await expect(menu.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payment details' })).toHaveCount(0);
    await expectNoSeriousViolations(admin, `admin user menu at ${label} px`);
    await admin.screenshot({ path: `/tmp/pw-accounts-shots/admin-menu-${label}.png` });
    await menu.getByRole('link', { name: 'Account settings' }).click();
    await expect(admin).toHaveURL(/\/admin\/settings$/);
    await expect(admin.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Industry' })).toHaveCount(0);
    await expectNoSeriousViolations(admin, `admin account screen at ${label} px`);
    await adminContext.close();
  });
}
