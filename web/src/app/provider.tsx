import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(async () => ({ default: (await import('./notifications-host')).NotificationsHost }));

/**
 * Mantine's notifications host (about 15 KB gzip with its transitions, portal and scroll lock) is loaded when the
 * first notification is shown, not with every page: most pages, /login among them, never show one.
 * `notifications.show()` writes to the store this component watches (the host reads the same store), so nothing
 * shown before the host arrives is lost; once mounted, it stays.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export interface AppProviderProps {
  children: ReactNode;
  /** 'test' in component tests (no transitions, no portals' delays). */
  env?: 'default' | 'test';
}

/**
 * Mantine (theme, notifications) around the app. TanStack Query is provided by the routes that use it
 * (QueryLayout in router.tsx), the confirm-modal provider (ModalsProvider) by the signed-in layouts
 * (AuthenticatedProviders): /login needs neither.
 */
export function AppProvider({ children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}
