import '@mantine/core/styles/Container.css';
import { Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AuthenticatedProviders } from '../authenticated-providers';
import classes from './layouts.module.css';

/** Creator area: a slim header with the logo, pages in the same centred container as the admin area. */
export function CreatorLayout() {
  return (
    <AuthenticatedProviders>
      <Box className={classes.page}>
        <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="72rem" px={{ base: 'md', sm: 'xl' }}>
            <Group justify="space-between">
              <Link to="/creator/dashboard" className={classes.logoLink} aria-label="Reelbridge creator home">
                <Logo size="sm" />
              </Link>
              <NotificationBell />
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
