import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import {
  canEnterAdmin,
  canEnterCreator,
  loginPathFor,
  postSignInPath,
  SessionExpiredError,
  type AuthUser,
} from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';

interface SessionCheck {
  user: AuthUser | null;
  /** A stored session could not be refreshed: /login says 'Session refresh failed'. */
  expired: boolean;
}

async function checkSession(queryClient: QueryClient): Promise<SessionCheck> {
  try {
    return { user: await queryClient.fetchQuery(currentUserQueryOptions()), expired: false };
  } catch (error) {
    if (error instanceof SessionExpiredError) return { user: null, expired: true };
    throw error;
  }
}

function requireUser(queryClient: QueryClient, allowed: (user: AuthUser | null) => boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user, expired } = await checkSession(queryClient);
    if (!allowed(user)) {
      const url = new URL(request.url);
      // Remember the page so that sign-in can return to it.
      throw redirect(loginPathFor(url.pathname + url.search, { sessionExpired: expired }));
    }
    return null;
  };
}

/** Admin area: group admin, or brand with a company id (DESIGN section 3); else /login. */
export const requireAdmin = (queryClient: QueryClient) => requireUser(queryClient, canEnterAdmin);

/** Creator area: group creator with a creator id; else /login. */
export const requireCreator = (queryClient: QueryClient) => requireUser(queryClient, canEnterCreator);

/** /login: a signed-in user with a usable account goes straight to their home. */
export const redirectSignedIn =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { user } = await checkSession(queryClient);
    const target = user ? postSignInPath(user, new URL(request.url).searchParams.get('redirect')) : null;
    if (target) throw redirect(target);
    return null;
  };
