import type { RuntimeConfig } from '@reelbridge/shared/config';
import { MESSAGES } from '@reelbridge/shared/messages';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { getConfig } from './config';

/**
 * Authentication helpers. aws-amplify is imported lazily (dynamic import, its own chunk) the first time a
 * helper needs it, so public pages render without it. Everything the app knows about the user comes from
 * the verified-by-Cognito ID token claims (DESIGN section 3).
 */

export type UserGroup = 'admin' | 'brand' | 'creator';

export interface AuthUser {
  sub: string;
  email: string;
  name?: string;
  group?: UserGroup;
  creatorId?: string;
  companyId?: string;
}

export const ADMIN_HOME = '/admin';
export const CREATOR_HOME = '/creator/dashboard';
export const LOGIN_PATH = '/login';
/** Where a signed-in account without a role sees its join request (docs/brand-teams.md). */
export const JOIN_REQUEST_PATH = '/join-request';

const GROUPS: readonly UserGroup[] = ['admin', 'brand', 'creator'];

function claimString(claims: Record<string, unknown>, key: string): string | undefined {
  const value = claims[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the ID token claims (custom:group, custom:creator_id, custom:company_id, email, name, sub). */
export function userFromClaims(claims: Record<string, unknown>): AuthUser {
  const group = claimString(claims, 'custom:group');
  const user: AuthUser = {
    sub: claimString(claims, 'sub') ?? '',
    email: claimString(claims, 'email') ?? '',
  };
  const name = claimString(claims, 'name');
  if (name) user.name = name;
  if (group && (GROUPS as readonly string[]).includes(group)) user.group = group as UserGroup;
  const creatorId = claimString(claims, 'custom:creator_id');
  if (creatorId) user.creatorId = creatorId;
  const companyId = claimString(claims, 'custom:company_id');
  if (companyId) user.companyId = companyId;
  return user;
}

/** Spec section 6 and DESIGN section 3: admin, or brand staff with a company id. */
export function canEnterAdmin(user: AuthUser | null | undefined): boolean {
  if (!user) return false;
  return user.group === 'admin' || (user.group === 'brand' && Boolean(user.companyId));
}

/** Creator screens: a creator with a creator id. */
export function canEnterCreator(user: AuthUser | null | undefined): boolean {
  return Boolean(user && user.group === 'creator' && user.creatorId);
}

/** Where a user goes after sign-in; null when the account is not configured (no usable group). */
export function homePathFor(user: AuthUser | null | undefined): string | null {
  if (canEnterCreator(user)) return CREATOR_HOME;
  if (canEnterAdmin(user)) return ADMIN_HOME;
  return null;
}

/**
 * The page to open after sign-in: the remembered `redirect` target when it is a same-origin path inside the
 * user's own area, else their home. Guards against open redirects (`//evil`, `https://…`, `/\evil`).
 */
export function postSignInPath(user: AuthUser, redirectTo: string | null | undefined): string | null {
  const home = homePathFor(user);
  if (!home || !redirectTo) return home;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) return home;
  const area = home === CREATOR_HOME ? '/creator' : ADMIN_HOME;
  const path = redirectTo.split(/[?#]/)[0] ?? '';
  return path === area || path.startsWith(`${area}/`) ? redirectTo : home;
}

/** Query parameter /login reads to explain why the user is there ('Session refresh failed'). */
export const SESSION_PARAM = 'session';
export const SESSION_EXPIRED = 'expired';

/**
 * `/login?redirect=<path>` for a page that needs a signed-in user; with `sessionExpired`, /login also says
 * 'Session refresh failed'.
 */
export function loginPathFor(from: string, { sessionExpired = false }: { sessionExpired?: boolean } = {}): string {
  const search = new URLSearchParams();
  if (from && from !== '/' && from !== LOGIN_PATH) search.set('redirect', from);
  if (sessionExpired) search.set(SESSION_PARAM, SESSION_EXPIRED);
  const query = search.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Amplify's configuration from the runtime config (userPoolEndpoint only when the local stand-in is used). */
export function amplifyAuthConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}

type AuthModule = typeof AmplifyAuth;
type IdToken = NonNullable<NonNullable<Awaited<ReturnType<AuthModule['fetchAuthSession']>>['tokens']>['idToken']>;
let authModule: Promise<AuthModule> | undefined;

/** Loads and configures aws-amplify once. */
export function loadAuth(): Promise<AuthModule> {
  authModule ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(
    ([{ Amplify }, auth]) => {
      Amplify.configure(amplifyAuthConfig(getConfig()));
      return auth;
    },
    (error: unknown) => {
      authModule = undefined; // a failed chunk load may succeed on the next attempt
      throw error;
    },
  );
  return authModule;
}

/** Starts loading aws-amplify ahead of need (e.g. when the sign-in form gets focus); never throws. */
export function prefetchAuth(): void {
  loadAuth().catch(() => undefined);
}

/** Amplify keeps a session in localStorage under `CognitoIdentityServiceProvider.<clientId>.…`. */
function storedSessionKeys(): string[] {
  const prefix = `CognitoIdentityServiceProvider.${getConfig().userPoolClientId}.`;
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Whether Amplify has tokens stored for this app client. Lets signed-out visitors skip loading aws-amplify. */
export function hasStoredSession(): boolean {
  try {
    return storedSessionKeys().length > 0;
  } catch {
    return true; // storage not readable: let Amplify decide
  }
}

/**
 * A stored session whose tokens could not be refreshed (refresh token expired or revoked, e.g. by a global
 * sign-out elsewhere): the user must sign in again. Spec section 8: 'Session refresh failed'.
 */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(options?: { cause?: unknown }) {
    super(MESSAGES.sessionRefreshFailed, options);
  }
}

/** The payload of a JWT (base64url JSON, UTF-8), or null when it is not one. */
function jwtPayload(token: string): Record<string, unknown> | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Amplify's own test (isTokenExpired): expired once now + clock drift + 5 s passes `exp`. */
const TOKEN_TOLERANCE_MS = 5000;

interface StoredTokens {
  idToken: string;
  idPayload: Record<string, unknown>;
  accessPayload: Record<string, unknown> | null;
  clockDrift: number;
}

/**
 * The tokens Amplify keeps in localStorage (`CognitoIdentityServiceProvider.<client>.<user>.idToken|accessToken|
 * clockDrift`, as its token store keeps them), read without loading aws-amplify. Null whenever anything is missing or
 * unreadable.
 */
function storedTokens(): StoredTokens | null {
  try {
    const prefix = `CognitoIdentityServiceProvider.${getConfig().userPoolClientId}`;
    const username = localStorage.getItem(`${prefix}.LastAuthUser`);
    if (!username) return null;
    const keys = `${prefix}.${username}`;
    const idToken = localStorage.getItem(`${keys}.idToken`);
    const accessToken = localStorage.getItem(`${keys}.accessToken`);
    if (!idToken || !accessToken) return null;
    const idPayload = jwtPayload(idToken);
    if (!idPayload) return null;
    const clockDrift = Number.parseInt(localStorage.getItem(`${keys}.clockDrift`) ?? '0', 10) || 0;
    return { idToken, idPayload, accessPayload: jwtPayload(accessToken), clockDrift };
  } catch {
    return null;
  }
}

/**
 * The stored ID token while it and the access token are both still valid, so that a signed-in page does not load
 * aws-amplify (about 45 KB gzip) just to read them. Amplify itself answers `fetchAuthSession()` from the same storage
 * in that case; once a token is due, the caller falls back to Amplify, which refreshes.
 */
function storedValidIdToken(): IdToken | null {
  const stored = storedTokens();
  if (!stored) return null;
  const valid = (payload: Record<string, unknown> | null) =>
    typeof payload?.exp === 'number' && Date.now() + stored.clockDrift + TOKEN_TOLERANCE_MS <= payload.exp * 1000;
  if (!valid(stored.idPayload) || !valid(stored.accessPayload)) return null;
  return { payload: stored.idPayload, toString: () => stored.idToken } as IdToken;
}

/** The stored session's user while its tokens are valid as they are (no refresh due); null otherwise. */
export function freshStoredSessionUser(): AuthUser | null {
  const token = storedValidIdToken();
  return token ? userFromClaims(token.payload as Record<string, unknown>) : null;
}

/**
 * Whom the stored session belongs to, from its ID token's claims whether or not the token is still valid (a refresh
 * keeps the claims); null when nothing is stored. A hint for loading ahead, never a permission: the guards decide with
 * fetchCurrentUser.
 */
export function storedSessionUser(): AuthUser | null {
  const stored = storedTokens();
  return stored ? userFromClaims(stored.idPayload) : null;
}

/**
 * The current ID token: the stored one while valid, else from Amplify's `fetchAuthSession()`, which refreshes it.
 * Null when nobody is signed in; SessionExpiredError when a stored session cannot be refreshed now.
 */
async function currentIdToken(): Promise<IdToken | null> {
  if (!hasStoredSession()) return null;
  const stored = storedValidIdToken();
  if (stored) return stored;
  const auth = await loadAuth();
  let idToken: IdToken | undefined;
  try {
    idToken = (await auth.fetchAuthSession()).tokens?.idToken;
  } catch (error) {
    // A failure that is not a refused token (network, throttling): Amplify keeps the tokens for a later
    // attempt, and so do we. This time, though, the user cannot go on.
    throw new SessionExpiredError({ cause: error });
  }
  if (!idToken) {
    // Refused (refresh token expired or revoked): Amplify has dropped the tokens; drop what is left too, so
    // that the next call sees a signed-out browser.
    clearStoredSession();
    throw new SessionExpiredError();
  }
  return idToken;
}

/**
 * The signed-in user from the current ID token, or null when signed out.
 * @throws SessionExpiredError when the stored session cannot be refreshed.
 */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  const idToken = await currentIdToken();
  return idToken ? userFromClaims(idToken.payload as Record<string, unknown>) : null;
}

/**
 * The user from a newly refreshed ID token: after a membership is granted on the server, the stored token still
 * lacks the brand's claims (docs/brand-teams.md).
 */
export async function refreshCurrentUser(): Promise<AuthUser | null> {
  const auth = await loadAuth();
  const idToken = (await auth.fetchAuthSession({ forceRefresh: true })).tokens?.idToken;
  return idToken ? userFromClaims(idToken.payload as Record<string, unknown>) : null;
}

/** The ID token for `Authorization: Bearer`, or null when signed out or the session could not be refreshed. */
export async function getIdToken(): Promise<string | null> {
  try {
    return (await currentIdToken())?.toString() ?? null;
  } catch {
    return null; // the API client answers with a 401 of its own ('No access token found')
  }
}

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

function clearStoredSession(): void {
  try {
    storedSessionKeys().forEach((key) => localStorage.removeItem(key));
  } catch {
    // storage not writable: nothing more we can do
  }
}

/**
 * Ends this browser's session only (the API refused its token): Amplify's local sign-out, then the stored
 * tokens dropped whatever happened. Unlike signOutUser, other devices stay signed in.
 */
export async function endLocalSession(): Promise<void> {
  if (!hasStoredSession()) return;
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
  if (!hasStoredSession()) return;
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
