import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notifications host with its styles: loaded by AppProvider when the first notification is shown. Bottom
 * left (docs/ux-rules.md): at the top right a toast covered a modal's close button, and modals' own buttons sit at
 * the bottom right.
 */
export const NOTIFICATIONS_POSITION = 'bottom-left' as const;

export function NotificationsHost() {
  return <Notifications position={NOTIFICATIONS_POSITION} />;
}
