import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Avatar, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeferredPopover } from '@/components/deferred-popover';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { ACCOUNT_PATHS, accountPathFor } from '../paths';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The user menu of every signed-in layout: who is signed in, their account settings, a creator's payment details (the
 * only way back to them once the dashboard's banner is gone), and sign out. A popover of plain links, reachable and
 * announced like the bell's.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: user } = useQuery(currentUserQueryOptions());
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const name = user.name || user.email;
  const close = () => setOpened(false);
  const links = [
    { label: 'Account settings', to: accountPathFor(user), Icon: IconUserCircle },
    ...(user.group === 'creator'
      ? [{ label: 'Payment details', to: ACCOUNT_PATHS.paymentDetails, Icon: IconCreditCard }]
      : []),
    { label: 'Sign out', to: ACCOUNT_PATHS.logout, Icon: IconLogout },
  ];
  const button = (
    <UnstyledButton
      aria-label={`Account menu, signed in as ${name}`}
      title={user.email}
      onClick={() => setOpened((value) => !value)}
      style={{ borderRadius: 999 }}
    >
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
  );
  return (
    <DeferredPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal={false}
      target={button}
      dropdownProps={{ p: 'xs' }}
    >
      <Stack gap={2} px="xs" pt={4} pb="xs">
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dark.6" truncate="end">
          {user.email}
        </Text>
      </Stack>
      <nav aria-label="Your account">
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {links.map(({ label, to, Icon }) => (
            <li key={label}>
              <NavLink
                component={Link}
                to={to}
                label={label}
                onClick={close}
                leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            </li>
          ))}
        </Stack>
      </nav>
    </DeferredPopover>
  );
}
