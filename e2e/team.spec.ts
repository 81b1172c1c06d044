import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TEAM_MESSAGES } from '@reelbridge/shared';
import { DEMO, expect, expectNoSeriousViolations, fillSignIn, idTokenOf, signIn, test } from './support';

/**
 * Brand teams in the browser (docs/brand-teams.md): the demo brand user owns Acme Beauty. The owner invites a colleague
 * who joins through the e-mailed link; a stranger's sign-up waits until the owner accepts it; the owner removes them
 * and their next request is refused.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Team-pass-2026!';

interface LocalMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<LocalMail[]> {
  const response = await request.get('/_local/mail');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LocalMail[]).filter((mail) => mail.to === to.toLowerCase());
}

async function newest(request: APIRequestContext, to: string, match: (mail: LocalMail) => boolean): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).filter(match).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@acmebeauty.test`;
}

async function fillPerson(page: Page, person: { name: string; email?: string }) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(person.name);
  if (person.email) await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 310 555 0100');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
}

async function verify(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const mail = await newest(page.request, email, (candidate) => Boolean(candidate.code));
  await page.getByRole('textbox', { name: 'Verification code' }).fill(mail.code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function apiStatus(page: Page, path: string): Promise<number> {
  const token = await idTokenOf(page);
  return (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status();
}

test('the owner invites a colleague, accepts a stranger, then removes them', async ({ page, browser, baseURL }) => {
  // The owner opens the Team page from the navigation.
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members).toContainText('Bea Brand');
  await expect(members).toContainText('Owner');
  await expectNoSeriousViolations(page, 'team');

  // 1. An invitation by e-mail: the colleague joins through the link, straight into the brand.
  const colleagueEmail = uniqueEmail('colleague');
  const inviteForm = page.getByRole('form', { name: 'Invite a colleague' });
  await inviteForm.getByRole('textbox', { name: 'E-mail address' }).fill(colleagueEmail);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(colleagueEmail);

  const invitation = await newest(page.request, colleagueEmail, (mail) => mail.subject.includes('invited'));
  expect(invitation.subject).toBe('You are invited to join Acme Beauty on Reelbridge');
  const link = new URL(/https?:\/\/\S+/.exec(invitation.text)![0]);
  const colleague = await newPage(browser, baseURL!);
  await colleague.goto(`${link.pathname}${link.search}`);
  await expect(colleague.getByRole('heading', { name: 'Join Acme Beauty' })).toBeVisible();
  await expect(colleague.getByRole('textbox', { name: 'Email' })).toHaveValue(colleagueEmail);
  await expectNoSeriousViolations(colleague, 'invitation sign-up');
  await fillPerson(colleague, { name: 'Cole League' });
  await colleague.getByRole('button', { name: 'Create account' }).click();
  await verify(colleague, colleagueEmail);
  await fillSignIn(colleague, colleagueEmail, PASSWORD);
  await expect(colleague).toHaveURL(/\/admin$/);
  expect(await apiStatus(colleague, '/brands')).toBe(200);

  // 2. A stranger picks the company: a join request that waits.
  const strangerEmail = uniqueEmail('stranger');
  const stranger = await newPage(browser, baseURL!);
  await stranger.goto('/employee/signup');
  await stranger.getByRole('searchbox', { name: 'Company' }).fill('acme');
  await stranger.getByRole('list', { name: 'Matching companies' }).getByRole('button', { name: 'Acme Beauty' }).click();
  await fillPerson(stranger, { name: 'Stan Ranger', email: strangerEmail });
  await stranger.getByRole('button', { name: 'Ask to join' }).click();
  await verify(stranger, strangerEmail);
  await expect(stranger.getByText(TEAM_MESSAGES.requestSent('Acme Beauty'))).toBeVisible();
  await fillSignIn(stranger, strangerEmail, PASSWORD);
  await expect(stranger).toHaveURL(/\/join-request$/);
  await expect(stranger.getByText(TEAM_MESSAGES.waiting)).toBeVisible();
  await expectNoSeriousViolations(stranger, 'join request waiting');
  expect(await apiStatus(stranger, '/brands')).toBe(403);

  // The owner accepts it; the stranger's next check opens the workspace.
  await page.reload();
  const requests = page.getByRole('region', { name: 'Join requests' });
  await expect(requests).toContainText(strangerEmail);
  await requests.getByRole('button', { name: `Accept ${strangerEmail}` }).click();
  await expect(members).toContainText(strangerEmail);
  await stranger.getByRole('button', { name: 'Check again' }).click();
  await expect(stranger).toHaveURL(/\/admin$/);
  expect(await apiStatus(stranger, '/brands')).toBe(200);
  // Their session is kept to try it after the removal, and their page closed: its own requests (the home still
  // loading under load, the bell's poll) would otherwise race the removal and log refusals at random moments.
  const strangerToken = await idTokenOf(stranger);
  await stranger.close();

  // 3. The owner removes them: their very next request is refused.
  await members.getByRole('button', { name: `Remove ${strangerEmail}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(members).not.toContainText(strangerEmail);
  const afterRemoval = await page.request.get('/api/brands', { headers: { authorization: `Bearer ${strangerToken}` } });
  expect(afterRemoval.status()).toBe(403);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`${DEMO.brand} removed ${strangerEmail}`);
});
