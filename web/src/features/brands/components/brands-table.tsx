import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Brand } from '@reelbridge/shared/api/types';
import { INDUSTRY_LABELS, type OnboardingState } from '@reelbridge/shared/constants';
import { IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CompactList } from '@/components/list-page';
import { TruncatedCell } from '@/components/truncated-text';

const ONBOARDING: Record<OnboardingState, { label: string; color: string }> = {
  not_started: { label: 'Not started', color: 'gray' },
  in_progress: { label: 'In progress', color: 'yellow' },
  completed: { label: 'Completed', color: 'green' },
};

/** The brand's onboarding state as a badge: not started (grey), in progress (yellow), completed (green). */
export function OnboardingBadge({ state }: { state: OnboardingState }) {
  const { label, color } = ONBOARDING[state] ?? ONBOARDING.not_started;
  return (
    <Badge variant="light" color={color} radius="sm" tt="none" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

export interface BrandRowsProps {
  brands: readonly Brand[];
  /** Opens 'Edit Brand Information' for a brand. */
  onEdit: (brand: Brand) => void;
}

function EditButton({ brand, onEdit }: { brand: Brand; onEdit: (brand: Brand) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => onEdit(brand)}
      aria-label={`Edit ${brand.name}`}
    >
      Edit
    </Button>
  );
}

/** The agency's page of a brand: its profile, products, team and activity. */
export const brandPath = (brand: Pick<Brand, 'id'>) => `/admin/brands/${encodeURIComponent(brand.id)}`;

/** The brand's Team page: members, join requests and invitations. */
function TeamButton({ brand }: { brand: Brand }) {
  return (
    <Button
      size="xs"
      variant="default"
      component={Link}
      to={`/admin/brands/${encodeURIComponent(brand.id)}/team`}
      leftSection={<IconUsersGroup size={14} aria-hidden />}
      aria-label={`Team of ${brand.name}`}
    >
      Team
    </Button>
  );
}

function RowActions({ brand, onEdit }: { brand: Brand; onEdit: (brand: Brand) => void }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <TeamButton brand={brand} />
      <EditButton brand={brand} onEdit={onEdit} />
    </Group>
  );
}

/** An http(s) link for a stored website ("acme.com" → https://acme.com/); null for anything else. */
export function websiteHref(website: string | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function industryLabel(brand: Brand): string {
  return INDUSTRY_LABELS[brand.industry] ?? brand.industry;
}

/** A website as shown: without the scheme and a trailing slash. */
function websiteText(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function Website({ website }: { website?: string }) {
  const href = websiteHref(website);
  if (!website) {
    return (
      <Text span c="dimmed" fz="inherit">
        <span aria-hidden>—</span>
        <VisuallyHidden>No website</VisuallyHidden>
      </Text>
    );
  }
  if (!href) return <>{website}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="inherit">
      {websiteText(website)}
    </Anchor>
  );
}

/** The website column: the address cut to the column with the whole of it in a tooltip, as a link. */
function WebsiteCell({ website }: { website?: string }) {
  const href = websiteHref(website);
  if (!website || !href) {
    return (
      <Table.Td>
        <Website website={website} />
      </Table.Td>
    );
  }
  return (
    <TruncatedCell
      width="18%"
      text={websiteText(website)}
      render={(props) => <Anchor {...props} href={href} target="_blank" rel="noopener noreferrer" fz="inherit" />}
    />
  );
}

/** Wide screens: the brand table (name, industry, email, phone, website, onboarding, Edit). */
export function BrandsTable({ brands, onEdit }: BrandRowsProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label="Brands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Industry</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">Website</Table.Th>
            <Table.Th scope="col">Onboarding</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {brands.map((brand) => (
            <Table.Tr key={brand.id}>
              <TruncatedCell
                fw={600}
                width="22%"
                text={brand.name}
                render={(props) => <Anchor {...props} component={Link} to={brandPath(brand)} fw={600} fz="inherit" />}
              />
              <Table.Td>{industryLabel(brand)}</Table.Td>
              <TruncatedCell width="24%" text={brand.email} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{brand.phone}</Table.Td>
              <WebsiteCell website={brand.website} />
              <Table.Td>
                <OnboardingBadge state={brand.onboardingState} />
              </Table.Td>
              <Table.Td ta="right">
                <RowActions brand={brand} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one compact entry per brand with the same fields. */
export function BrandsList({ brands, onEdit }: BrandRowsProps) {
  return (
    <CompactList label="Brands" items={brands}>
      {(brand) => (
        <Stack gap={4} px="md" py="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={brandPath(brand)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {brand.name}
            </Anchor>
            <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
              {industryLabel(brand)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {brand.email}
          </Text>
          <Text size="sm">{brand.phone}</Text>
          {brand.website && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Website website={brand.website} />
            </Text>
          )}
          <Group justify="space-between" gap="xs" mt={4}>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                Onboarding
              </Text>
              <OnboardingBadge state={brand.onboardingState} />
            </Group>
            <RowActions brand={brand} onEdit={onEdit} />
          </Group>
        </Stack>
      )}
    </CompactList>
  );
}
