import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Creator } from '@reelbridge/shared/api/types';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { CompactList } from '@/components/list-page';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { TruncatedCell } from '@/components/truncated-text';

/** Engagement rate (a fraction) as a percentage with one decimal (docs/product.md#limits): 0.062 → '6.2%'. */
export function formatEngagement(rate: number | undefined): string | null {
  if (rate === undefined || rate === null || !Number.isFinite(rate)) return null;
  return `${(rate * 100).toFixed(1)}%`;
}

export function creatorName(creator: Pick<Creator, 'firstName' | 'lastName'>): string {
  return `${creator.firstName} ${creator.lastName}`.trim();
}

export function formatLocation(location: Creator['location']): string | null {
  const parts = [location?.city, location?.country].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function Missing({ what }: { what: string }) {
  return (
    <Text span c="dimmed" fz="inherit">
      <span aria-hidden>—</span>
      <VisuallyHidden>{what}</VisuallyHidden>
    </Text>
  );
}

export interface CreatorRowActions {
  onEdit: (creator: Creator) => void;
  onViewPayment: (creator: Creator) => void;
}

function PaymentCell({ creator, onViewPayment }: { creator: Creator } & Pick<CreatorRowActions, 'onViewPayment'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <PaymentStatusBadge status={creator.paymentStatus} style={{ flexShrink: 0 }} />
      {creator.paymentStatus !== 'not_submitted' && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => onViewPayment(creator)}
          aria-label={`View payment information of ${creatorName(creator)}`}
        >
          View
        </Button>
      )}
    </Group>
  );
}

function EditButton({ creator, onEdit }: { creator: Creator } & Pick<CreatorRowActions, 'onEdit'>) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => onEdit(creator)}
      aria-label={`Edit ${creatorName(creator)}`}
    >
      Edit
    </Button>
  );
}

/** Wide screens: name, e-mail, location, engagement, payment info (badge and View), Edit. */
export function CreatorsTable({
  creators,
  onEdit,
  onViewPayment,
}: { creators: readonly Creator[] } & CreatorRowActions) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Creators">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col" ta="right">
              Engagement
            </Table.Th>
            <Table.Th scope="col">Payment Info</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {creators.map((creator) => {
            const location = formatLocation(creator.location);
            const engagement = formatEngagement(creator.metrics?.engagementRate);
            return (
              <Table.Tr key={creator.id}>
                <TruncatedCell fw={600} width="24%" text={creatorName(creator)} />
                <TruncatedCell width="28%" text={creator.email} />
                {location ? (
                  <TruncatedCell width="16%" text={location} />
                ) : (
                  <Table.Td>
                    <Missing what="No location" />
                  </Table.Td>
                )}
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {engagement ?? <Missing what="No engagement data" />}
                </Table.Td>
                <Table.Td>
                  <PaymentCell creator={creator} onViewPayment={onViewPayment} />
                </Table.Td>
                <Table.Td ta="right">
                  <EditButton creator={creator} onEdit={onEdit} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one compact entry per creator with the same fields and actions. */
export function CreatorsList({
  creators,
  onEdit,
  onViewPayment,
}: { creators: readonly Creator[] } & CreatorRowActions) {
  return (
    <CompactList label="Creators" items={creators}>
      {(creator) => {
        const location = formatLocation(creator.location);
        const engagement = formatEngagement(creator.metrics?.engagementRate);
        return (
          <Stack gap={6} px="md" py="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>{creatorName(creator)}</Text>
              <EditButton creator={creator} onEdit={onEdit} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {creator.email}
            </Text>
            {(location || engagement) && (
              <Text size="sm" c="dimmed">
                {[location, engagement && `${engagement} engagement`].filter(Boolean).join(' · ')}
              </Text>
            )}
            <PaymentCell creator={creator} onViewPayment={onViewPayment} />
          </Stack>
        );
      }}
    </CompactList>
  );
}
