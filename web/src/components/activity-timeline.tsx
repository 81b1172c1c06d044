import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Loader, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, useState } from 'react';
import { useDeferredQuery } from '@/lib/deferred-query';
import classes from './activity-timeline.module.css';
import type { Page } from '@reelbridge/shared/api/types';
import type { ActivityEntry } from '@reelbridge/shared/events';
import { LoadingButton } from './loading-button';
import { StatusAlert } from './status-alert';

/** The part of TanStack's infinite query (useActivityHistory) the timeline reads. */
export interface ActivityHistoryQuery {
  data?: { pages: Page<ActivityEntry>[] };
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

const ABSOLUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** 'Nov 25, 2026, 3:40 AM' in the reader's time zone. */
export function absoluteTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : ABSOLUTE.format(date);
}

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; a date beyond a week. */
export function relativeTime(at: string, now: number = Date.now()): string {
  if (Number.isNaN(new Date(at).getTime())) return '';
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  const past = -seconds;
  if (past < 45) return 'just now';
  if (past < 3600) return RELATIVE.format(-Math.max(1, Math.round(past / 60)), 'minute');
  if (past < 86_400) return RELATIVE.format(-Math.round(past / 3600), 'hour');
  if (past < 7 * 86_400) return RELATIVE.format(-Math.round(past / 86_400), 'day');
  return DAY.format(new Date(at));
}

/**
 * When an entry happened: relative ('3 hours ago'), the exact time as its title (a pointer's tooltip, and what a screen
 * reader adds) and, for the keyboard and touch, in a tooltip drawn by CSS on focus. Plain text with no tooltip
 * component per entry: a long history renders without a floating-ui instance for each line.
 */
function EntryTime({ at, absolute, now }: { at: string; absolute: string; now: number }) {
  return (
    <Text
      component="time"
      dateTime={at}
      title={absolute}
      data-absolute={absolute}
      className={classes.time}
      size="xs"
      c="dark.5"
      w="fit-content"
      tabIndex={0}
    >
      {relativeTime(at, now)}
    </Text>
  );
}

function Entry({ entry, now }: { entry: ActivityEntry; now: number }) {
  const absolute = absoluteTime(entry.at);
  return (
    <Stack component="li" gap={2} py={6} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }} pl="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.text}
      </Text>
      {entry.comment && (
        <Text
          component="blockquote"
          size="sm"
          c="dark.6"
          m={0}
          pl="xs"
          style={{
            borderLeft: '3px solid var(--mantine-color-indigo-2)',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {entry.comment}
        </Text>
      )}
      <EntryTime at={entry.at} absolute={absolute} now={now} />
    </Stack>
  );
}

export interface ActivityTimelineProps {
  history: ActivityHistoryQuery;
  /** The section's heading: 'History' unless the screen names it. */
  title?: string;
  headingOrder?: TitleOrder;
  /** What 'Load more' and the errors name for screen readers: 'project history'. */
  what?: string;
  /** Drawn as a card of its own (a screen's section), or bare (inside a card). */
  withCard?: boolean;
  /** For tests: the time relative times count from. */
  now?: number;
}

/**
 * A record's activity history (who did what, when, in words), newest first: each line its words, the comment given
 * with it and when, relatively, with the exact time on hover and on focus; 'Load more' while there are older lines.
 * Each feature fetches its own record's history (useActivityHistory with its route) and passes the query here.
 */
export function ActivityTimeline({
  history: historyQuery,
  title = 'History',
  headingOrder = 2,
  what = 'history',
  withCard = true,
  now,
}: ActivityTimelineProps) {
  const headingId = useId();
  const history = useDeferredQuery(historyQuery);
  // Relative times count from when the timeline was shown (a test passes its own time).
  const [shownAt] = useState(() => Date.now());
  const reference = now ?? shownAt;
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (history.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Loading {what}…</Text>
      </Group>
    );
  } else if (history.isError && !history.data) {
    body = (
      <Stack gap="xs" align="flex-start">
        <StatusAlert tone="error">Could not load the {what}. Try again.</StatusAlert>
        <Button size="xs" variant="default" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (entries.length === 0) {
    body = (
      <Text size="sm" c="dark.5">
        No activity yet
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} now={reference} />
          ))}
        </Stack>
        {history.hasNextPage && (
          <Stack gap="xs" align="flex-start">
            {history.isFetchNextPageError && !history.isFetchingNextPage && (
              <StatusAlert tone="error">Could not load more of the {what}. Try again.</StatusAlert>
            )}
            <LoadingButton
              size="xs"
              variant="default"
              aria-label={`Load more of the ${what}`}
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Load more
            </LoadingButton>
          </Stack>
        )}
      </Stack>
    );
  }

  const content = (
    <Stack gap="sm">
      <Title order={headingOrder} size={headingOrder <= 2 ? 'h3' : 'h5'} id={headingId}>
        {title}
      </Title>
      {body}
    </Stack>
  );
  return withCard ? (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
    >
      {content}
    </Paper>
  ) : (
    <section aria-labelledby={headingId}>{content}</section>
  );
}
