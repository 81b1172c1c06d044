import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** 'test' in component tests (no transitions, no portals' delays). */
  env?: 'default' | 'test';
}

/**
 * Mantine's theme around the app. TanStack Query is provided by the routes that use it (QueryLayout in router.tsx),
 * the confirm modals and the notifications by the signed-in layouts (AuthenticatedProviders): /login needs none.
 */
export function AppProvider({ children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}
