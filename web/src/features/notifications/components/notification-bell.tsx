import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Modal,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { NotificationView } from '@reelbridge/shared/events';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeferredPopover } from '@/components/deferred-popover';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useNotificationSummary,
  useRefreshOnNews,
} from '../api/notifications';
import { NotificationPreferencesForm } from './notification-preferences';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function NotificationItem({ item, onOpen }: { item: NotificationView; onOpen: (item: NotificationView) => void }) {
  return (
    <li>
      <UnstyledButton
        onClick={() => onOpen(item)}
        w="100%"
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: item.read ? undefined : 'var(--mantine-color-blue-0)',
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box
            aria-hidden
            mt={6}
            w={8}
            h={8}
            style={{
              flex: 'none',
              borderRadius: '50%',
              background: item.read ? 'transparent' : 'var(--mantine-color-blue-7)',
            }}
          />
          <Stack gap={2}>
            {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
            <Text size="sm" fw={item.read ? 400 : 600}>
              {item.title}
            </Text>
            {item.body && (
              <Text size="sm" c="dark.6" lineClamp={3}>
                {item.body}
              </Text>
            )}
            <Text size="xs" c="dark.4">
              {when.format(new Date(item.at))}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

function NotificationPanel({
  unreadCount,
  onDone,
  onSettings,
}: {
  unreadCount: number;
  onDone: () => void;
  onSettings: () => void;
}) {
  const navigate = useNavigate();
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (item: NotificationView) => {
    if (!item.read) markRead.mutate(item.id);
    onDone();
    void navigate(item.link);
  };

  return (
    <Stack gap="sm">
      {/* Wraps on a phone: in one line, the buttons ran past the dropdown's edge ('E-mail settin'). */}
      <Group justify="space-between" gap="xs">
        <Text fw={600} component="h2" size="md" m={0}>
          Notifications
        </Text>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={unreadCount === 0}
          >
            Mark all read
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={onSettings}>
            E-mail settings
          </Button>
        </Group>
      </Group>
      {list.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading notifications" />
      ) : list.isError ? (
        <Alert color="red" title="Could not load your notifications">
          <Button size="compact-sm" variant="light" color="red" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dark.6">
          No notifications yet. When something needs you, it shows up here.
        </Text>
      ) : (
        <Box mah={420} style={{ overflowY: 'auto' }}>
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Notifications, newest first"
          >
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={open} />
            ))}
          </Stack>
        </Box>
      )}
      {list.hasNextPage && (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}

/**
 * The bell of the admin and creator layouts: the unread count (polled, see UNREAD_POLL_MS), a list newest first that
 * opens a notification's screen and marks it read, "Mark all read", and the e-mail settings (`settingsHref`: the
 * account screen's section, else a window).
 */
export function NotificationBell({ settingsHref }: { settingsHref?: string } = {}) {
  const navigate = useNavigate();
  const summary = useNotificationSummary();
  const unread = summary.data?.unreadCount ?? 0;
  useRefreshOnNews(summary.data?.unreadCount);
  const [opened, setOpened] = useState(false);
  // Undefined until first opened: a closed overlay still mounts a portal, whose mount re-renders it at once, inside the
  // page's first commit (docs/performance.md, "Closed overlays").
  const [settings, setSettings] = useState<boolean>();
  return (
    <>
      {/* The indicator wraps the popover: the popover's target (which gets aria-expanded) must be the button itself. */}
      <Indicator
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red"
      >
        <DeferredPopover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={380}
          shadow="md"
          trapFocus
          returnFocus
          withinPortal={false}
          target={
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={`Notifications, ${unread} unread`}
              onClick={() => setOpened((value) => !value)}
            >
              <IconBell size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          }
        >
          {opened && (
            <NotificationPanel
              unreadCount={unread}
              onDone={() => setOpened(false)}
              onSettings={() => {
                setOpened(false);
                // On the account screen when the layout has one (docs/accounts.md); else in a window of its own.
                if (settingsHref) void navigate(settingsHref);
                else setSettings(true);
              }}
            />
          )}
        </DeferredPopover>
      </Indicator>
      {settings !== undefined && (
        <Modal opened={settings} onClose={() => setSettings(false)} title="E-mail notifications">
          <NotificationPreferencesForm />
        </Modal>
      )}
    </>
  );
}
