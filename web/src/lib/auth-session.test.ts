import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTestConfig } from '@/testing/test-utils';
import { endLocalSession, fetchCurrentUser, getIdToken, hasStoredSession, SessionExpiredError } from './auth';
import { setConfig } from './config';

vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const sessionMock = vi.mocked(fetchAuthSession);
const PREFIX = 'CognitoIdentityServiceProvider.testclient';

function storeSession() {
  localStorage.setItem(`${PREFIX}.LastAuthUser`, 'u1');
  localStorage.setItem(`${PREFIX}.u1.refreshToken`, 'refresh');
}

function idToken(claims: Record<string, unknown>) {
  return { payload: claims, toString: () => 'id.token.jwt' };
}

/** An unsigned JWT with these claims (only the payload is read in the browser; the API checks signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

/** Tokens as Amplify's token store keeps them, expiring `inSeconds` from now. */
function storeTokens(claims: Record<string, unknown>, inSeconds: number, clockDrift = 0) {
  storeSession();
  const exp = Math.floor(Date.now() / 1000) + inSeconds;
  localStorage.setItem(`${PREFIX}.u1.idToken`, jwt({ ...claims, exp }));
  localStorage.setItem(`${PREFIX}.u1.accessToken`, jwt({ sub: claims.sub, exp }));
  localStorage.setItem(`${PREFIX}.u1.clockDrift`, String(clockDrift));
}

describe('the session behind the guards and the API client', () => {
  beforeEach(() => applyTestConfig());
  afterEach(() => setConfig(undefined));

  it('is no session at all for a visitor who never signed in (aws-amplify is not even asked)', async () => {
    await expect(fetchCurrentUser()).resolves.toBeNull();
    await expect(getIdToken()).resolves.toBeNull();
    expect(sessionMock).not.toHaveBeenCalled();
  });

  it('reads the user from the (refreshed) ID token', async () => {
    storeSession();
    sessionMock.mockResolvedValue({
      tokens: { idToken: idToken({ sub: 'u1', email: 'a@x.test', 'custom:group': 'admin' }) },
    } as never);
    await expect(fetchCurrentUser()).resolves.toEqual({ sub: 'u1', email: 'a@x.test', group: 'admin' });
    await expect(getIdToken()).resolves.toBe('id.token.jwt');
  });

  it("reports a stored session whose refresh failed as SessionExpiredError ('Session refresh failed') and drops it", async () => {
    storeSession();
    // Amplify answers a refused refresh (NotAuthorizedException) with a session without tokens.
    sessionMock.mockResolvedValue({ tokens: undefined } as never);
    const error = await fetchCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('Session refresh failed');
    expect(hasStoredSession()).toBe(false);
    // Whoever asks next in this page (the guard mounting after a preload's read) hears the same, not "never signed
    // in": otherwise /login loses its 'Session refresh failed' (e2e/identity.spec.ts, seen under load).
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(getIdToken()).resolves.toBeNull();
    expect(sessionMock).toHaveBeenCalledTimes(1);
    // Signing out (or in) ends that: a browser without a session is just signed out again.
    await endLocalSession();
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('reports a refresh that fails for another reason (offline) the same way, but keeps the tokens for later', async () => {
    storeSession();
    sessionMock.mockRejectedValue(Object.assign(new Error('offline'), { name: 'NetworkError' }));
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(getIdToken()).resolves.toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it('reads valid stored tokens without loading aws-amplify (as fetchAuthSession would answer them)', async () => {
    const claims = { sub: 'u1', email: 'zoë@x.test', name: 'Zoë', 'custom:group': 'admin' };
    storeTokens(claims, 3600);
    await expect(fetchCurrentUser()).resolves.toEqual({ sub: 'u1', email: 'zoë@x.test', name: 'Zoë', group: 'admin' });
    await expect(getIdToken()).resolves.toBe(localStorage.getItem(`${PREFIX}.u1.idToken`));
    expect(sessionMock).not.toHaveBeenCalled();
  });

  it.each([
    ['has expired', -60, 0],
    ['expires within 5 s (Amplify refreshes then)', 3, 0],
    ['is valid by this clock only (the clock drift Amplify measured says it has expired)', 60, 120_000],
  ])('leaves the refresh to aws-amplify when a stored token %s', async (_label, inSeconds, clockDrift) => {
    storeTokens({ sub: 'u1', email: 'a@x.test', 'custom:group': 'admin' }, inSeconds, clockDrift);
    sessionMock.mockResolvedValue({
      tokens: { idToken: idToken({ sub: 'u1', email: 'a@x.test', 'custom:group': 'creator' }) },
    } as never);
    await expect(fetchCurrentUser()).resolves.toMatchObject({ group: 'creator' });
    expect(sessionMock).toHaveBeenCalledTimes(1);
  });

  it('leaves unreadable stored tokens to aws-amplify', async () => {
    storeSession();
    localStorage.setItem(`${PREFIX}.u1.idToken`, 'not-a-jwt');
    localStorage.setItem(`${PREFIX}.u1.accessToken`, 'not-a-jwt');
    sessionMock.mockResolvedValue({ tokens: undefined } as never);
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(sessionMock).toHaveBeenCalledTimes(1);
  });

  it('ends the local session only (no global sign-out) and drops the tokens', async () => {
    storeSession();
    vi.mocked(signOut).mockRejectedValue(new Error('offline'));
    await endLocalSession();
    expect(signOut).toHaveBeenCalledWith();
    expect(hasStoredSession()).toBe(false);
  });
});
