import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { canEnterAdmin, canEnterCreator, loginPathFor, postSignInPath, type AuthUser } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';

function currentUser(queryClient: QueryClient): Promise<AuthUser | null> {
  return queryClient.fetchQuery(currentUserQueryOptions());
}

function requireUser(queryClient: QueryClient, allowed: (user: AuthUser | null) => boolean) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await currentUser(queryClient);
    if (!allowed(user)) {
      const url = new URL(request.url);
      // Remember the page so that sign-in can return to it.
      throw redirect(loginPathFor(url.pathname + url.search));
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
    const user = await currentUser(queryClient);
    const target = user ? postSignInPath(user, new URL(request.url).searchParams.get('redirect')) : null;
    if (target) throw redirect(target);
    return null;
  };
