import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { SignInStepError } from './auth';

/**
 * What the identity flows say for each identity-provider error, in one place. docs/product.md#messages names the errors
 * (NotAuthorizedException, CodeMismatchException, …) and the fallback texts; the texts below fill in what it
 * leaves open.
 */
export const AUTH_MESSAGES = {
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  passwordResetRequired: 'Your password must be reset before you can sign in.',
  notConfirmed: 'Your account is not verified yet. Enter the verification code we sent to your email.',
  accountExists: 'An account with this email already exists.',
  invalidCode: 'Invalid verification code',
  expiredCode: 'This code has expired. Request a new one.',
  /** A reset code that is simply wrong (Cognito says which: wrong or expired). */
  wrongResetCode: 'This reset code is not correct. Check the code in the email we sent, or request a new one.',
  codeResent: 'A new verification code has been sent to your email.',
  accountVerified: 'Your account is verified. Sign in to continue.',
  unsupportedStep: 'This account needs a sign-in step that is not available yet. Please contact support.',
  network: NETWORK_ERROR_MESSAGE,
} as const;

/** The identity operations whose failures the forms explain. */
export type AuthFlow = 'signIn' | 'signUp' | 'confirmSignUp' | 'resendCode' | 'resetRequest' | 'resetConfirm';

/** docs/product.md#messages fallbacks: what a flow says for an error it has no better word for. */
const FALLBACKS: Record<AuthFlow, string> = {
  signIn: SIGN_IN_MESSAGES.invalidCredentials,
  signUp: SIGN_IN_MESSAGES.signUpFailed,
  confirmSignUp: SIGN_IN_MESSAGES.verifyFailed,
  resendCode: SIGN_IN_MESSAGES.resendFailed,
  resetRequest: SIGN_IN_MESSAGES.forgotFallback,
  resetConfirm: SIGN_IN_MESSAGES.resetFallback,
};

type Rule = string | ((error: Error) => string | undefined);

/** Cognito's `<Trigger> failed with error <text>.` (a Lambda trigger refused): the trigger's own text. */
export function triggerErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\w+ failed with error ([\s\S]*)$/.exec(error.message.trim());
  if (!match?.[1]) return undefined;
  // Cognito appends a period to the trigger's message: drop exactly that one.
  const text = (match[1].endsWith('.') ? match[1].slice(0, -1) : match[1]).trim();
  return text || undefined;
}

const POLICY_PREFIX = /^Password did not conform with policy:\s*/i;

/** InvalidPasswordException: Cognito's policy detail ('Password must have uppercase characters'). */
function passwordPolicyText(error: Error): string | undefined {
  return POLICY_PREFIX.test(error.message) ? error.message.replace(POLICY_PREFIX, '').trim() || undefined : undefined;
}

const EVERY_FLOW: Record<string, Rule> = {
  LimitExceededException: AUTH_MESSAGES.tooManyAttempts,
  TooManyRequestsException: AUTH_MESSAGES.tooManyAttempts,
  TooManyFailedAttemptsException: AUTH_MESSAGES.tooManyAttempts,
  NetworkError: AUTH_MESSAGES.network,
};

const BY_FLOW: Record<AuthFlow, Record<string, Rule>> = {
  signIn: {
    // Cognito locks an account after repeated wrong passwords with NotAuthorizedException too.
    NotAuthorizedException: (error) =>
      /attempts exceeded/i.test(error.message) ? AUTH_MESSAGES.tooManyAttempts : SIGN_IN_MESSAGES.invalidCredentials,
    UserNotFoundException: SIGN_IN_MESSAGES.invalidCredentials,
    InvalidPasswordException: SIGN_IN_MESSAGES.invalidCredentials,
    UserNotConfirmedException: AUTH_MESSAGES.notConfirmed,
    PasswordResetRequiredException: AUTH_MESSAGES.passwordResetRequired,
  },
  signUp: {
    UsernameExistsException: AUTH_MESSAGES.accountExists,
    UserLambdaValidationException: triggerErrorText,
    InvalidPasswordException: passwordPolicyText,
  },
  confirmSignUp: {
    CodeMismatchException: AUTH_MESSAGES.invalidCode,
    ExpiredCodeException: AUTH_MESSAGES.expiredCode,
    UserLambdaValidationException: triggerErrorText,
  },
  resendCode: {},
  resetRequest: {},
  resetConfirm: {
    CodeMismatchException: AUTH_MESSAGES.wrongResetCode,
    ExpiredCodeException: AUTH_MESSAGES.expiredCode,
    InvalidPasswordException: passwordPolicyText,
  },
};

/** Sign-in steps Amplify answers instead of throwing, as the Cognito errors they stand for. */
const STEP_ERRORS: Record<string, string> = {
  CONFIRM_SIGN_UP: 'UserNotConfirmedException',
  RESET_PASSWORD: 'PasswordResetRequiredException',
};

/** The identity-provider error type (aws-amplify puts Cognito's exception name in `name`). */
export function authErrorName(error: unknown): string {
  if (error instanceof SignInStepError) return Object.hasOwn(STEP_ERRORS, error.step) ? STEP_ERRORS[error.step]! : '';
  return error instanceof Error ? error.name : '';
}

function ruleFor(error: unknown, flow: AuthFlow): Rule | undefined {
  const name = authErrorName(error);
  if (!name) return undefined;
  const rules = BY_FLOW[flow];
  if (Object.hasOwn(rules, name)) return rules[name];
  return Object.hasOwn(EVERY_FLOW, name) ? EVERY_FLOW[name] : undefined;
}

/** The message a form shows for a failed identity call: the error's own rule, else the flow's fallback. */
export function authErrorMessage(error: unknown, flow: AuthFlow): string {
  const rule = ruleFor(error, flow);
  const text = typeof rule === 'function' ? rule(error as Error) : rule;
  return text ?? FALLBACKS[flow];
}

/** Whether the error is one the flow expects (anything else deserves a console trace). */
export function isExpectedAuthError(error: unknown, flow: AuthFlow): boolean {
  return ruleFor(error, flow) !== undefined;
}

/** True for the named identity-provider error, also when Amplify reported it as a sign-in step. */
export function isAuthError(error: unknown, name: string): boolean {
  return authErrorName(error) === name;
}
