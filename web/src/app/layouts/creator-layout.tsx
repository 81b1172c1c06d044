import '@mantine/core/styles/Container.css';
import { Box, Container, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { AuthenticatedProviders } from '../authenticated-providers';
import { notificationSettingsPathFor } from '../paths';
import { UserMenu } from './user-menu';
import classes from './layouts.module.css';

/**
 * Creator area: a slim header with the logo, the bell and the user menu, pages in the same centred container as the admin
 * area.
 */
export function CreatorLayout() {
  const user = useQuery(currentUserQueryOptions());
  return (
    <AuthenticatedProviders>
      <Box className={classes.page}>
        <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="72rem" px={{ base: 'md', sm: 'xl' }}>
            <Group justify="space-between">
              <Link to="/creator/dashboard" className={classes.logoLink} aria-label="Reelbridge creator home">
                <Logo size="sm" />
              </Link>
              <Group gap="xs" wrap="nowrap">
                <NotificationBell settingsHref={user.data ? notificationSettingsPathFor(user.data) : undefined} />
                <UserMenu />
              </Group>
            </Group>
          </Container>
        </Box>
        <Container component="main" size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Container>
      </Box>
    </AuthenticatedProviders>
  );
}
