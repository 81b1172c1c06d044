import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The app's one TanStack Query client, created the first time a page with server state needs it. Import this module
 * dynamically (or from modules that are themselves lazy): pages without server state, /login first of all, then load
 * no TanStack Query at all.
 */
let client: QueryClient | undefined;
let unauthorizedHandler: ((client: QueryClient) => void) | undefined;

export function appQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient({ onUnauthorized: () => unauthorizedHandler?.(created) });
    client = created;
  }
  return client;
}

/** What to do when the API answers 401 (the session is gone); set once by the app. */
export function setUnauthorizedHandler(handler: (client: QueryClient) => void): void {
  unauthorizedHandler = handler;
}

/**
 * Provides the app's query client to `children`; inside an existing QueryClientProvider (component tests) that one is
 * kept.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
