import type { QueryClient } from '@tanstack/react-query';
import { endLocalSession, LOGIN_PATH, loginPathFor } from '@/lib/auth';

/** The parts of the router the handler needs (a data router, or a stand-in in tests). */
export interface NavigatingRouter {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
}

/** Pages where an API 401 needs no reaction (the user is signing in or out already). */
const IGNORED_PATHS = new Set([LOGIN_PATH, '/logout']);

/**
 * An API call answered 401 (or found no token it could refresh): the session is gone. End it in this browser,
 * forget every cached query, and send the user to /login, which says 'Session refresh failed' and returns to
 * this page after sign-in.
 */
export async function handleUnauthorized(router: NavigatingRouter, queryClient: QueryClient): Promise<void> {
  const { pathname, search } = router.state.location;
  if (IGNORED_PATHS.has(pathname)) return;
  await endLocalSession().catch(() => undefined);
  queryClient.clear();
  await router.navigate(loginPathFor(pathname + search, { sessionExpired: true }), { replace: true });
}
