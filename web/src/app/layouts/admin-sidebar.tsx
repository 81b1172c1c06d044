import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import { Box, NavLink, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { ADMIN_NAV_BOTTOM, isNavItemActive, mainNavFor, type AdminNavItem } from './admin-nav';

function NavEntries({
  label,
  items,
  pathname,
  onNavigate,
}: {
  label: string;
  items: readonly AdminNavItem[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <Stack component="ul" aria-label={label} gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const active = isNavItemActive(pathname, item);
        const ItemIcon = item.icon;
        return (
          <li key={item.href}>
            <NavLink
              component={Link}
              to={item.href}
              label={item.label}
              leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              onClick={onNavigate}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: active ? 600 : 500 } }}
            />
          </li>
        );
      })}
    </Stack>
  );
}

export interface AdminSidebarProps {
  /** Called after an entry is chosen (closes the navbar on small screens). */
  onNavigate?: () => void;
}

/**
 * The admin navigation entries: main entries, then Settings and Logout at the bottom (docs/product.md#screens).
 * Rendered inside the admin layout's `<nav>` landmark.
 */
export function AdminSidebar({ onNavigate }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const user = useQuery(currentUserQueryOptions());
  return (
    <Stack justify="space-between" h="100%" gap="md">
      <NavEntries label="Main" items={mainNavFor(user.data?.group)} pathname={pathname} onNavigate={onNavigate} />
      <Box pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <NavEntries label="Account" items={ADMIN_NAV_BOTTOM} pathname={pathname} onNavigate={onNavigate} />
      </Box>
    </Stack>
  );
}
