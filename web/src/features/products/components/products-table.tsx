import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Button, Group, Stack, Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { Product, ProductWithBrand } from '@reelbridge/shared/api/types';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { descriptionPreview, formatPrice, PRODUCT_STATUS_BADGES } from '../format';
import { CompactList } from '@/components/list-page';
import { TruncatedCell, TruncatedText } from '@/components/truncated-text';

/** A product row: in the all-brands view with its brand's name. */
export type ProductRow = Product & Partial<Pick<ProductWithBrand, 'brandName'>>;

export interface ProductRowsProps {
  products: readonly ProductRow[];
  /** The all-brands view: each row names its brand. */
  showBrand?: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The first photo as a thumbnail, or a placeholder. */
export function ProductPhoto({ product, size = 48 }: { product: Product; size?: number }) {
  const photo = product.media.photos[0];
  if (photo) {
    return (
      <img
        src={photo}
        alt={`${product.name} photo`}
        width={size}
        height={size}
        loading="lazy"
        style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)', display: 'block', flexShrink: 0 }}
      />
    );
  }
  return (
    <ThemeIcon size={size} radius="md" variant="light" color="gray" role="img" aria-label="No photo">
      <IconPhoto size={size / 2} stroke={1.5} aria-hidden />
    </ThemeIcon>
  );
}

function Description({ text }: { text?: string }) {
  const preview = descriptionPreview(text);
  if (!preview) {
    return (
      <Text span c="dimmed" fz="inherit">
        <span aria-hidden>—</span>
        <VisuallyHidden>No description</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text span fz="inherit" title={text !== preview ? text : undefined}>
      {preview}
    </Text>
  );
}

/** The product's status as the agency set it (the spec's badge read 'Active' always: issue 18 item 11). */
export function StatusBadge({ product }: { product: Product }) {
  const { label, color } = PRODUCT_STATUS_BADGES[product.status] ?? PRODUCT_STATUS_BADGES.active;
  return (
    // In its written case like every status (docs/ux-rules.md); the theme keeps every badge from shrinking.
    <Badge variant="light" color={color} radius="sm" tt="none" fz="sm">
      {label}
    </Badge>
  );
}

function RowActions({
  product,
  onEdit,
  onDelete,
}: { product: ProductRow } & Pick<ProductRowsProps, 'onEdit' | 'onDelete'>) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onEdit(product)}
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => onDelete(product)}
        aria-label={`Delete ${product.name}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** Wide screens: photo, name, (brand,) description (50 characters), price, sale price, status, actions. */
export function ProductsTable({ products, showBrand = false, onEdit, onDelete }: ProductRowsProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Photo</Table.Th>
            <Table.Th scope="col">{showBrand ? 'Name and brand' : 'Name'}</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
              Sale Price
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td w={72}>
                <ProductPhoto product={product} />
              </Table.Td>
              {showBrand ? (
                // Every brand's products: the brand under the name, both cut to the column where too long.
                <Table.Td w="30%" maw={0}>
                  <Text component="div" fw={600} fz="inherit">
                    <TruncatedText text={product.name} />
                  </Text>
                  <Text component="div" size="sm" c="dimmed">
                    <TruncatedText text={product.brandName ?? ''} />
                  </Text>
                </Table.Td>
              ) : (
                <TruncatedCell fw={600} width="26%" text={product.name} />
              )}
              <Table.Td miw={showBrand ? 180 : 220}>
                <Description text={product.description} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(product.pricing)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(product.salePricing)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge product={product} />
              </Table.Td>
              <Table.Td>
                <RowActions product={product} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per product with the same fields. */
export function ProductsList({ products, showBrand = false, onEdit, onDelete }: ProductRowsProps) {
  return (
    <CompactList label="Products" items={products}>
      {(product) => (
        <Stack gap="xs" px="md" py="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ProductPhoto product={product} size={56} />
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Text>
                <StatusBadge product={product} />
              </Group>
              {showBrand && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {product.brandName}
                </Text>
              )}
              <Text size="sm">
                {formatPrice(product.pricing)}
                {product.salePricing !== undefined && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · Sale {formatPrice(product.salePricing)}
                  </Text>
                )}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <Description text={product.description} />
              </Text>
            </Stack>
          </Group>
          <RowActions product={product} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
      )}
    </CompactList>
  );
}
