import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/identity';
import { renderRoutes, enterText } from '@/testing/test-utils';
import { ForgotPasswordRoute } from './forgot-password';

vi.mock('@/lib/identity', () => ({ requestPasswordReset: vi.fn(), confirmPasswordReset: vi.fn() }));

const requestMock = vi.mocked(requestPasswordReset);
const confirmMock = vi.mocked(confirmPasswordReset);

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

function LoginProbe() {
  return <h1>Login page</h1>;
}

function renderPage(state?: unknown) {
  const view = renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [state ? { pathname: '/forgot-password', state } : '/forgot-password'] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const emailBox = () => screen.getByRole('textbox', { name: /^Email/ });

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = 'sam@acme.test') {
  await enterText(user, emailBox(), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByRole('heading', { name: 'Choose a new password' });
}

async function fillReset(
  user: ReturnType<typeof userEvent.setup>,
  { code = '', password = '', confirm = '' }: { code?: string; password?: string; confirm?: string },
) {
  if (code) await enterText(user, screen.getByRole('textbox', { name: /^Reset code/ }), code);
  if (password) await enterText(user, screen.getByLabelText(/^New password/), password);
  if (confirm) await enterText(user, screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/forgot-password', () => {
  beforeEach(() => {
    requestMock.mockResolvedValue(undefined);
    confirmMock.mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  it("step 'request': email, 'Send Reset Code' and 'Back to login'", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('prefills the address handed over by /login', () => {
    renderPage({ email: 'sam@acme.test' });
    expect(emailBox()).toHaveValue('sam@acme.test');
  });

  it("checks the address: 'Email is required', 'Invalid email address'", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await enterText(user, emailBox(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it("sends the code, then shows step 'reset' with 'Password reset code has been sent to your email' in green", async () => {
    const { user } = renderPage();
    await requestCode(user, ' Sam@Acme.test ');
    expect(requestMock).toHaveBeenCalledWith('sam@acme.test');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Password reset code has been sent to your email');
    expect(notice.closest('.mantine-Alert-root')).toHaveStyle({
      '--alert-bg': 'var(--mantine-color-green-light)',
    });
    expect(screen.getByText('sam@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reset code/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Request a new code' })).toBeEnabled();
  });

  it("says 'An error occurred. Please try again.' in a red box when the request fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    requestMock.mockRejectedValue(cognitoError('InternalErrorException'));
    const { user } = renderPage();
    await enterText(user, emailBox(), 'sam@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(alert.closest('.mantine-Alert-root')).toHaveStyle({
      '--alert-bg': 'var(--mantine-color-red-light)',
    });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('asks to wait after too many requests', async () => {
    requestMock.mockRejectedValue(cognitoError('LimitExceededException'));
    const { user } = renderPage();
    await enterText(user, emailBox(), 'sam@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it("checks the reset step: 'Reset code is required', 'Password is required', 'Please confirm your password'", async () => {
    const { user } = renderPage();
    await requestCode(user);
    await fillReset(user, {});
    expect(await screen.findByText('Reset code is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it("checks the new password: 'Password must be at least 8 characters', 'Passwords do not match'", async () => {
    const { user } = renderPage();
    await requestCode(user);
    await fillReset(user, { code: '123456', password: 'short', confirm: 'short' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await fillReset(user, { password: 'Long-enough-1', confirm: 'X' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('says that a wrong code is wrong (not the generic fallback)', async () => {
    confirmMock.mockRejectedValue(cognitoError('CodeMismatchException'));
    const { user } = renderPage();
    await requestCode(user);
    await fillReset(user, { code: '000000', password: 'New-pass-2026!', confirm: 'New-pass-2026!' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset code is not correct. Check the code in the email we sent, or request a new one.',
    );
    expect(confirmMock).toHaveBeenCalledWith('sam@acme.test', '000000', 'New-pass-2026!');
  });

  it('falls back to the reset message for any other failure, and explains an expired code', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    confirmMock.mockRejectedValueOnce(cognitoError('InternalErrorException'));
    confirmMock.mockRejectedValueOnce(cognitoError('ExpiredCodeException'));
    const { user } = renderPage();
    await requestCode(user);
    await fillReset(user, { code: '1', password: 'New-pass-2026!', confirm: 'New-pass-2026!' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code or an error occurred. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This code has expired. Request a new one.')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("'Request a new code' goes back to the request step with the address kept", async () => {
    const { user } = renderPage();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(emailBox()).toHaveValue('sam@acme.test');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'Password has been reset successfully! Redirecting to login...' and goes to /login after 2 seconds", async () => {
    vi.useFakeTimers();
    const { router } = renderPage();
    const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(emailBox(), { target: { value: 'sam@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: /^Reset code/ }), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'New-pass-2026!' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'New-pass-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await flush();

    expect(screen.getByRole('status')).toHaveTextContent(
      'Password has been reset successfully! Redirecting to login...',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ email: 'sam@acme.test' });
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
