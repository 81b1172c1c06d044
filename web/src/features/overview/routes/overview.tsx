import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Paper, SimpleGrid, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import type { OverviewStats } from '@reelbridge/shared/api/types';
import {
  IconAlertCircle,
  IconBuildingStore,
  IconChartBar,
  IconSpeakerphone,
  IconTrendingUp,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { ActivityTimeline } from '@/components/activity-timeline';
import { StatTile } from '@/components/stat-tile';
import { AttentionPanel } from '../components/attention-panel';
import { OnboardingReminder } from '../components/onboarding-reminder';
import { overviewQueryOptions, useOverview } from '../api/get-overview';
import { useRecentActivity } from '../api/recent-activity';
import { useAttention } from '../api/attention';
import { useOwnBrand } from '../api/get-own-brand';

/** Shown for a figure that does not exist yet (no creator has an engagement rate). */
export const NO_VALUE = '—';

/** A fraction as a percentage with one decimal (0.0575 → '5.8%'); '—' when there is none. */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return NO_VALUE;
  return `${(fraction * 100).toFixed(1)}%`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

interface TileDefinition {
  label: string;
  icon: Icon;
  color: string;
  value: (stats: OverviewStats) => string;
}

const TILES: readonly TileDefinition[] = [
  { label: 'Total Brands', icon: IconBuildingStore, color: 'indigo', value: (s) => formatCount(s.totalBrands) },
  // The spec's 'Active Creators' counted every creator record: the tile says what it counts (docs/ux-rules.md).
  { label: 'Creators', icon: IconUsersGroup, color: 'teal', value: (s) => formatCount(s.activeCreators) },
  {
    label: 'Running Campaigns',
    icon: IconSpeakerphone,
    color: 'orange',
    value: (s) => formatCount(s.runningCampaigns),
  },
  { label: 'Avg Engagement', icon: IconTrendingUp, color: 'grape', value: (s) => formatPercent(s.avgEngagement) },
];

/**
 * A brand user sees their own company's figures (GET /overview answers them): no brand count, the creators who work
 * on their campaigns and projects, their running campaigns, those creators' average engagement.
 */
const BRAND_TILES: readonly TileDefinition[] = [{ ...TILES[1]!, label: 'Your Creators' }, TILES[2]!, TILES[3]!];

function PlaceholderPanel({ title, icon: PanelIcon, text }: { title: string; icon: Icon; text: string }) {
  const headingId = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" shadow="xs" mih={220} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <Stack align="center" justify="center" gap="xs" mih={160} px="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <PanelIcon size={26} stroke={1.5} />
        </ThemeIcon>
        <Text c="dimmed" size="sm" ta="center">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The key figures, with the query they show: each section of the page subscribes to its own data, so that data
 * arriving re-renders that section alone (a query's answer is a blocking render, docs/performance.md).
 */
function KeyFigures({ tiles }: { tiles: readonly TileDefinition[] }) {
  const overview = useOverview();
  return (
    <>
      {overview.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="Failed to load the overview"
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{overview.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      <section aria-label="Key figures" aria-busy={overview.isPending || undefined}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: tiles.length }} spacing="md" m={0}>
          {tiles.map((definition) => (
            <StatTile
              key={definition.label}
              label={definition.label}
              icon={definition.icon}
              color={definition.color}
              value={
                overview.data ? (
                  definition.value(overview.data)
                ) : overview.isPending ? (
                  <>
                    <Loader size="sm" type="dots" mt={8} aria-hidden />
                    <VisuallyHidden>{MESSAGES.loading}</VisuallyHidden>
                  </>
                ) : (
                  NO_VALUE
                )
              }
            />
          ))}
        </SimpleGrid>
      </section>
    </>
  );
}

/** The Recent Activity: the agency's history of everything, or a brand user's brand's history. */
function RecentActivity({ brandId, userKnown }: { brandId: string | undefined; userKnown: boolean }) {
  const recentActivity = useRecentActivity(userKnown ? { brandId } : undefined);
  return <ActivityTimeline history={recentActivity} title="Recent Activity" what="recent activity" />;
}

/**
 * /admin: what needs the user (docs/attention.md: the brand's review queue and due deliveries first; the agency's
 * four lists under the figures), four stat tiles (docs/product.md#screens), the Recent Activity (the agency's history
 * of everything, or a brand user's brand's history) and the Performance Metrics placeholder.
 */
export function OverviewRoute() {
  const { data: user, isSuccess: userKnown } = useQuery(currentUserQueryOptions());
  const brandCompanyId = user?.group === 'brand' ? user.companyId : undefined;
  // Every section's data is asked for here, at once; each section subscribes to its own, so that an answer re-renders
  // that section alone instead of the page (a query's answer is a blocking render, docs/performance.md).
  usePrefetchQuery(overviewQueryOptions());
  useRecentActivity(userKnown ? { brandId: brandCompanyId } : undefined, { fetchOnly: true });
  const tiles = brandCompanyId ? BRAND_TILES : TILES;
  const attention = useAttention();
  const ownBrand = useOwnBrand(brandCompanyId);
  // What needs the user comes first, and a brand user's onboarding reminder above it: the page waits for both before
  // showing anything below the heading, so that nothing moves once shown (docs/ux-rules.md, layout shift).
  // Deferred (docs/performance.md): once they are there, the page below renders in the background, in short slices.
  // No initial value: with one, every mount inside a non-urgent render (the route's first render is a Suspense retry)
  // spawned a deferred render that interrupted the render it came from, and React began the whole shell again (eight
  // times over on the brand home, docs/performance.md "A deferred value's initial value").
  const firstPending = useDeferredValue(!userKnown || attention.isPending || (!!brandCompanyId && ownBrand.isPending));

  const heading = (
    <Stack gap={4}>
      <Title order={1}>Overview</Title>
      <Text c="dimmed">
        {brandCompanyId
          ? 'Your campaigns and the creators working on them, at a glance.'
          : 'Brands, creators and campaigns at a glance.'}
      </Text>
    </Stack>
  );
  if (firstPending) {
    return (
      <Stack gap="lg">
        {heading}
        <Loader size="sm" type="dots" aria-hidden />
        <VisuallyHidden role="status">{MESSAGES.loading}</VisuallyHidden>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}

      {brandCompanyId && <OnboardingReminder companyId={brandCompanyId} />}

      {brandCompanyId && (
        <Stack component="section" gap="sm" aria-labelledby="needs-you">
          <Title order={2} size="h3" id="needs-you">
            What needs you
          </Title>
          <AttentionPanel audience="brand" />
        </Stack>
      )}

      <KeyFigures tiles={tiles} />

      {userKnown && !brandCompanyId && (
        <Stack component="section" gap="sm" aria-labelledby="needs-attention">
          <Title order={2} size="h3" id="needs-attention">
            Needs attention
          </Title>
          <AttentionPanel audience="agency" />
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RecentActivity brandId={brandCompanyId} userKnown={userKnown} />
        <PlaceholderPanel
          title="Performance Metrics"
          icon={IconChartBar}
          text="Campaign performance charts will appear here."
        />
      </SimpleGrid>
    </Stack>
  );
}
