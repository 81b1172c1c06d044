import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

// The notifications host is not needed for the first paint: load it after, off the /login critical path.
// `notifications.show()` callers share its store module, so toasts work as soon as it is mounted.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' in component tests (no transitions, no portals' delays). */
  env?: 'default' | 'test';
}

/**
 * Mantine (theme, notifications) and TanStack Query around the app. The confirm-modal provider
 * (ModalsProvider) wraps the signed-in layouts instead (see AuthenticatedProviders): Mantine's Modal pulls in
 * ScrollArea and floating-ui, which the public pages do not need.
 */
export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
