import { describe, expect, it, vi } from 'vitest';
import { endLocalSession } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { createTestQueryClient } from '@/testing/test-utils';
import { handleUnauthorized, type NavigatingRouter } from './session-expiry';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  endLocalSession: vi.fn(async () => undefined),
}));

function routerAt(pathname: string, search = '') {
  return { state: { location: { pathname, search } }, navigate: vi.fn<NavigatingRouter['navigate']>() };
}

describe('handleUnauthorized (an API call answered 401)', () => {
  it("ends the local session, forgets cached data and opens /login with 'Session refresh failed', remembering the page", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['brands', 'list'], { items: [] });
    const router = routerAt('/admin/brands', '?q=ac');
    await handleUnauthorized(router, queryClient);
    expect(endLocalSession).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(router.navigate).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fbrands%3Fq%3Dac&session=expired', {
      replace: true,
    });
  });

  it('does nothing on /login and /logout', async () => {
    for (const path of ['/login', '/logout']) {
      const router = routerAt(path);
      await handleUnauthorized(router, createTestQueryClient());
      expect(router.navigate).not.toHaveBeenCalled();
    }
  });
});
