import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSignUpCode, resendSignUpCode } from '@/lib/identity';
import { renderWithProviders } from '@/testing/test-utils';
import { VerificationCodeStep } from './verification-code-step';

vi.mock('@/lib/identity', () => ({ confirmSignUpCode: vi.fn(), resendSignUpCode: vi.fn() }));

const confirmMock = vi.mocked(confirmSignUpCode);
const resendMock = vi.mocked(resendSignUpCode);

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

function renderStep() {
  const onVerified = vi.fn();
  renderWithProviders(<VerificationCodeStep email="jordan@x.test" onVerified={onVerified} />);
  return { onVerified, user: userEvent.setup({ delay: null }) };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  if (code) await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerificationCodeStep', () => {
  beforeEach(() => {
    confirmMock.mockResolvedValue(undefined);
    resendMock.mockResolvedValue(undefined);
  });

  it('names the address, and offers Verify and Resend code', () => {
    renderStep();
    expect(screen.getByText('jordan@x.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('requires a code', async () => {
    const { user, onVerified } = renderStep();
    await enterCode(user, '');
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument();
    expect(confirmMock).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('confirms the account with the code, then hands on', async () => {
    const { user, onVerified } = renderStep();
    await enterCode(user, ' 123456 ');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(confirmMock).toHaveBeenCalledWith('jordan@x.test', '123456');
  });

  it.each([
    ['CodeMismatchException', 'Invalid verification code'],
    ['ExpiredCodeException', 'This code has expired. Request a new one.'],
    ['LimitExceededException', 'Too many attempts. Please wait a moment and try again.'],
    ['InternalErrorException', 'An error occurred while verifying your account'],
  ])('explains %s in a red box', async (name, message) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    confirmMock.mockRejectedValue(cognitoError(name));
    const { user, onVerified } = renderStep();
    await enterCode(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onVerified).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('resends the code and says so', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification code has been sent to your email.');
    expect(resendMock).toHaveBeenCalledWith('jordan@x.test');
  });

  it("says 'An error occurred while resending the code' when resending fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    resendMock.mockRejectedValue(cognitoError('InternalErrorException'));
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while resending the code');
    consoleError.mockRestore();
  });

  it('treats an account confirmed meanwhile as verified', async () => {
    confirmMock.mockRejectedValue(
      cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
    );
    const { user, onVerified } = renderStep();
    await enterCode(user, '111111');
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is verified. Sign in to continue.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onVerified).toHaveBeenCalled();
  });
});
