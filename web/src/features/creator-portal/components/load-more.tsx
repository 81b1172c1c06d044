import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Group, Stack } from '@mantine/core';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';

/** The part of TanStack's infinite query a 'Load more' needs. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Load more' under a dashboard section while the server has further pages, and the error of a failed further load.
 * `what` names the section for screen readers, as the dashboard has two of these buttons.
 */
export function LoadMore({ query, what }: { query: PagedQuery; what: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Stack gap="sm">
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <StatusAlert tone="error">Could not load more {what}. Try again.</StatusAlert>
      )}
      <Group justify="center">
        <LoadingButton
          variant="default"
          aria-label={`Load more ${what}`}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </LoadingButton>
      </Group>
    </Stack>
  );
}
