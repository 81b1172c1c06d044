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
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('reports a refresh that fails for another reason (offline) the same way, but keeps the tokens for later', async () => {
    storeSession();
    sessionMock.mockRejectedValue(Object.assign(new Error('offline'), { name: 'NetworkError' }));
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(getIdToken()).resolves.toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it('ends the local session only (no global sign-out) and drops the tokens', async () => {
    storeSession();
    vi.mocked(signOut).mockRejectedValue(new Error('offline'));
    await endLocalSession();
    expect(signOut).toHaveBeenCalledWith();
    expect(hasStoredSession()).toBe(false);
  });
});
