import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
// The indicator is a FloatingIndicator: without its styles (top/left 0) it sat one padding (4 px) off the active option.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  type ComboboxItem,
  type ComboboxParsedItem,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CAMPAIGN_CREATOR_TYPES, SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useBrandOptions, useBrandProducts, useCreatorOptions } from '../api/pickers';
import type { PickedCreator } from '../campaign-form-values';

/** The server filters by name; the picker shows what it answered as it is. */
const serverFiltered = ({ options }: { options: ComboboxParsedItem[] }) => options;

export interface BrandPickerProps {
  value: string;
  /** The chosen brand's name, shown before the brand list has loaded. */
  valueLabel: string;
  onChange: (brandId: string, brandName: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** Why the brand cannot change, shown under the field (a started campaign keeps its brand). */
  description?: string;
}

/** The brand a campaign belongs to: a search over GET /api/brands (name prefix). */
export function BrandPicker({ value, valueLabel, onChange, error, disabled, description }: BrandPickerProps) {
  const [search, setSearch] = useState(valueLabel);
  const [query] = useDebouncedValue(search === valueLabel ? '' : search, SEARCH_DEBOUNCE_MS);
  const brands = useBrandOptions(query);
  const options: ComboboxItem[] = (brands.data?.items ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: valueLabel });
  return (
    <Select
      label="Brand"
      description={description}
      withAsterisk
      placeholder="Search brands"
      searchable
      data={options}
      value={value || null}
      onChange={(brandId, option) => onChange(brandId ?? '', option?.label ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={brands.isFetching ? 'Loading...' : 'No brands found'}
      rightSection={brands.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      error={error}
      disabled={disabled}
      data-path="brandId"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface ProductsPickerProps {
  brandId: string;
  value: string[];
  /** Products already on the campaign (named even if the brand list has not loaded). */
  known: readonly { id: string; name: string }[];
  onChange: (productIds: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The brand's products, searched on the server by any word of their name (GET /api/brands/{id}/products?query=), so
 * a brand with more products than one page still finds each; each can be picked once.
 */
export function ProductsPicker({ brandId, value, known, onChange, error, disabled }: ProductsPickerProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const products = useBrandProducts(brandId, query);
  // The names of the products picked so far: the chips keep them while a search shows other products.
  const [names, setNames] = useState(() => new Map(known.map((product) => [product.id, product.name])));
  // Paused and archived products are not offered; one the campaign features already stays (docs/ux-rules.md).
  const options: ComboboxItem[] = (products.data?.items ?? [])
    .filter((product) => product.status === 'active' || value.includes(product.id))
    .map((product) => ({ value: product.id, label: product.name }));
  for (const id of value) {
    const name = names.get(id) ?? known.find((product) => product.id === id)?.name;
    if (name && !options.some((option) => option.value === id)) options.push({ value: id, label: name });
  }
  const change = (productIds: string[]) => {
    setNames((current) => {
      const next = new Map(current);
      for (const option of options) if (productIds.includes(option.value)) next.set(option.value, option.label);
      return next;
    });
    setSearch('');
    onChange(productIds);
  };
  let description: string | undefined;
  if (!brandId) description = 'Choose the brand first';
  else if (products.isSuccess && !query && products.data.items.length === 0)
    description = 'This brand has no products yet';
  return (
    <MultiSelect
      label="Products"
      placeholder={value.length ? undefined : 'Search products'}
      description={description}
      searchable
      data={options}
      value={value}
      onChange={change}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={products.isFetching && brandId ? 'Loading...' : 'No products found'}
      rightSection={products.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      error={error}
      disabled={disabled || !brandId}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface CreatorsPickerProps {
  value: PickedCreator[];
  onChange: (creators: PickedCreator[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The campaign's creators: search GET /api/creators, pick one to add it (each only once), then choose UGC or
 * Affiliate per creator, or remove them.
 */
export function CreatorsPicker({ value, onChange, error, disabled }: CreatorsPickerProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const creators = useCreatorOptions(query);
  const picked = new Set(value.map((creator) => creator.creatorId));
  const found = (creators.data?.items ?? []).filter((creator) => !picked.has(creator.id));
  const emails = new Map(found.map((creator) => [creator.id, creator.email]));
  const options: ComboboxItem[] = found.map((creator) => ({
    value: creator.id,
    label: `${creator.firstName} ${creator.lastName}`,
  }));

  const add = (creatorId: string | null, option: ComboboxItem | null) => {
    setSearch('');
    if (!creatorId || !option || picked.has(creatorId)) return;
    onChange([...value, { creatorId, name: option.label, email: emails.get(creatorId) ?? '', type: 'UGC' }]);
  };

  return (
    <Stack gap="sm">
      <Select
        label="Add creator"
        description="Search by name or e-mail; UGC unless you choose Affiliate"
        placeholder="Search creators"
        searchable
        data={options}
        value={null}
        onChange={add}
        searchValue={search}
        onSearchChange={setSearch}
        filter={serverFiltered}
        nothingFoundMessage={creators.isFetching ? 'Loading...' : 'No creators found'}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={creators.isFetching ? <Loader size={14} aria-hidden /> : undefined}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {emails.get(option.value)}
            </Text>
          </Stack>
        )}
        error={error}
        disabled={disabled}
        data-path="creators"
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label="Campaign creators" style={{ listStyle: 'none' }}>
          {value.map((creator, index) => (
            <Group
              component="li"
              key={creator.creatorId}
              justify="space-between"
              gap="sm"
              wrap="wrap"
              px="sm"
              py={8}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {creator.name}
                </Text>
                {creator.email && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {creator.email}
                  </Text>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  aria-label={`Creator type for ${creator.name}`}
                  data={[...CAMPAIGN_CREATOR_TYPES]}
                  value={creator.type}
                  disabled={disabled}
                  onChange={(type) =>
                    onChange(
                      value.map((entry, at) =>
                        at === index ? { ...entry, type: type as PickedCreator['type'] } : entry,
                      ),
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${creator.name}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
