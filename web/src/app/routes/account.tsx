import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountSettings, NOTIFICATIONS_SECTION_ID } from '@/features/account/routes/account-settings';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences';
import { ACCOUNT_PATHS } from '../paths';

/**
 * The account screen, composed: the account feature's sections with the notifications feature's e-mail preferences
 * (features do not import each other). `#notifications` scrolls to the preferences.
 */
export function AccountRoute() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${NOTIFICATIONS_SECTION_ID}`) return;
    const timer = window.setTimeout(() => {
      document.getElementById(NOTIFICATIONS_SECTION_ID)?.scrollIntoView({ block: 'start' });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [hash]);
  return <AccountSettings preferences={<NotificationPreferencesForm />} logoutPath={ACCOUNT_PATHS.logout} />;
}
