import { identityFromClaims } from '@reelbridge/shared/auth';
import type { Role } from '@reelbridge/shared/constants';
import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import { getConfig } from '../config';
import { loadAuth, type IdToken } from './amplify';

/**
 * The session store: who is signed in, from the verified-by-Cognito ID token claims (docs/architecture.md#identity),
 * read from Amplify's storage without loading Amplify while the tokens are fresh, through Amplify when they need a
 * refresh.
 */

export type UserGroup = Role;

export interface AuthUser {
  sub: string;
  email: string;
  name?: string;
  group?: UserGroup;
  creatorId?: string;
  companyId?: string;
}

/** Reads the ID token claims with the parser the API uses (shared/src/auth.ts): group, ids, email, name, sub. */
export function userFromClaims(claims: Record<string, unknown>): AuthUser {
  const identity = identityFromClaims(claims);
  const user: AuthUser = { sub: identity.sub, email: identity.email };
  if (identity.name) user.name = identity.name;
  if (identity.group) user.group = identity.group;
  if (identity.creatorId) user.creatorId = identity.creatorId;
  if (identity.companyId) user.companyId = identity.companyId;
  return user;
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
 * sign-out elsewhere): the user must sign in again. docs/product.md#messages: 'Session refresh failed'.
 */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(options?: { cause?: unknown }) {
    super(SIGN_IN_MESSAGES.sessionRefreshFailed, options);
  }
}

/** The tokens last decoded, and their payloads: every API call reads the stored tokens, which rarely change. */
const decodedPayloads = new Map<string, Record<string, unknown> | null>();

/** The payload of a JWT (base64url JSON, UTF-8), or null when it is not one. */
function jwtPayload(token: string): Record<string, unknown> | null {
  if (decodedPayloads.has(token)) return decodedPayloads.get(token)!;
  const payload = decodeJwtPayload(token);
  if (decodedPayloads.size >= 4) decodedPayloads.clear();
  decodedPayloads.set(token, payload);
  return payload;
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
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
  return freshStoredSession()?.user ?? null;
}

/** The stored session's user and ID token while its tokens are valid as they are (no refresh due); null otherwise. */
export function freshStoredSession(): { user: AuthUser; idToken: string } | null {
  const token = storedValidIdToken();
  return token ? { user: userFromClaims(token.payload as Record<string, unknown>), idToken: token.toString() } : null;
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

/** Set when a refresh was refused and the stored session cleared; cleared again by signing in or out. */
let refusedThisPage = false;

/**
 * The current ID token: the stored one while valid, else from Amplify's `fetchAuthSession()`, which refreshes it.
 * Null when nobody is signed in; SessionExpiredError when a stored session cannot be refreshed now.
 */
async function currentIdToken(): Promise<IdToken | null> {
  // A refresh refused a moment ago in this page cleared the storage: whoever asks next (another query, the guard)
  // must hear that the session expired, not that nobody ever signed in.
  if (!hasStoredSession()) {
    if (refusedThisPage) throw new SessionExpiredError();
    return null;
  }
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
    refusedThisPage = true;
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

export function clearStoredSession(): void {
  refusedThisPage = false;
  try {
    storedSessionKeys().forEach((key) => localStorage.removeItem(key));
  } catch {
    // storage not writable: nothing more we can do
  }
}
