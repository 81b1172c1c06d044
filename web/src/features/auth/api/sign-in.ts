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
import { AUTH_MESSAGES, authErrorMessage, authErrorName, isAuthError, isExpectedAuthError } from '@/lib/auth-errors';
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

/** How a failed sign-in continues: a code step for an unconfirmed account, a password reset, or a message. */
export type SignInProblem =
  | { kind: 'unconfirmed'; message: string }
  | { kind: 'resetRequired'; message: string }
  | { kind: 'message'; message: string };

/** The message the sign-in form shows for a failure (lib/auth-errors holds the per-error texts). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof SignInFailure) return error.message;
  if (error instanceof SignInStepError && authErrorName(error) === '') return AUTH_MESSAGES.unsupportedStep;
  return authErrorMessage(error, 'signIn');
}

export function signInProblem(error: unknown): SignInProblem {
  const message = signInErrorMessage(error);
  if (isAuthError(error, 'UserNotConfirmedException')) return { kind: 'unconfirmed', message };
  if (isAuthError(error, 'PasswordResetRequiredException')) return { kind: 'resetRequired', message };
  return { kind: 'message', message };
}

/** A failure none of the rules recognises (it gets the login fallback text and a console trace). */
export function isUnexpectedSignInError(error: unknown): boolean {
  if (error instanceof SignInFailure || error instanceof SignInStepError) return false;
  return !isExpectedAuthError(error, 'signIn');
}

/**
 * Signs in, then routes by the ID token claims (spec section 2): creator with a creator id → creator
 * dashboard; brand with a company id, or admin → /admin; anything else is an incomplete account, which is
 * signed out again.
 */
export async function signIn(credentials: SignInCredentials, redirectTo?: string | null): Promise<SignInResult> {
  await signInWithPassword(credentials.email.trim().toLowerCase(), credentials.password);
  const user = await fetchCurrentUser().catch(() => null);
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
