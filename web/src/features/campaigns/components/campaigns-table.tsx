import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Anchor, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { CAMPAIGN_TYPE_LABELS } from '@reelbridge/shared/constants';
import type { CampaignSummary } from '@reelbridge/shared/api/types';
import { CampaignStatusBadge, formatDate, formatMoney } from './campaign-status';
import { CompactList } from '@/components/list-page';
import { TruncatedCell } from '@/components/truncated-text';

export interface CampaignRowsProps {
  campaigns: readonly CampaignSummary[];
  /** Opens the campaign's detail modal. */
  onOpen: (campaign: CampaignSummary) => void;
}

const creatorsText = (count: number) => `${count} ${count === 1 ? 'creator' : 'creators'}`;

/** Wide screens: name, brand, type, budget, creators, start date, status; a row opens the detail. */
export function CampaignsTable({ campaigns, onOpen }: CampaignRowsProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Campaigns">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Brand</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" ta="right">
              Budget
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Creators
            </Table.Th>
            <Table.Th scope="col">Start date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id} onClick={() => onOpen(campaign)} style={{ cursor: 'pointer' }}>
              {/* The row is clickable with a mouse; the name is the keyboard's way in. */}
              <TruncatedCell
                width="34%"
                text={campaign.name}
                render={(props) => (
                  <Anchor
                    {...props}
                    component="button"
                    type="button"
                    fw={600}
                    fz="inherit"
                    ta="left"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(campaign);
                    }}
                  />
                )}
              />
              <TruncatedCell width="22%" text={campaign.brand.name} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {CAMPAIGN_TYPE_LABELS[campaign.type] ?? campaign.type}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(campaign.budget)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {campaign.creatorCount}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(campaign.startDate)}</Table.Td>
              <Table.Td>
                <CampaignStatusBadge status={campaign.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one compact entry per campaign, the whole entry a button. */
export function CampaignsList({ campaigns, onOpen }: CampaignRowsProps) {
  return (
    <CompactList label="Campaigns" items={campaigns}>
      {(campaign) => (
        <UnstyledButton onClick={() => onOpen(campaign)} w="100%" px="md" py="sm" aria-label={campaign.name}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {campaign.name}
              </Text>
              <CampaignStatusBadge status={campaign.status} />
            </Group>
            <Text size="sm">{campaign.brand.name}</Text>
            <Text size="sm" c="dimmed">
              {CAMPAIGN_TYPE_LABELS[campaign.type] ?? campaign.type} · {formatMoney(campaign.budget)} ·{' '}
              {creatorsText(campaign.creatorCount)}
            </Text>
          </Stack>
        </UnstyledButton>
      )}
    </CompactList>
  );
}
