import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Center, Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Brand } from '@reelbridge/shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useBrands } from '../api/get-brands';
import { BrandFormModal } from '../components/brand-form-modal';
import { BrandsList, BrandsTable } from '../components/brands-table';
import { ListLoadError, ListPageHeader, ListResults, ListSearchInput } from '@/components/list-page';

/** The brand form: Add Brand (brand null) or Edit; the brand stays while the modal closes. */
interface Editing {
  opened: boolean;
  brand: Brand | null;
}

/**
 * /admin/brands: the brand list with search by name or industry and cursor paging, Add Brand (admins) and Edit
 * per row. A brand user sees only their own brand (the API answers only that one).
 */
export function BrandsRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const isAdmin = user?.group === 'admin';
  const [editing, setEditing] = useState<Editing>({ opened: false, brand: null });
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
      <ListLoadError
        title={MESSAGES.brandsLoadFailed}
        detail={brandsQuery.error.message}
        onRetry={() => void brandsQuery.refetch()}
      />
    );
  } else if (brands.length === 0) {
    content = (
      <Stack align="center" gap={4} py="xl" px="md">
        <Text fw={600}>{query ? 'No brands match your search' : 'No brands yet'}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {query
            ? `Nothing matches "${query}". Try another name or an industry.`
            : 'Registered companies will appear here.'}
        </Text>
      </Stack>
    );
  } else {
    const onEdit = (brand: Brand) => setEditing({ opened: true, brand });
    content = wide ? <BrandsTable brands={brands} onEdit={onEdit} /> : <BrandsList brands={brands} onEdit={onEdit} />;
  }

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Brands"
        description="Companies registered on Reelbridge."
        action={
          isAdmin && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ opened: true, brand: null })}
            >
              Add Brand
            </Button>
          )
        }
      />

      <ListSearchInput
        label="Search brands"
        placeholder="Search by name, industry or e-mail domain"
        value={search}
        onSearch={setSearch}
        maw={{ base: '100%', sm: 360 }}
        maxLength={100}
      />

      <ListResults
        query={brandsQuery}
        loadError={brandsQuery.isError && brands.length > 0 ? MESSAGES.brandsLoadFailed : undefined}
        found={{ search: query, count: brands.length, item: 'brand' }}
      >
        {content}
      </ListResults>

      <BrandFormModal
        opened={editing.opened}
        brand={editing.brand}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
