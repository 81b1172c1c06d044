import { useQuery } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { AppQueryProvider, setUnauthorizedHandler } from '@/lib/app-query';
import {
  ADMIN_HOME,
  canEnterAdmin,
  canEnterCreator,
  JOIN_REQUEST_PATH,
  loginPathFor,
  SessionExpiredError,
  type AuthUser,
} from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { appNavigator } from './navigation';
import { PreloadPastGuardContext } from './route-preload';
import { handleUnauthorized } from './session-expiry';

/**
 * The routes with server state sit under QueryLayout (a lazy module with TanStack Query and zod); the guards of the
 * signed-in areas use the cached current user, so they live here too.
 */

// A 401 from the API means the session is gone: back to /login, remembering the page.
let handling = false;
setUnauthorizedHandler((client) => {
  if (handling) return;
  handling = true;
  void handleUnauthorized(appNavigator, client).finally(() => (handling = false));
});

/** Layout route: the app's query client for the routes below. */
export function QueryLayout() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}

/**
 * Guard of a signed-in area: renders the area only for a user `allowed` in; anyone else goes to /login, which
 * remembers the page (and says 'Session refresh failed' when the stored session could not be refreshed). The area's
 * code is not fetched before the check passes.
 */
export function RequireUser({ allowed }: { allowed: (user: AuthUser | null) => boolean }) {
  const location = useLocation();
  const preload = useContext(PreloadPastGuardContext);
  const { data, error, isPending } = useQuery(currentUserQueryOptions());
  const expired = error instanceof SessionExpiredError;
  const user = expired ? null : (data ?? null);
  const admitted = !isPending && !error && allowed(user);
  // Let in: the area's layout and the page load side by side, not one after the other. (The Suspense boundary below
  // lets this guard commit, and so run this effect, while they load.)
  useEffect(() => {
    if (admitted) preload(location.pathname);
  }, [admitted, location.pathname, preload]);

  if (isPending) return <PageLoader />;
  if (error && !expired) throw error;
  // Signed in without a role: a join request waiting for the brand's owner (docs/brand-teams.md).
  if (user && !user.group) return <Navigate to={JOIN_REQUEST_PATH} replace />;
  if (!allowed(user)) {
    return <Navigate to={loginPathFor(location.pathname + location.search, { sessionExpired: expired })} replace />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** Admin area: group admin, or brand with a company id (docs/architecture.md#identity). */
export function RequireAdmin() {
  return <RequireUser allowed={canEnterAdmin} />;
}

/** Creator area: group creator with a creator id. */
export function RequireCreator() {
  return <RequireUser allowed={canEnterCreator} />;
}

/**
 * The agency's own pages inside the admin area (the brands list, a brand's page, the creators, the project and
 * campaign forms): a brand user, whose workspace has no such entry, gets the area's not-found page instead of a
 * page whose every call would answer 403 (docs/brand-teams.md).
 */
export function RequireAgency() {
  const { data: user } = useQuery(currentUserQueryOptions());
  if (user?.group === 'brand') return <NotFoundPage home={ADMIN_HOME} homeLabel="Back to Overview" />;
  return <Outlet />;
}
