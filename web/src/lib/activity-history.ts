import type { Page } from '@reelbridge/shared/api/types';
import type { ActivityEntry } from '@reelbridge/shared/events';
import { useInfiniteQuery, type UseInfiniteQueryOptions } from '@tanstack/react-query';

/** One page of a record's history: each feature calls its own activity route (apiRequest) with the cursor. */
export type ActivityPageFetcher = (cursor: string | undefined, signal: AbortSignal) => Promise<Page<ActivityEntry>>;

/** Every history's query key starts with this, so that a change anywhere can refresh them all. */
export const ACTIVITY_KEY = 'activity';

/**
 * A record's activity history, newest first, a page at a time ('Load more'). `key` names the record (e.g.
 * ['project', id]); `enabled: false` waits (a collapsed creator card's history is fetched only when opened);
 * `notifyOnChangeProps: []` starts the fetch without re-rendering the caller when it answers.
 */
export function useActivityHistory(
  key: readonly unknown[],
  fetchPage: ActivityPageFetcher,
  {
    enabled = true,
    notifyOnChangeProps,
  }: { enabled?: boolean; notifyOnChangeProps?: UseInfiniteQueryOptions['notifyOnChangeProps'] } = {},
) {
  return useInfiniteQuery({
    queryKey: [ACTIVITY_KEY, ...key],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
    enabled,
    notifyOnChangeProps,
  });
}
