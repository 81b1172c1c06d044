import type { NotificationPage, NotificationPreferences } from '@reelbridge/shared/events';
import {
  focusManager,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

/** The bell (docs/events.md): the caller's notifications, their unread count and e-mail preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  summary: ['notifications', 'summary'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/**
 * How often the bell asks for the unread count. Polling rather than a push channel: the API is plain HTTP on Lambda
 * (no WebSocket API), one small GetItem-backed request every 30 s per open tab is cheap, and a notification that
 * shows up to half a minute late is fine for review and payment work. It also asks when the window regains focus.
 */
export const UNREAD_POLL_MS = 30_000;
/**
 * How long an answer counts as fresh: a bell mounted again, or a window focused again, within seconds of the last
 * answer does not ask again (a page load asked twice on a busy machine, which e2e/page-load.spec.ts refuses).
 */
const SUMMARY_FRESH_MS = 10_000;
const PAGE_SIZE = 10;

export function useNotificationSummary() {
  return useQuery({
    queryKey: notificationKeys.summary,
    queryFn: ({ signal }) => apiRequest('notifications.list', { query: { limit: 1 }, signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: SUMMARY_FRESH_MS,
  });
}

export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('notifications.list', { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationPage) => last.nextCursor,
    enabled,
    staleTime: 0,
  });
}

/** After a read mark: the answer's count into the summary, and the list read again. */
function afterRead(queryClient: QueryClient, unreadCount: number) {
  queryClient.setQueryData<NotificationPage>(notificationKeys.summary, (summary) =>
    summary ? { ...summary, unreadCount } : summary,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('notifications.read', { params: { id } }),
    onSuccess: ({ unreadCount }) => afterRead(queryClient, unreadCount),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('notifications.readAll'),
    onSuccess: ({ unreadCount }) => afterRead(queryClient, unreadCount),
  });
}

export function usePreferences(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiRequest('notifications.preferences', { signal }),
    enabled,
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      apiRequest('notifications.updatePreferences', { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest('notifications.unsubscribe', { body: { token } }),
  });
}

/**
 * Keeps work-in-progress screens current: when the unread count goes up (something happened to work the user sees),
 * every query on screen other than the bell's is read again, so a project detail or a list shows the new state
 * without a reload. And when the window regains focus, the screen's queries older than their stale time are read
 * again (the app's default is not to, so that typing in a form is never interrupted by a refetch elsewhere).
 */
export function useRefreshOnNews(unreadCount: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadCount === undefined) return;
    const before = previous.current;
    previous.current = unreadCount;
    if (before !== undefined && unreadCount > before) {
      void queryClient.invalidateQueries({
        type: 'active',
        predicate: (query) => query.queryKey[0] !== notificationKeys.all[0],
      });
    }
  }, [queryClient, unreadCount]);

  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        if (!focused) return;
        void queryClient.refetchQueries({
          type: 'active',
          stale: true,
          predicate: (query) => query.queryKey[0] !== notificationKeys.all[0],
        });
      }),
    [queryClient],
  );
}
