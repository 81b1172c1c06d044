import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { clearStoredSession, hasStoredSession, signOutUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { createTestQueryClient, renderRoutes } from '@/testing/test-utils';
import { LogoutRoute } from './logout';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signOutUser: vi.fn(),
  clearStoredSession: vi.fn(),
  hasStoredSession: vi.fn(() => false),
}));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

describe('/logout', () => {
  it('signs out, forgets cached queries and goes to /login', async () => {
    vi.mocked(signOutUser).mockResolvedValue(undefined);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['auth', 'user'], { sub: 'a', email: 'a@x.test', group: 'admin' });
    queryClient.setQueryData(['brands', 'list', { query: '' }], { pages: [] });
    renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/logout'], queryClient },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('with a stored session, has the API revoke every session, then only drops the stored tokens', async () => {
    const order: string[] = [];
    vi.mocked(hasStoredSession).mockReturnValue(true);
    vi.mocked(apiRequest).mockImplementation(async (id) => void order.push(String(id)));
    vi.mocked(clearStoredSession).mockImplementation(() => void order.push('clearStoredSession'));
    renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/logout'] },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // Cognito is not asked again for tokens the API had it revoke (it would answer 400).
    expect(order).toEqual(['me.signOut', 'clearStoredSession']);
    expect(signOutUser).not.toHaveBeenCalled();
    vi.mocked(hasStoredSession).mockReturnValue(false);
  });

  it('when the API cannot revoke the session, signs out through Cognito instead', async () => {
    vi.mocked(hasStoredSession).mockReturnValue(true);
    vi.mocked(apiRequest).mockRejectedValue(new Error('offline'));
    vi.mocked(signOutUser).mockResolvedValue(undefined);
    renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/logout'] },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(clearStoredSession).not.toHaveBeenCalled();
    vi.mocked(hasStoredSession).mockReturnValue(false);
  });

  it('still lands on /login when sign-out fails', async () => {
    vi.mocked(signOutUser).mockRejectedValue(new Error('offline'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/logout'] },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
