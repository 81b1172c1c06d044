import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { formatDate } from '@reelbridge/shared/format';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_TYPE_LABELS } from '@reelbridge/shared/constants';
import type { CampaignBrief } from '@reelbridge/shared/schemas/campaign';
import { IconArrowLeft } from '@tabler/icons-react';
import { BackLink } from '@/components/back-link';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useCreatorCampaign } from '../api/creator-campaigns';
import { CAMPAIGN_STATUS_COLORS, formatRate } from '../components/campaign-cards';

const BRIEF_LABELS: [keyof CampaignBrief, string][] = [
  ['targetAudience', 'Target audience'],
  ['brandVoice', 'Brand voice'],
  ['doAndDonts', "Do's and don'ts"],
  ['keyMessages', 'Key messages'],
  ['visualGuidelines', 'Visual guidelines'],
  ['productDetails', 'Product details'],
  ['contentIdeas', 'Content ideas'],
  ['specialInstructions', 'Special instructions'],
  ['contentGuidelines', 'Content guidelines'],
];

const DELIVERABLE_LABELS: [string, string][] = [
  ['tiktokVideos', 'TikTok videos'],
  ['instagramReels', 'Instagram reels'],
  ['instagramPosts', 'Instagram posts'],
  ['instagramStories', 'Instagram stories'],
];

function BackToDashboard() {
  return (
    <Button
      component={Link}
      to="/creator/dashboard"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to Dashboard
    </Button>
  );
}

/** /creator/campaign/{id}: the creator's brief and deliverables for one campaign. */
export function CreatorCampaignRoute() {
  const { id = '' } = useParams();
  const { data: user } = useQuery(currentUserQueryOptions());
  const query = useCreatorCampaign(user?.creatorId ?? '', id);

  if (query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Loading campaign" />
      </Group>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Stack align="flex-start" gap="md">
        <Title order={1}>Campaign not found</Title>
        <Text c="dimmed">This campaign does not exist or you are not on it.</Text>
        <BackToDashboard />
      </Stack>
    );
  }
  const campaign = query.data;
  const deliverables = DELIVERABLE_LABELS.filter(
    ([key]) => (campaign.assignment.deliverables[key as 'tiktokVideos'] ?? 0) > 0,
  );
  const brief = BRIEF_LABELS.filter(([key]) => campaign.brief[key]);
  const terms = campaign.assignment.contractTerms;
  return (
    <Stack gap="lg">
      <BackLink to="/creator/dashboard">Back to Dashboard</BackLink>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Title>
          <Text c="dimmed">
            {campaign.brand.name} · {CAMPAIGN_TYPE_LABELS[campaign.type]}
            {campaign.startDate ? ` · starts ${formatDate(campaign.startDate)}` : ''}
          </Text>
        </Stack>
        <Badge size="lg" variant="light" color={CAMPAIGN_STATUS_COLORS[campaign.status]}>
          {campaign.status}
        </Badge>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p="lg" component="section" aria-label="Your part">
          <Title order={2} size="h4" mb="sm">
            Your part
          </Title>
          <Text>
            {campaign.assignment.type} · {formatRate(campaign.assignment.rate)} · status {campaign.assignment.status}
          </Text>
          {deliverables.length > 0 ? (
            <Stack gap={2} mt="sm" component="ul" pl="md">
              {deliverables.map(([key, labelText]) => (
                <Text component="li" key={key}>
                  {labelText}: {campaign.assignment.deliverables[key as 'tiktokVideos']}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" mt="sm">
              Deliverables are not set yet.
            </Text>
          )}
          {(campaign.assignment.usageRights.duration || campaign.assignment.usageRights.platforms?.length) && (
            <Text mt="sm">
              Usage rights:{' '}
              {[campaign.assignment.usageRights.duration, campaign.assignment.usageRights.platforms?.join(', ')]
                .filter(Boolean)
                .join(' on ')}
            </Text>
          )}
          {(terms.exclusivity !== undefined || terms.revisions !== undefined || terms.additionalTerms) && (
            <Text mt="sm">
              Contract: {terms.exclusivity ? 'exclusive' : 'not exclusive'}
              {terms.revisions !== undefined ? `, ${terms.revisions} revision(s)` : ''}
              {terms.additionalTerms ? `. ${terms.additionalTerms}` : ''}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="lg" component="section" aria-label="Campaign">
          <Title order={2} size="h4" mb="sm">
            Campaign
          </Title>
          {campaign.objective && <Text>Objective: {campaign.objective}</Text>}
          {campaign.goals && <Text>Goals: {campaign.goals}</Text>}
          {campaign.products.length > 0 && (
            <Text>Products: {campaign.products.map((product) => product.name).join(', ')}</Text>
          )}
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Brief">
        <Title order={2} size="h4" mb="sm">
          Brief
        </Title>
        {brief.length === 0 ? (
          <Text c="dimmed">The brief is not written yet.</Text>
        ) : (
          <Stack gap="md">
            {brief.map(([key, labelText]) => (
              <div key={key}>
                <Text fw={600}>{labelText}</Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.brief[key]}</Text>
              </div>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
