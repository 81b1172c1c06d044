import { MESSAGES } from '@reelbridge/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchCurrentUser,
  postSignInPath,
  SignInStepError,
  signInWithPassword,
  signOutUser,
  type AuthUser,
} from '@/lib/auth';
import { authKeys } from '@/lib/auth-query';

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignInResult {
  user: AuthUser;
  /** Where to go now: the remembered page inside the user's area, else their home. */
  destination: string;
}

/** A sign-in failure whose message is meant for the user as it is. */
export class SignInFailure extends Error {
  override readonly name = 'SignInFailure';
}

/** Identity-provider errors that all mean "these credentials do not work" (spec section 8, login fallback). */
const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

const VERIFY_FIRST = 'Please verify your email address before signing in.';
const RESET_FIRST = 'Your password must be reset. Use "Forgot your password?" to choose a new one.';
const SLOW_DOWN = 'Too many attempts. Please wait a moment and try again.';
const UNSUPPORTED_STEP = 'This account needs a sign-in step that is not available yet. Please contact support.';

/** Further steps Cognito may answer a sign-in with (aws-amplify `nextStep.signInStep`). */
const STEP_MESSAGES: Record<string, string> = { CONFIRM_SIGN_UP: VERIFY_FIRST, RESET_PASSWORD: RESET_FIRST };

const KNOWN_ERRORS: Record<string, string> = {
  UserNotConfirmedException: VERIFY_FIRST,
  PasswordResetRequiredException: RESET_FIRST,
  LimitExceededException: SLOW_DOWN,
  TooManyRequestsException: SLOW_DOWN,
  NetworkError: 'Network error. Please check your connection and try again.',
};

function knownErrorMessage(name: string): string | undefined {
  return Object.hasOwn(KNOWN_ERRORS, name) ? KNOWN_ERRORS[name] : undefined;
}

/** A failure none of the rules below recognises (it gets the login fallback text and a console trace). */
export function isUnexpectedSignInError(error: unknown): boolean {
  if (error instanceof SignInFailure || error instanceof SignInStepError) return false;
  const name = error instanceof Error ? error.name : '';
  return !INVALID_CREDENTIALS.has(name) && knownErrorMessage(name) === undefined;
}

/** The message the sign-in form shows for a failure. Full per-error handling comes with the password flows. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof SignInFailure) return error.message;
  if (error instanceof SignInStepError) {
    return Object.hasOwn(STEP_MESSAGES, error.step)
      ? (STEP_MESSAGES[error.step] ?? UNSUPPORTED_STEP)
      : UNSUPPORTED_STEP;
  }
  const name = error instanceof Error ? error.name : '';
  if (INVALID_CREDENTIALS.has(name)) return MESSAGES.invalidCredentials;
  return knownErrorMessage(name) ?? MESSAGES.invalidCredentials;
}

/**
 * Signs in, then routes by the ID token claims (spec section 2): creator with a creator id → creator
 * dashboard; brand with a company id, or admin → /admin; anything else is an incomplete account, which is
 * signed out again.
 */
export async function signIn(credentials: SignInCredentials, redirectTo?: string | null): Promise<SignInResult> {
  await signInWithPassword(credentials.email.trim().toLowerCase(), credentials.password);
  const user = await fetchCurrentUser();
  if (!user) throw new SignInFailure(MESSAGES.authenticationFailed);
  const destination = postSignInPath(user, redirectTo);
  if (!destination) {
    await signOutUser().catch(() => undefined);
    throw new SignInFailure(MESSAGES.accountIncomplete);
  }
  return { user, destination };
}

export function useSignIn(redirectTo?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInCredentials) => signIn(credentials, redirectTo),
    onMutate: () => queryClient.removeQueries({ queryKey: authKeys.all }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.user, user),
    onError: (error) => {
      if (isUnexpectedSignInError(error)) console.error('Sign-in failed', error);
    },
  });
}
