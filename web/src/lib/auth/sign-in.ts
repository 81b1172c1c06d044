import { getConfig } from '../config';
import { loadAuth } from './amplify';
import { clearStoredSession, hasStoredSession } from './session';

/** Sign-in and sign-out through aws-amplify. */

/** Thrown when Cognito answers sign-in with a further step this release does not handle in the browser. */
export class SignInStepError extends Error {
  override readonly name = 'SignInStepError';
  constructor(readonly step: string) {
    super(`Sign-in needs a further step: ${step}`);
  }
}

/** Signs in with e-mail and password using the configured flow (USER_PASSWORD_AUTH locally, SRP in AWS). */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const auth = await loadAuth();
  const attempt = () => auth.signIn({ username: email, password, options: { authFlowType: getConfig().authFlow } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    // Stale tokens of an earlier session: drop them locally and try once more.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await auth.signOut();
      result = await attempt();
    } else {
      throw error;
    }
  }
  if (!result.isSignedIn) throw new SignInStepError(result.nextStep.signInStep);
}

/**
 * Ends this browser's session only (the API refused its token): Amplify's local sign-out, then the stored
 * tokens dropped whatever happened. Unlike signOutUser, other devices stay signed in.
 */
export async function endLocalSession(): Promise<void> {
  if (!hasStoredSession()) return clearStoredSession(); // nothing stored: only forget a refused refresh
  try {
    await (await loadAuth()).signOut();
  } catch {
    // nothing more to revoke
  } finally {
    clearStoredSession();
  }
}

/**
 * Global sign-out (revokes every session of the user); falls back to a local sign-out if that fails, and as a
 * last resort drops the stored tokens so that the browser is signed out whatever happened.
 */
export async function signOutUser(): Promise<void> {
  if (!hasStoredSession()) return clearStoredSession(); // nothing stored: only forget a refused refresh
  try {
    const auth = await loadAuth();
    try {
      await auth.signOut({ global: true });
    } catch {
      await auth.signOut();
    }
  } finally {
    clearStoredSession();
  }
}
