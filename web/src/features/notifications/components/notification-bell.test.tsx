import type { NotificationPage, NotificationView } from '@reelbridge/shared/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { notificationKeys } from '../api/notifications';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const note = (n: number, read = false): NotificationView => ({
  id: `nt_${n}`,
  eventId: `ev_${n}`,
  type: 'project.draftsSubmitted',
  kind: 'reviews',
  title: `Ana Lima submitted ${n} videos for Glow`,
  link: `/admin/ugc-projects/pj_${n}`,
  at: `2026-11-2${n}T10:00:00.000Z`,
  read,
});

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => {
    const parsed = new URL(String(url), 'http://x');
    return `${init?.method ?? 'GET'} ${parsed.pathname}${parsed.search}`;
  });
}

/** The API as the bell sees it: pages of notifications (two per page here), read marks. */
function api(pages: NotificationPage[], unread: { count: number }) {
  fetchMock.mockImplementation(async (url, init) => {
    const parsed = new URL(String(url), 'http://x');
    if (init?.method === 'POST' && parsed.pathname.endsWith('/read-all')) {
      unread.count = 0;
      return json(200, { unreadCount: 0 });
    }
    if (init?.method === 'POST') {
      unread.count -= 1;
      return json(200, { unreadCount: unread.count });
    }
    if (parsed.searchParams.get('limit') === '1') {
      return json(200, { items: pages[0]!.items.slice(0, 1), unreadCount: unread.count });
    }
    const page = parsed.searchParams.get('cursor') === 'page-2' ? pages[1]! : pages[0]!;
    return json(200, { ...page, unreadCount: unread.count });
  });
}

function renderBell() {
  const result = renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'ugc-projects/:projectId', element: <p>Project page</p> },
        ],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  return { ...result, user: userEvent.setup({ delay: null }) };
}

// Popover and modal renders are slow in jsdom on a busy 2-core machine: 20 s a test.
describe('the notification bell', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says how many are unread in its name, lists newest first with Load more, and opens one (marking it read)', async () => {
    const unread = { count: 2 };
    api(
      [
        { items: [note(3), note(2)], nextCursor: 'page-2', unreadCount: 2 },
        { items: [note(1, true)], unreadCount: 2 },
      ],
      unread,
    );
    const { user, router } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Unread: Ana Lima submitted 3 videos for Glow'),
      expect.stringContaining('Unread: Ana Lima submitted 2 videos for Glow'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).not.toHaveTextContent('Unread');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /submitted 3 videos/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ugc-projects/pj_3'));
    await waitFor(() => expect(calls()).toContain('POST /api/notifications/nt_3/read'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByText('Project page')).toBeInTheDocument();
  });

  it('marks all read, works by keyboard, and says when there is nothing', async () => {
    const unread = { count: 1 };
    api([{ items: [note(4)], unreadCount: 1 }], unread);
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls()).toContain('POST /api/notifications/read-all'));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows an empty list in words', async () => {
    api([{ items: [], unreadCount: 0 }], { count: 0 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('opens the e-mail settings with one switch per kind and saves a change', async () => {
    api([{ items: [], unreadCount: 0 }], { count: 0 });
    const preferences = { work: true, reviews: true, payments: true, campaigns: true, team: true };
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).includes('/me/notification-preferences')) {
        if (init?.method === 'PUT') return json(200, JSON.parse(String(init.body)));
        return json(200, preferences);
      }
      return base(url, init);
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail notifications' });
    const reviews = await within(dialog).findByRole('switch', { name: /Video reviews/ });
    expect(within(dialog).getAllByRole('switch')).toHaveLength(5);
    await user.click(reviews);
    await waitFor(() => expect(calls()).toContain('PUT /api/me/notification-preferences'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ ...preferences, reviews: false });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: /Video reviews/ })).not.toBeChecked());
  });

  it('reads the screen again when the unread count rises, and not when it stays', async () => {
    const unread = { count: 1 };
    api([{ items: [note(5)], unreadCount: 1 }], unread);
    let screenReads = 0;
    function ProjectScreen() {
      const project = useQuery({ queryKey: ['ugc-projects', 'pj_5'], queryFn: async () => ++screenReads });
      return <p>Project read {project.data ?? 0} times</p>;
    }
    const { queryClient } = renderRoutes([
      {
        path: '/',
        element: (
          <>
            <NotificationBell />
            <ProjectScreen />
          </>
        ),
      },
    ]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(await screen.findByText('Project read 1 times')).toBeInTheDocument();
    await queryClient.refetchQueries({ queryKey: notificationKeys.summary });
    expect(screenReads).toBe(1);
    unread.count = 2;
    await queryClient.refetchQueries({ queryKey: notificationKeys.summary });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Project read 2 times')).toBeInTheDocument();
  });
});
