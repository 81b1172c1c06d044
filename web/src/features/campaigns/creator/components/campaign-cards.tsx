import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CreatorCampaignCard } from '@reelbridge/shared/api/types';

/** Campaign status colours (docs/product.md#states: display colours only). */
export const CAMPAIGN_STATUS_COLORS: Record<CreatorCampaignCard['status'], string> = {
  draft: 'gray',
  active: 'green',
  completed: 'blue',
  cancelled: 'red',
};

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function formatRate(rate: number | undefined): string {
  return rate === undefined ? 'Rate not set yet' : `$${rate.toFixed(2)}`;
}

/** One card per campaign; each opens /creator/campaign/{id}. */
export function CampaignCards({ campaigns }: { campaigns: CreatorCampaignCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {campaigns.map((campaign) => (
        <Card
          key={campaign.id}
          component={Link}
          to={`/creator/campaign/${campaign.id}`}
          withBorder
          radius="lg"
          padding="lg"
          shadow="xs"
          aria-label={`${campaign.name} by ${campaign.brand.name}`}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Text>
            <Badge color={CAMPAIGN_STATUS_COLORS[campaign.status]} variant="light" style={{ flexShrink: 0 }}>
              {label(campaign.status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {campaign.brand.name}
          </Text>
          <Group gap="xs" mt="sm">
            <Text size="sm">Your status: {label(campaign.creatorStatus)}</Text>
            <Text size="sm" c="dimmed">
              · {formatRate(campaign.creatorRate)}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
