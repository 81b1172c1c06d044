import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Box, Button, Center, Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Product } from '@reelbridge/shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Select } from '@/components/select';
import { StatusAlert } from '@/components/status-alert';
import { ApiError, logUnexpectedFailure } from '@/lib/api-client';
import { useAllBrandsProducts, useDeleteProduct, useProducts } from '../api/products';
import { ALL_BRANDS, BrandProvider, useBrand } from '../brand-context';
import { ProductFormModal } from '../components/product-form-modal';
import { ProductsList, ProductsTable, type ProductRow } from '../components/products-table';
import { ListLoadError, ListPageHeader, ListResults, ListSearchInput } from '@/components/list-page';
import { openConfirmModal } from '@/components/confirm-modals';

/**
 * /admin/products: the products of the current brand (docs/product.md#screens); agency staff open it on every brand's
 * products ('All brands', each row naming its brand) and may pick one brand (issue 18 item 6).
 */
export function ProductsRoute() {
  return (
    <BrandProvider>
      <ProductsPage />
    </BrandProvider>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{MESSAGES.loading}</Text>
      </Group>
    </Center>
  );
}

function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Stack align="center" gap={4} py="xl" px="md">
      <Text fw={600}>{title}</Text>
      {text && (
        <Text c="dimmed" size="sm" ta="center">
          {text}
        </Text>
      )}
    </Stack>
  );
}

/** The server's message when it sent one, else 'Failed to load products' (docs/product.md#messages). */
function loadErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status > 0 && !error.code.startsWith('HTTP_')
    ? error.message
    : MESSAGES.productsLoadFailed;
}

interface Editing {
  opened: boolean;
  product: Product | null;
}

function ProductsPage() {
  const {
    brands,
    currentBrand,
    agency,
    allBrands,
    setCurrentBrand,
    loading: brandsLoading,
    error: brandsError,
  } = useBrand();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const brandProducts = useProducts(allBrands || brandsLoading ? undefined : currentBrand?.id, query);
  const everyBrandProducts = useAllBrandsProducts(allBrands && !brandsLoading, query);
  const productsQuery = allBrands ? everyBrandProducts : brandProducts;
  const products: readonly ProductRow[] = productsQuery.data?.pages.flatMap((page) => page.items) ?? [];
  const hasBrand = allBrands || currentBrand !== null;
  const [editing, setEditing] = useState<Editing>({ opened: false, product: null });
  const deleteProduct = useDeleteProduct();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });

  const confirmDelete = (product: Product) =>
    openConfirmModal({
      title: 'Delete product',
      children: <Text size="sm">Delete {product.name}? This action cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteProduct.mutate(product, {
          onSuccess: () =>
            notifications.show({ color: 'green', title: 'Product deleted', message: `${product.name} was deleted.` }),
          onError: (error) => {
            logUnexpectedFailure('Product delete failed', error);
            notifications.show({
              color: 'red',
              title: 'Failed to delete product',
              message: error instanceof ApiError ? error.message : MESSAGES.saveFailed,
            });
          },
        }),
    });

  let content: ReactNode;
  if (brandsLoading) {
    content = <Loading label="Loading brands" />;
  } else if (!hasBrand) {
    content = <EmptyState title={MESSAGES.noBrandSelected} />;
  } else if (productsQuery.isPending) {
    content = <Loading label="Loading products" />;
  } else if (productsQuery.isError && products.length === 0) {
    content = (
      <ListLoadError title={loadErrorMessage(productsQuery.error)} onRetry={() => void productsQuery.refetch()} />
    );
  } else if (products.length === 0) {
    content = query ? (
      <EmptyState title="No products match your search" text={`Nothing matches "${query}". Try another name.`} />
    ) : (
      <EmptyState
        title="No products yet"
        text={
          currentBrand
            ? `Products of ${currentBrand.name} will appear here.`
            : "Every brand's products will appear here."
        }
      />
    );
  } else {
    const onEdit = (product: Product) => setEditing({ opened: true, product });
    content = wide ? (
      <ProductsTable products={products} showBrand={allBrands} onEdit={onEdit} onDelete={confirmDelete} />
    ) : (
      <ProductsList products={products} showBrand={allBrands} onEdit={onEdit} onDelete={confirmDelete} />
    );
  }

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Products"
        description={
          allBrands
            ? "Every brand's products."
            : currentBrand
              ? `Products of ${currentBrand.name}.`
              : 'Products of the current brand.'
        }
        action={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ opened: true, product: null })}
            disabled={!hasBrand}
          >
            Add Product
          </Button>
        }
      />

      {brandsError && <StatusAlert tone="error">{MESSAGES.brandsLoadFailed}</StatusAlert>}

      <Group gap="md" align="flex-end" wrap="wrap">
        {hasBrand && (agency || brands.length > 1) && (
          <Box w={{ base: '100%', sm: 260 }}>
            <Select
              label="Brand"
              // The agency's first choice is every brand: its option is the select's empty one.
              placeholder={agency ? 'All brands' : undefined}
              options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
              value={currentBrand?.id ?? ALL_BRANDS}
              onChange={(brandId) => {
                if (brandId || agency) setCurrentBrand(brandId);
              }}
              name="brand"
            />
          </Box>
        )}
        <ListSearchInput
          label="Search products"
          placeholder="Search by product name"
          value={search}
          onSearch={setSearch}
          w={{ base: '100%', sm: 320 }}
          maxLength={100}
          disabled={!hasBrand}
        />
      </Group>

      <ListResults
        query={productsQuery}
        busy={brandsLoading || productsQuery.isFetching}
        loadError={productsQuery.isError && products.length > 0 ? loadErrorMessage(productsQuery.error) : undefined}
        found={{ search: query, count: products.length, item: 'product' }}
      >
        {content}
      </ListResults>

      {hasBrand && (
        <ProductFormModal
          opened={editing.opened}
          brand={currentBrand}
          brands={brands}
          product={editing.product}
          canSetStatus={agency}
          onClose={() => setEditing((current) => ({ ...current, opened: false }))}
        />
      )}
    </Stack>
  );
}
