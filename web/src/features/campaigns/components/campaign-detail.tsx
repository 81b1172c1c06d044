import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_TYPE_LABELS } from '@reelbridge/shared/constants';
import { IconFileDescription, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActivityTimeline } from '@/components/activity-timeline';
import type { Campaign, CampaignCreatorEntry } from '@reelbridge/shared/api/types';
import { useCampaignActivity } from '../api/activity';
import { BRIEF_FIELD_LIST } from '../campaign-form-values';
import { CampaignStatusBar } from './campaign-status-bar';
import { CreatorStatusBadge, formatDate, formatDateTime, formatMoney } from './campaign-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CreatorEntry({
  entry,
  onOpenBrief,
}: {
  entry: CampaignCreatorEntry;
  onOpenBrief?: (entry: CampaignCreatorEntry) => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" aria-label={entry.creator.name}>
      <Group justify="space-between" gap="sm" wrap="wrap" align="center">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.creator.name}
            </Text>
            <Badge size="sm" variant="outline" color="indigo" radius="sm">
              {entry.type}
            </Badge>
            <CreatorStatusBadge status={entry.status} />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.creator.email} · {entry.rate === undefined ? 'Rate not set' : formatMoney(entry.rate)} ·{' '}
            {entry.briefSentAt ? `Brief sent ${formatDateTime(entry.briefSentAt)}` : 'Brief not sent'}
          </Text>
        </Stack>
        {onOpenBrief && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileDescription size={14} aria-hidden />}
            onClick={() => onOpenBrief(entry)}
            aria-label={`Campaign Brief for ${entry.creator.name}`}
          >
            Campaign Brief
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export interface CampaignDetailProps {
  campaign: Campaign;
  /** Admins may edit, change the status and open the creators' briefs; a brand user only reads. */
  canManage: boolean;
  onEdit: () => void;
  onOpenBrief: (entry: CampaignCreatorEntry) => void;
}

/**
 * The body of the campaign's detail modal: facts, products, brief, creators, history; 'Edit Campaign' and the status
 * changes.
 */
export function CampaignDetail({ campaign, canManage, onEdit, onOpenBrief }: CampaignDetailProps) {
  const brief = BRIEF_FIELD_LIST.filter(({ name }) => campaign.brief[name]);
  const creators = [...campaign.creators].sort((a, b) => a.creator.name.localeCompare(b.creator.name));
  return (
    <Stack gap="lg">
      <CampaignStatusBar
        campaign={campaign}
        canManage={canManage}
        aside={
          canManage && (
            <Button variant="filled" size="sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              Edit Campaign
            </Button>
          )
        }
      />

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
        <Fact label="Brand">{campaign.brand.name}</Fact>
        <Fact label="Type">{CAMPAIGN_TYPE_LABELS[campaign.type] ?? campaign.type}</Fact>
        <Fact label="Budget">{formatMoney(campaign.budget)}</Fact>
        <Fact label="Start date">{formatDate(campaign.startDate)}</Fact>
      </SimpleGrid>
      {(campaign.objective || campaign.goals) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {campaign.objective && <Fact label="Objective">{campaign.objective}</Fact>}
          {campaign.goals && <Fact label="Goals">{campaign.goals}</Fact>}
        </SimpleGrid>
      )}

      <Block title="Products">
        {campaign.products.length === 0 ? (
          <Text size="sm" c="dimmed">
            No products picked.
          </Text>
        ) : (
          <Group gap="xs">
            {campaign.products.map((product) => (
              <Badge key={product.id} variant="light" color="gray" radius="sm" tt="none">
                {product.name}
              </Badge>
            ))}
          </Group>
        )}
      </Block>

      <Block title={`Creators (${campaign.creators.length})`}>
        {campaign.creators.length === 0 ? (
          <Text size="sm" c="dimmed">
            No creators on this campaign yet.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {creators.map((entry) => (
              <CreatorEntry key={entry.creatorId} entry={entry} onOpenBrief={canManage ? onOpenBrief : undefined} />
            ))}
          </Stack>
        )}
      </Block>

      <Divider />
      <Block title="Brief">
        {brief.length === 0 ? (
          <Text size="sm" c="dimmed">
            The brief is not written yet.
          </Text>
        ) : (
          <Stack gap="sm">
            {brief.map(({ name, label }) => (
              <div key={name}>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {campaign.brief[name]}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Block>

      <Divider />
      <CampaignHistory campaignId={campaign.id} />
    </Stack>
  );
}

/** Who changed the campaign, when: its activity history, newest first. */
function CampaignHistory({ campaignId }: { campaignId: string }) {
  const history = useCampaignActivity(campaignId);
  return <ActivityTimeline history={history} headingOrder={3} what="campaign history" withCard={false} />;
}
