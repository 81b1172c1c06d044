import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { useBrands } from '../api/get-brands';
import { BrandsList, BrandsTable } from '../components/brands-table';

/** /admin/brands: the brand list with name search and cursor paging (Add/Edit arrive in a later release). */
export function BrandsRoute() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const brandsQuery = useBrands(query);
  const brands = brandsQuery.data?.pages.flatMap((page) => page.items) ?? [];
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });

  let content;
  if (brandsQuery.isPending) {
    content = (
      <Center py="xl" role="status" aria-label="Loading brands">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  } else if (brandsQuery.isError && brands.length === 0) {
    content = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        m="md"
        title={MESSAGES.brandsLoadFailed}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{brandsQuery.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void brandsQuery.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (brands.length === 0) {
    content = (
      <Stack align="center" gap={4} py="xl" px="md">
        <Text fw={600}>{query ? 'No brands match your search' : 'No brands yet'}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {query ? `Nothing starts with "${query}". Try another name.` : 'Registered companies will appear here.'}
        </Text>
      </Stack>
    );
  } else {
    content = wide ? <BrandsTable brands={brands} /> : <BrandsList brands={brands} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Brands</Title>
        <Text c="dimmed">Companies registered on Reelbridge.</Text>
      </Stack>

      <TextInput
        label="Search brands"
        placeholder="Search by brand name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={{ base: '100%', sm: 360 }}
        maxLength={100}
      />

      <Paper
        withBorder
        radius="lg"
        shadow="xs"
        style={{ overflow: 'hidden' }}
        aria-busy={brandsQuery.isFetching || undefined}
      >
        {content}
      </Paper>

      {brandsQuery.isError && brands.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {MESSAGES.brandsLoadFailed}
        </Alert>
      )}

      {brandsQuery.hasNextPage && (
        <Group justify="center">
          <LoadingButton
            variant="default"
            loading={brandsQuery.isFetchingNextPage}
            onClick={() => void brandsQuery.fetchNextPage()}
          >
            Load more
          </LoadingButton>
        </Group>
      )}
    </Stack>
  );
}
