import { screen, waitFor } from '@testing-library/react';
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
import { renderRoutes } from '@/testing/test-utils';
import { LoginRoute } from './login';

// The auth module is the boundary to aws-amplify: mock it, keep its pure routing rules.
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signInWithPassword: vi.fn(),
  fetchCurrentUser: vi.fn(),
  prefetchAuth: vi.fn(),
  signOutUser: vi.fn(),
}));

const signInMock = vi.mocked(signInWithPassword);
const currentUserMock = vi.mocked(fetchCurrentUser);
const signOutMock = vi.mocked(signOutUser);

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

function renderLogin(entry = '/login') {
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/admin', element: <h1>Admin home</h1> },
      { path: '/admin/brands', element: <h1>Admin brands</h1> },
      { path: '/creator/dashboard', element: <h1>Creator home</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, user: userEvent.setup() };
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
  });

  it('shows the fields, the forgot-password link and the Sign in button', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
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
        '--alert-color': 'var(--mantine-color-red-light-color)',
      });
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(currentUserMock).not.toHaveBeenCalled();
    },
  );

  it('explains an unconfirmed account instead of blaming the password', async () => {
    signInMock.mockRejectedValue(new SignInStepError('CONFIRM_SIGN_UP'));
    const { user } = renderLogin();
    await submit(user, 'new@x.test', 'Demo-pass-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address before signing in.');
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
