import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list-page.module.css';
import { LoadingButton } from './loading-button';
import { StatusAlert } from './status-alert';

/** The heading row of a back-office list page: title, one line of description, and the page's main action. */
export function ListPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {action}
    </Group>
  );
}

/** The search box of a list page (the caller debounces the value). */
export function ListSearchInput({
  value,
  onSearch,
  ...props
}: { value: string; onSearch: (value: string) => void } & Omit<TextInputProps, 'value' | 'onChange' | 'type'>) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
    />
  );
}

/** The paginated query a list page shows (TanStack's infinite query has this shape). */
interface PagedQuery {
  isFetching: boolean;
  /** True while the rows are still the previous search's (TanStack's keepPreviousData). */
  isPlaceholderData?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What a search found: the search as applied, the rows it shows, and what a row is ('creator'). */
export interface SearchFound {
  search: string;
  count: number;
  item: string;
}

/** '1 creator matches “tess”', '3 creators match “tess”', '25+ …' while there are further pages. */
export function searchFoundMessage({ search, count, item }: SearchFound, more: boolean): string {
  if (count === 0) return `No ${item}s match “${search}”`;
  if (count === 1 && !more) return `1 ${item} matches “${search}”`;
  return `${count}${more ? '+' : ''} ${item}s match “${search}”`;
}

/**
 * The body of a list page: the table (or cards) in a panel, the error of a failed further load under the rows
 * already shown, and 'Load more' while there are further pages. After a search, a status region tells screen readers
 * what it found (WCAG 2.1 4.1.3), once the rows shown are the search's own; `found` is undefined until then.
 */
export function ListResults({
  query,
  busy = query.isFetching,
  loadError,
  found,
  children,
}: {
  query: PagedQuery;
  busy?: boolean;
  /** Set when loading failed although rows are shown (an empty failed list says so in `children`). */
  loadError?: ReactNode;
  found?: SearchFound;
  children: ReactNode;
}) {
  const settled = found && found.search !== '' && !busy && !query.isPlaceholderData;
  return (
    <>
      {/* Always in the page, so that a change of its text is announced. */}
      <VisuallyHidden role="status">{settled ? searchFoundMessage(found, query.hasNextPage) : ''}</VisuallyHidden>
      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }} aria-busy={busy || undefined}>
        {children}
      </Paper>
      {loadError && <StatusAlert tone="error">{loadError}</StatusAlert>}
      {query.hasNextPage && (
        <Group justify="center">
          <LoadingButton
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </LoadingButton>
        </Group>
      )}
    </>
  );
}

/** What a list shows in its panel when its first page could not be loaded: the message and a retry. */
export function ListLoadError({
  title,
  detail,
  onRetry,
}: {
  title: ReactNode;
  detail?: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden />}
      m="md"
      title={title}
    >
      <Stack gap="xs" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Phones: a list page's records as one compact entry each, separated by rules (the tables need wide screens).
 * `children` renders an entry's content.
 */
export function CompactList<T extends { id: string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className={classes.compactList}>
      {items.map((item) => (
        <li key={item.id} className={classes.compactItem}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
