import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { ACCOUNT_PATHS, accountPathFor } from '../paths';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The user menu of every signed-in layout: who is signed in, their account settings, a creator's payment details (the
 * only way back to them once the dashboard's banner is gone), and sign out.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: user } = useQuery(currentUserQueryOptions());
  if (!user) return null;
  const name = user.name || user.email;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu, signed in as ${name}`} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="indigo" aria-hidden>
              {initials(name)}
            </Avatar>
            {!compact && (
              <Text size="sm" fw={500} maw={160} truncate="end">
                {name}
              </Text>
            )}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.8" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dark.6" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={accountPathFor(user)} leftSection={<IconUserCircle size={16} aria-hidden />}>
          Account settings
        </Menu.Item>
        {user.group === 'creator' && (
          <Menu.Item
            component={Link}
            to={ACCOUNT_PATHS.paymentDetails}
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            Payment details
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={ACCOUNT_PATHS.logout} leftSection={<IconLogout size={16} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
