import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCurrentUser,
  prefetchAuth,
  SignInStepError,
  signInWithPassword,
  signOutUser,
  type AuthUser,
} from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { confirmSignUpCode, resendSignUpCode } from '@/lib/identity';
import { renderRoutes } from '@/testing/test-utils';
import { ForgotPasswordRoute } from './forgot-password';
import { LoginRoute } from './login';

// The auth module is the boundary to aws-amplify: mock it, keep its pure routing rules.
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signInWithPassword: vi.fn(),
  fetchCurrentUser: vi.fn(),
  prefetchAuth: vi.fn(),
  signOutUser: vi.fn(),
}));
vi.mock('@/lib/identity', () => ({ confirmSignUpCode: vi.fn(), resendSignUpCode: vi.fn() }));

const signInMock = vi.mocked(signInWithPassword);
const currentUserMock = vi.mocked(fetchCurrentUser);
const signOutMock = vi.mocked(signOutUser);
const confirmMock = vi.mocked(confirmSignUpCode);
const resendMock = vi.mocked(resendSignUpCode);

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

function renderLogin(entry: string | { pathname: string; state?: unknown } = '/login') {
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/admin', element: <h1>Admin home</h1> },
      { path: '/admin/brands', element: <h1>Admin brands</h1> },
      { path: '/creator/dashboard', element: <h1>Creator home</h1> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function submit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  beforeEach(() => {
    signInMock.mockResolvedValue(undefined);
    signOutMock.mockResolvedValue(undefined);
    confirmMock.mockResolvedValue(undefined);
    resendMock.mockResolvedValue(undefined);
  });

  it('shows the fields, the forgot-password link and the Sign in button', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("carries the typed e-mail over to 'Forgot your password?'", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), 'maya@creators.test');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('maya@creators.test');
  });

  it('starts loading the auth library when the user enters the form', async () => {
    const { user } = renderLogin();
    expect(prefetchAuth).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('textbox', { name: /^Email/ }));
    expect(prefetchAuth).toHaveBeenCalled();
  });

  it("requires email and password: 'Email is required', 'Password is required'", async () => {
    const { user } = renderLogin();
    await submit(user, '', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("checks the address shape: 'Invalid email address'", async () => {
    const { user } = renderLogin();
    await submit(user, 'not-an-email', 'secret');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' and is disabled while busy", async () => {
    let finish!: () => void;
    signInMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    currentUserMock.mockResolvedValue({ sub: 'a', email: 'admin@demo.test', group: 'admin' });
    const { user } = renderLogin();
    await submit(user, 'Admin@Demo.test ', 'Demo-pass-2026!');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(signInMock).toHaveBeenCalledWith('admin@demo.test', 'Demo-pass-2026!');
    finish();
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });

  it.each<[string, AuthUser, string]>([
    [
      'a creator with a creator id',
      { sub: 'c', email: 'c@x.test', group: 'creator', creatorId: 'cr_abcdefghjkmn' },
      'Creator home',
    ],
    [
      'a brand user with a company id',
      { sub: 'b', email: 'b@x.test', group: 'brand', companyId: 'co_abcdefghjkmn' },
      'Admin home',
    ],
    ['an admin', { sub: 'a', email: 'a@x.test', group: 'admin' }, 'Admin home'],
  ])('routes %s by group', async (_label, claims, heading) => {
    currentUserMock.mockResolvedValue(claims);
    const { user, queryClient } = renderLogin();
    await submit(user, 'someone@x.test', 'Demo-pass-2026!');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(queryClient.getQueryData(['auth', 'user'])).toEqual(claims);
    expect(signOutMock).not.toHaveBeenCalled();
  });

  it('returns to the remembered admin page after sign-in', async () => {
    currentUserMock.mockResolvedValue({ sub: 'a', email: 'a@x.test', group: 'admin' });
    const { user } = renderLogin('/login?redirect=%2Fadmin%2Fbrands');
    await submit(user, 'a@x.test', 'Demo-pass-2026!');
    expect(await screen.findByRole('heading', { name: 'Admin brands' })).toBeInTheDocument();
  });

  it.each<[string, AuthUser]>([
    ['no group', { sub: 'x', email: 'x@x.test' }],
    ['a creator without a creator id', { sub: 'x', email: 'x@x.test', group: 'creator' }],
    ['a brand user without a company id', { sub: 'x', email: 'x@x.test', group: 'brand' }],
  ])('reports an incomplete account (%s) and signs out again', async (_label, claims) => {
    currentUserMock.mockResolvedValue(claims);
    const { user } = renderLogin();
    await submit(user, 'x@x.test', 'Demo-pass-2026!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account configuration incomplete. Please contact support.');
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'])(
    "shows 'Invalid email or password' in a red alert for %s",
    async (name) => {
      signInMock.mockRejectedValue(cognitoError(name, 'Incorrect username or password.'));
      const { user } = renderLogin();
      await submit(user, 'admin@x.test', 'wrong-password');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Invalid email or password');
      expect(alert.closest('.mantine-Alert-root')).toHaveStyle({
        '--alert-bg': 'var(--mantine-color-red-light)',
      });
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(currentUserMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['the CONFIRM_SIGN_UP step', () => new SignInStepError('CONFIRM_SIGN_UP')],
    ['UserNotConfirmedException', () => cognitoError('UserNotConfirmedException')],
  ])('offers the code step for an unconfirmed account (%s), then signs in', async (_label, makeError) => {
    signInMock.mockRejectedValueOnce(makeError());
    currentUserMock.mockResolvedValue({
      sub: 'c',
      email: 'new@x.test',
      group: 'creator',
      creatorId: 'cr_abcdefghjkmn',
    });
    const { user } = renderLogin();
    await submit(user, 'New@X.test', 'Demo-pass-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is not verified yet. Enter the verification code we sent to your email.',
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(resendMock).toHaveBeenCalledWith('new@x.test'));
    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Creator home' })).toBeInTheDocument();
    expect(confirmMock).toHaveBeenCalledWith('new@x.test', '123456');
    expect(signInMock).toHaveBeenCalledTimes(2);
    expect(signInMock).toHaveBeenLastCalledWith('new@x.test', 'Demo-pass-2026!');
  });

  it('goes back from the code step to the form', async () => {
    signInMock.mockRejectedValueOnce(cognitoError('UserNotConfirmedException'));
    const { user } = renderLogin();
    await submit(user, 'new@x.test', 'Demo-pass-2026!');
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the RESET_PASSWORD step', () => new SignInStepError('RESET_PASSWORD')],
    ['PasswordResetRequiredException', () => cognitoError('PasswordResetRequiredException')],
  ])('explains a required password reset (%s) and links to /forgot-password', async (_label, makeError) => {
    signInMock.mockRejectedValue(makeError());
    const { user } = renderLogin();
    await submit(user, 'old@x.test', 'Demo-pass-2026!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your password must be reset before you can sign in.');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a sign-in step this release does not handle', async () => {
    signInMock.mockRejectedValue(new SignInStepError('CONFIRM_SIGN_IN_WITH_TOTP_CODE'));
    const { user } = renderLogin();
    await submit(user, 'mfa@x.test', 'Demo-pass-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account needs a sign-in step that is not available yet. Please contact support.',
    );
  });

  it("says 'Session refresh failed' when a guard sent the user here because the session could not be refreshed", async () => {
    renderLogin('/login?redirect=%2Fadmin%2Fbrands&session=expired');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Session refresh failed');
    expect(alert).toHaveTextContent('Your session has ended. Please sign in again to continue.');
  });

  it('shows the notice and prefills the address handed over by sign-up', async () => {
    renderLogin({
      pathname: '/login',
      state: { notice: 'Your account is verified. Sign in to continue.', email: 'jordan@x.test' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is verified. Sign in to continue.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jordan@x.test');
  });

  it('links to creator sign-up, company registration and employee sign-up', async () => {
    renderLogin();
    const nav = await screen.findByRole('navigation', { name: 'Sign-in and sign-up pages' });
    expect(within(nav).getByRole('link', { name: 'Creator sign-up' })).toHaveAttribute('href', '/creatoraccount');
    expect(within(nav).getByRole('link', { name: 'Register a company' })).toHaveAttribute('href', '/company/signup');
    expect(within(nav).getByRole('link', { name: 'Employee sign-up' })).toHaveAttribute('href', '/employee/signup');
  });

  it('asks to wait after too many attempts', async () => {
    signInMock.mockRejectedValue(cognitoError('LimitExceededException'));
    const { user } = renderLogin();
    await submit(user, 'a@x.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('clears the error once the user tries again successfully', async () => {
    signInMock.mockRejectedValueOnce(cognitoError('NotAuthorizedException'));
    currentUserMock.mockResolvedValue({ sub: 'a', email: 'a@x.test', group: 'admin' });
    const { user } = renderLogin();
    await submit(user, 'a@x.test', 'wrong');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin home' })).toBeInTheDocument());
  });
});
