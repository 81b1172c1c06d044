import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuth } from './auth';
import {
  confirmPasswordReset,
  confirmSignUpCode,
  requestPasswordReset,
  resendSignUpCode,
  signUpUser,
} from './identity';

const amplify = {
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
};

vi.mock('./auth', () => ({ loadAuth: vi.fn() }));

describe('identity flows', () => {
  beforeEach(() => {
    vi.mocked(loadAuth).mockResolvedValue(amplify as unknown as Awaited<ReturnType<typeof loadAuth>>);
    amplify.signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
  });

  it('signs a creator up with e-mail, name and phone (E.164: leading +, US +1 for 10 digits) and the creator id as client metadata', async () => {
    await expect(
      signUpUser({
        email: ' Jordan.Lee@Creators.test ',
        password: 'Secret-pass-1',
        name: ' Jordan Lee ',
        phone: '(512) 555-0100',
        metadata: { signUpType: 'creator', creatorId: ' cr_abcdefghjkmn ' },
      }),
    ).resolves.toEqual({ needsConfirmation: true });
    expect(amplify.signUp).toHaveBeenCalledWith({
      username: 'jordan.lee@creators.test',
      password: 'Secret-pass-1',
      options: {
        userAttributes: { email: 'jordan.lee@creators.test', name: 'Jordan Lee', phone_number: '+15125550100' },
        clientMetadata: { signUpType: 'creator', creatorId: 'cr_abcdefghjkmn' },
      },
    });
  });

  it('never sends custom:* attributes; an employee sends the company id as client metadata', async () => {
    amplify.signUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    await expect(
      signUpUser({
        email: 'sam@acme.test',
        password: 'Secret-pass-1',
        name: 'Sam',
        phone: '+1 555 010 0100',
        metadata: { signUpType: 'brand-employee', companyId: 'co_abcdefghjkmn' },
      }),
    ).resolves.toEqual({ needsConfirmation: false });
    const input = amplify.signUp.mock.calls[0]![0] as { options: { userAttributes: Record<string, string> } };
    expect(Object.keys(input.options.userAttributes).filter((key) => key.startsWith('custom:'))).toEqual([]);
    expect(input).toMatchObject({
      options: { clientMetadata: { signUpType: 'brand-employee', companyId: 'co_abcdefghjkmn' } },
    });
  });

  it('confirms and resends sign-up codes', async () => {
    await confirmSignUpCode('Sam@Acme.test', ' 123456 ');
    expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'sam@acme.test', confirmationCode: '123456' });
    await resendSignUpCode('Sam@Acme.test');
    expect(amplify.resendSignUpCode).toHaveBeenCalledWith({ username: 'sam@acme.test' });
  });

  it('requests and confirms a password reset', async () => {
    await requestPasswordReset('Sam@Acme.test');
    expect(amplify.resetPassword).toHaveBeenCalledWith({ username: 'sam@acme.test' });
    await confirmPasswordReset('sam@acme.test', '654321', 'New-pass-2026!');
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: 'sam@acme.test',
      confirmationCode: '654321',
      newPassword: 'New-pass-2026!',
    });
  });

  it('answers a reset request for an unknown address like the deployed pool does (no user-existence errors)', async () => {
    amplify.resetPassword.mockRejectedValueOnce(
      Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }),
    );
    await expect(requestPasswordReset('nobody@x.test')).resolves.toBeUndefined();
    amplify.resetPassword.mockRejectedValueOnce(
      Object.assign(new Error('slow down'), { name: 'LimitExceededException' }),
    );
    await expect(requestPasswordReset('nobody@x.test')).rejects.toMatchObject({ name: 'LimitExceededException' });
  });
});
