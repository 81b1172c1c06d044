import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notifications host with its styles: loaded by AppProvider when the first notification is shown. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
