import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from './auth';

export const authKeys = {
  all: ['auth'] as const,
  user: ['auth', 'user'] as const,
};

/** The current user as a query: guards and pages share one cached read of the claims. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user,
    queryFn: () => fetchCurrentUser(),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
