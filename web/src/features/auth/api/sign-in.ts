import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
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
 * Signs in, then routes by the ID token claims (docs/product.md#screens): creator with a creator id → creator
 * dashboard; brand with a company id, or admin → /admin; anything else is an incomplete account, which is
 * signed out again.
 */
export async function signIn(credentials: SignInCredentials, redirectTo?: string | null): Promise<SignInResult> {
  await signInWithPassword(credentials.email.trim().toLowerCase(), credentials.password);
  const user = await fetchCurrentUser().catch(() => null);
  if (!user) throw new SignInFailure(SIGN_IN_MESSAGES.authenticationFailed);
  const destination = postSignInPath(user, redirectTo);
  if (destination) return { user, destination };
  // No role in the token: a join request, or a member whose token predates the acceptance (docs/brand-teams.md).
  const { resolveMembership, JOIN_REQUEST_PATH } = await import('./membership');
  const outcome = await resolveMembership().catch(() => ({ kind: 'none' }) as const);
  if (outcome.kind === 'member') return { user: outcome.user, destination: postSignInPath(outcome.user, redirectTo)! };
  if (outcome.kind === 'waiting') return { user, destination: JOIN_REQUEST_PATH };
  await signOutUser().catch(() => undefined);
  throw new SignInFailure(SIGN_IN_MESSAGES.accountIncomplete);
}

/**
 * The signed-in user for the app's query client (the guards read it there): earlier auth queries dropped, this user
 * set. The client is the one of an enclosing QueryClientProvider, else the app's, loaded now: /login itself has no
 * TanStack Query, and the page the user goes to next needs it anyway.
 */
async function rememberUser(user: AuthUser, provided: QueryClient | undefined): Promise<void> {
  try {
    const client = provided ?? (await import('@/lib/app-query')).appQueryClient();
    client.removeQueries({ queryKey: authKeys.all });
    client.setQueryData(authKeys.user, user);
  } catch {
    // The next page's guard reads the session itself.
  }
}

type SignInState = { status: 'idle' } | { status: 'pending' } | { status: 'error'; error: unknown };

/**
 * Sign-in as a small state machine (the shape of a mutation: mutate, isPending, isError, error, reset) without
 * TanStack Query, which /login does not load.
 */
export function useSignIn(redirectTo?: string | null) {
  const provided = useContext(QueryClientContext);
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const mutate = useCallback(
    (credentials: SignInCredentials, { onSuccess }: { onSuccess?: (result: SignInResult) => void } = {}) => {
      setState({ status: 'pending' });
      signIn(credentials, redirectTo).then(
        async (result) => {
          await rememberUser(result.user, provided);
          setState({ status: 'idle' });
          onSuccess?.(result);
        },
        (error: unknown) => {
          if (isUnexpectedSignInError(error)) console.error('Sign-in failed', error);
          setState({ status: 'error', error });
        },
      );
    },
    [provided, redirectTo],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
