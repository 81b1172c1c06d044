import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(async () => ({ default: (await import('./notifications-host')).NotificationsHost }));

/**
 * Mantine's notifications host (about 15 KB gzip with its transitions, portal and scroll lock) is loaded when the
 * first notification is shown, not with every page: most pages never show one. `notifications.show()` writes to the
 * store this component watches (the host reads the same store), so nothing shown before the host arrives is lost;
 * once mounted, it stays. Only the signed-in areas show notifications (AuthenticatedProviders): the public pages, /login
 * among them, load neither the host nor the store.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
