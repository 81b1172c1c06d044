import type { AccountView } from '@reelbridge/shared/api/types';
import { ACCOUNT_MESSAGES } from '@reelbridge/shared/schemas/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, refreshCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { changeOwnPassword, requestEmailChange, updateOwnAttributes } from '@/lib/identity';
import { applyTestConfig, enterText, renderRoutes } from '@/testing/test-utils';
import { AccountSettings } from './account-settings';

vi.mock('@/lib/auth', () => ({
  SignInStepError: class SignInStepError extends Error {},
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(),
  refreshCurrentUser: vi.fn(),
}));
vi.mock('@/lib/identity', () => ({
  updateOwnAttributes: vi.fn(async () => undefined),
  requestEmailChange: vi.fn(async () => undefined),
  confirmEmailChange: vi.fn(async () => undefined),
  resendEmailChangeCode: vi.fn(async () => undefined),
  changeOwnPassword: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`);

const CREATOR = { sub: 'u1', email: 'maya@x.test', name: 'Maya Rivera', group: 'creator', creatorId: 'cr_1' } as const;
const ACCOUNT: AccountView = {
  email: 'maya@x.test',
  name: 'Maya Rivera',
  phoneNumber: '+13235550123',
  record: { kind: 'creator', inStep: true },
};

function renderScreen(account: AccountView = ACCOUNT, routes: Record<string, (init?: RequestInit) => Response> = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`;
    return routes[key]?.(init) ?? json(200, account);
  });
  renderRoutes([{ path: '/creator/account', element: <AccountSettings logoutPath="/logout" /> }], {
    initialEntries: ['/creator/account'],
  });
  return userEvent.setup({ delay: null });
}

describe('the account screen', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(fetchCurrentUser).mockResolvedValue({ ...CREATOR });
    vi.mocked(refreshCurrentUser).mockResolvedValue({ ...CREATOR, name: 'Maya Lopez' });
  });
  afterEach(() => {
    setConfig(undefined);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    vi.clearAllMocks();
  });

  it("checks the phone with the spec's message, then saves to the account and brings the record in step", async () => {
    const user = renderScreen();
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(within(details).getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Rivera');
    expect(within(details).queryByRole('combobox', { name: 'Industry' })).not.toBeInTheDocument();
    const phone = within(details).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await enterText(user, phone, 'call me');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Invalid phone number')).toBeInTheDocument();
    expect(updateOwnAttributes).not.toHaveBeenCalled();

    await user.clear(phone);
    await enterText(user, phone, '(646) 555-0147');
    const name = within(details).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await enterText(user, name, 'Maya Lopez');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(updateOwnAttributes).toHaveBeenCalledWith({ name: 'Maya Lopez', phone_number: '+16465550147', website: '' });
    expect(refreshCurrentUser).toHaveBeenCalled();
    expect(calls()).toContain('POST /api/me/account/sync');
  });

  it("offers a brand user their industry and website, and saves them to the account's attributes", async () => {
    const brandUser = { sub: 'u2', email: 'bea@x.test', name: 'Bea Brand', group: 'brand', companyId: 'co_1' } as const;
    vi.mocked(fetchCurrentUser).mockResolvedValue({ ...brandUser });
    vi.mocked(refreshCurrentUser).mockResolvedValue({ ...brandUser });
    const user = renderScreen({
      email: 'bea@x.test',
      name: 'Bea Brand',
      industry: 'beauty',
      website: 'https://acme.test',
      record: { kind: 'member', inStep: true },
    });
    const details = await screen.findByRole('form', { name: 'Your details' });
    const industry = within(details).getByRole('combobox', { name: 'Industry' });
    expect(industry).toHaveValue('beauty');
    expect(industry).not.toBeRequired();
    const website = within(details).getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('type', 'url');
    expect(website).toHaveValue('https://acme.test');
    await user.selectOptions(industry, 'Fashion');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(updateOwnAttributes).toHaveBeenCalledWith({
      name: 'Bea Brand',
      phone_number: '',
      website: 'https://acme.test',
      'custom:industry': 'fashion',
    });
  });

  it('says a change is pending and asks for the code; a refused address is explained at the field', async () => {
    const user = renderScreen(ACCOUNT, {
      'POST /api/me/account/email': () =>
        json(409, {
          error: {
            code: 'CONFLICT',
            message: ACCOUNT_MESSAGES.emailTaken,
            fields: { email: ACCOUNT_MESSAGES.emailTaken },
          },
        }),
    });
    const change = await screen.findByRole('form', { name: 'Change your e-mail address' });
    await enterText(user, within(change).getByRole('textbox', { name: 'New e-mail address' }), 'taken@x.test');
    await user.click(within(change).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(change).findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('shows a pending change with the code form', async () => {
    renderScreen({ ...ACCOUNT, pendingEmail: 'new@x.test' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailPending('new@x.test'))).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Confirm your new e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change your e-mail address' })).not.toBeInTheDocument();
  });

  it('brings a record left behind in step on opening', async () => {
    renderScreen({ ...ACCOUNT, record: { kind: 'creator', inStep: false } });
    await waitFor(() => expect(calls()).toContain('POST /api/me/account/sync'));
  });

  it(
    'changes the password with the spec messages, and says a wrong current password',
    { timeout: 15_000 },
    async () => {
      vi.mocked(changeOwnPassword).mockRejectedValueOnce(
        Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
      );
      const user = renderScreen();
      const form = await screen.findByRole('form', { name: 'Change your password' });
      await enterText(user, within(form).getByLabelText(/^New password/), 'short');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByText('Password is required')).toBeInTheDocument();
      expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(within(form).getByText('Please confirm your password')).toBeInTheDocument();

      await enterText(user, within(form).getByLabelText(/^Current password/), 'wrong-one');
      await user.clear(within(form).getByLabelText(/^New password/));
      await enterText(user, within(form).getByLabelText(/^New password/), 'long-enough-1');
      await enterText(user, within(form).getByLabelText(/^Confirm new password/), 'long-enough-1');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(changeOwnPassword).toHaveBeenLastCalledWith('wrong-one', 'long-enough-1');
    },
  );
});
