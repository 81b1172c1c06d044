import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Box, Burger, Container, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { AdminSidebar } from './admin-sidebar';
import { UserMenu } from './user-menu';
import { notificationSettingsPathFor } from '../paths';
import { AuthenticatedProviders } from '../authenticated-providers';
import shell from './admin-shell.module.css';
import classes from './layouts.module.css';

/**
 * Admin layout (docs/product.md#screens): a 16rem sidebar visible from the `lg` breakpoint, collapsed behind a burger
 * in a header on smaller screens; pages on a light gradient in a centred container of at most 72rem (6xl).
 */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  const isLarge = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, false, { getInitialValueInEffect: false });
  // Below lg the collapsed navbar is only moved off screen: keep its links out of the tab order too.
  const navbarHidden = !isLarge && !opened;
  const user = useQuery(currentUserQueryOptions());
  // Until the user is known, the bell keeps its own window for the settings.
  const settingsHref = user.data ? notificationSettingsPathFor(user.data) : undefined;
  return (
    <AuthenticatedProviders>
      <header className={shell.header}>
        <Group h="100%" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
            aria-controls="admin-navbar"
          />
          <Link to="/admin" className={classes.logoLink} aria-label="Reelbridge admin home">
            <Logo size="sm" />
          </Link>
          {!isLarge && (
            <Group ml="auto" gap="xs" wrap="nowrap">
              <NotificationBell settingsHref={settingsHref} />
              <UserMenu compact />
            </Group>
          )}
        </Group>
      </header>

      <nav
        id="admin-navbar"
        className={shell.navbar}
        data-opened={opened || undefined}
        aria-label="Admin"
        inert={navbarHidden}
      >
        {isLarge && (
          <>
            <Group mb="lg" px="xs" justify="space-between" wrap="nowrap">
              <Link to="/admin" className={classes.logoLink} aria-label="Reelbridge admin home">
                <Logo />
              </Link>
              <NotificationBell settingsHref={settingsHref} />
            </Group>
            <Box mb="md" px="xs">
              <UserMenu />
            </Box>
          </>
        )}
        <div className={shell.navbarLinks}>
          <AdminSidebar onNavigate={close} />
        </div>
      </nav>

      <main className={`${shell.main} ${classes.page}`}>
        <Container size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Container>
      </main>
    </AuthenticatedProviders>
  );
}
