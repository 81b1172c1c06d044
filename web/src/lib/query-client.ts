import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { ACTIVITY_KEY } from './activity-history';

/**
 * A change's history line is written a moment after the change, by the event dispatcher (docs/events.md): after a
 * change succeeds, the histories on screen are read again once the dispatcher has usually caught up, and once more
 * a little later.
 */
export const HISTORY_CATCH_UP_MS = [1_500, 5_000] as const;

export interface QueryClientHooks {
  /** Called when the API answers 401: the session is no longer valid. */
  onUnauthorized?: () => void;
}

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) hooks.onUnauthorized?.();
  };
  const refreshHistories = () => {
    for (const delay of HISTORY_CATCH_UP_MS) {
      setTimeout(() => void client.invalidateQueries({ queryKey: [ACTIVITY_KEY] }), delay);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError, onSuccess: refreshHistories }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
