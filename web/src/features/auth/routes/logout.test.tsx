import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { hasStoredSession, signOutUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { createTestQueryClient, renderRoutes } from '@/testing/test-utils';
import { LogoutRoute } from './logout';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signOutUser: vi.fn(),
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

  it('with a stored session, asks the API to refuse its tokens before signing out', async () => {
    const order: string[] = [];
    vi.mocked(hasStoredSession).mockReturnValue(true);
    vi.mocked(apiRequest).mockImplementation(async (id) => void order.push(String(id)));
    vi.mocked(signOutUser).mockImplementation(async () => void order.push('signOut'));
    renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/logout'] },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(order).toEqual(['me.signOut', 'signOut']);
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
