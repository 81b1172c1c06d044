import { MESSAGES } from '@reelbridge/shared/messages';
import { describe, expect, it } from 'vitest';
import { SignInStepError } from './auth';
import { AUTH_MESSAGES, authErrorMessage, isExpectedAuthError, triggerErrorText } from './auth-errors';

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

describe('triggerErrorText', () => {
  it("takes the PreSignUp trigger's message out of Cognito's wrapper, without the period Cognito adds", () => {
    expect(
      triggerErrorText(
        cognitoError(
          'UserLambdaValidationException',
          'PreSignUp failed with error This Creator ID does not match your e-mail address. Use the Creator ID and e-mail the agency gave you..',
        ),
      ),
    ).toBe('This Creator ID does not match your e-mail address. Use the Creator ID and e-mail the agency gave you.');
    expect(
      triggerErrorText(
        cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Please select a company.'),
      ),
    ).toBe('Please select a company');
    expect(
      triggerErrorText(cognitoError('UserLambdaValidationException', 'PostConfirmation failed with error Boom')),
    ).toBe('Boom');
  });

  it('gives nothing for other messages', () => {
    expect(triggerErrorText(cognitoError('UserLambdaValidationException', 'Something else'))).toBeUndefined();
    expect(
      triggerErrorText(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error .')),
    ).toBeUndefined();
    expect(triggerErrorText('PreSignUp failed with error x.')).toBeUndefined();
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', MESSAGES.invalidCredentials],
    ['UserNotFoundException', 'User does not exist.', MESSAGES.invalidCredentials],
    ['InvalidPasswordException', 'x', MESSAGES.invalidCredentials],
    ['NotAuthorizedException', 'Password attempts exceeded', AUTH_MESSAGES.tooManyAttempts],
    ['UserNotConfirmedException', 'x', AUTH_MESSAGES.notConfirmed],
    ['PasswordResetRequiredException', 'x', AUTH_MESSAGES.passwordResetRequired],
    ['LimitExceededException', 'x', AUTH_MESSAGES.tooManyAttempts],
    ['TooManyRequestsException', 'x', AUTH_MESSAGES.tooManyAttempts],
    ['NetworkError', 'x', AUTH_MESSAGES.network],
    ['InternalErrorException', 'x', MESSAGES.invalidCredentials],
  ])('sign-in: %s (%s) → %s', (name, message, expected) => {
    expect(authErrorMessage(cognitoError(name, message), 'signIn')).toBe(expected);
  });

  it('sign-in: the steps Amplify answers instead of throwing', () => {
    expect(authErrorMessage(new SignInStepError('CONFIRM_SIGN_UP'), 'signIn')).toBe(AUTH_MESSAGES.notConfirmed);
    expect(authErrorMessage(new SignInStepError('RESET_PASSWORD'), 'signIn')).toBe(AUTH_MESSAGES.passwordResetRequired);
  });

  it('sign-up: existing account, refused by PreSignUp, password policy, fallback', () => {
    expect(authErrorMessage(cognitoError('UsernameExistsException'), 'signUp')).toBe(
      'An account with this email already exists.',
    );
    expect(
      authErrorMessage(
        cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Please select a company.'),
        'signUp',
      ),
    ).toBe('Please select a company');
    expect(authErrorMessage(cognitoError('UserLambdaValidationException', 'garbled'), 'signUp')).toBe(
      'An error occurred while creating your account',
    );
    expect(
      authErrorMessage(
        cognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password must have uppercase characters',
        ),
        'signUp',
      ),
    ).toBe('Password must have uppercase characters');
    expect(authErrorMessage(cognitoError('InvalidParameterException'), 'signUp')).toBe(
      'An error occurred while creating your account',
    );
    expect(authErrorMessage(new Error('boom'), 'signUp')).toBe('An error occurred while creating your account');
  });

  it('verification and resend', () => {
    expect(authErrorMessage(cognitoError('CodeMismatchException'), 'confirmSignUp')).toBe('Invalid verification code');
    expect(authErrorMessage(cognitoError('ExpiredCodeException'), 'confirmSignUp')).toBe(
      'This code has expired. Request a new one.',
    );
    expect(authErrorMessage(cognitoError('InternalErrorException'), 'confirmSignUp')).toBe(
      'An error occurred while verifying your account',
    );
    expect(authErrorMessage(cognitoError('InternalErrorException'), 'resendCode')).toBe(
      'An error occurred while resending the code',
    );
    expect(authErrorMessage(cognitoError('LimitExceededException'), 'resendCode')).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('password reset: request and reset fallbacks', () => {
    expect(authErrorMessage(cognitoError('InvalidParameterException'), 'resetRequest')).toBe(
      'An error occurred. Please try again.',
    );
    expect(authErrorMessage(cognitoError('LimitExceededException'), 'resetRequest')).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );
    expect(authErrorMessage(cognitoError('CodeMismatchException'), 'resetConfirm')).toBe(
      'This reset code is not correct. Check the code in the email we sent, or request a new one.',
    );
    expect(authErrorMessage(cognitoError('ExpiredCodeException'), 'resetConfirm')).toBe(
      'This code has expired. Request a new one.',
    );
    expect(authErrorMessage(new Error('boom'), 'resetConfirm')).toBe(
      'Invalid code or an error occurred. Please try again.',
    );
  });

  it('does not take inherited properties for error names', () => {
    expect(authErrorMessage(cognitoError('constructor'), 'signUp')).toBe(MESSAGES.signUpFailed);
    expect(authErrorMessage(cognitoError('toString'), 'signIn')).toBe(MESSAGES.invalidCredentials);
  });
});

describe('isExpectedAuthError', () => {
  it('knows the errors a flow explains', () => {
    expect(isExpectedAuthError(cognitoError('CodeMismatchException'), 'confirmSignUp')).toBe(true);
    expect(isExpectedAuthError(cognitoError('CodeMismatchException'), 'signUp')).toBe(false);
    expect(isExpectedAuthError(new Error('boom'), 'signIn')).toBe(false);
  });
});
