import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Analytics, AnalyticsTotals } from '@reelbridge/shared/api/analytics';
// Icons the app uses elsewhere already: the icons chunk every signed-in page loads does not grow.
import {
  IconCircleCheck,
  IconClipboardList,
  IconClockHour4,
  IconCreditCard,
  IconFileDescription,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { StatTile } from '@/components/stat-tile';
import {
  formatCount,
  formatDollars,
  formatHours,
  formatRate,
  percentChange,
  pointChange,
  type Change,
} from '../format';

/** Where a figure's list is: the projects (payments, deliveries) and the home's review queue. */
export const PROJECTS_PATH = '/admin/ugc-projects';
export const REVIEW_QUEUE_PATH = '/admin';

interface TileDefinition {
  label: string;
  icon: Icon;
  color: string;
  value: (totals: AnalyticsTotals) => string;
  change: (totals: AnalyticsTotals, previous: AnalyticsTotals, against: string) => Change | null;
  /** The list behind the figure. */
  link: (data: Analytics) => { to: string; text: string };
}

const projects = () => ({ to: PROJECTS_PATH, text: 'View UGC projects' });

export const TILES: readonly TileDefinition[] = [
  {
    label: 'Paid',
    icon: IconCreditCard,
    color: 'teal',
    value: (t) => formatDollars(t.paidCents),
    change: (t, p, against) => percentChange(t.paidCents, p.paidCents, against, 'neutral'),
    link: projects,
  },
  {
    label: 'Owed',
    icon: IconFileDescription,
    color: 'orange',
    value: (t) => formatDollars(t.owedCents),
    change: (t, p, against) => percentChange(t.owedCents, p.owedCents, against, 'neutral'),
    link: projects,
  },
  {
    label: 'Planned',
    icon: IconClipboardList,
    color: 'indigo',
    value: (t) => formatDollars(t.plannedCents),
    change: (t, p, against) => percentChange(t.plannedCents, p.plannedCents, against, 'neutral'),
    link: projects,
  },
  {
    label: 'Videos approved',
    icon: IconVideo,
    color: 'grape',
    value: (t) => formatCount(t.videosApproved),
    change: (t, p, against) => percentChange(t.videosApproved, p.videosApproved, against, 'up-is-good'),
    link: projects,
  },
  {
    label: 'First-pass approval',
    icon: IconCircleCheck,
    color: 'green',
    value: (t) => formatRate(t.firstPassRate),
    change: (t, p, against) => pointChange(t.firstPassRate, p.firstPassRate, against),
    link: projects,
  },
  {
    label: 'Median review time',
    icon: IconClockHour4,
    color: 'cyan',
    value: (t) => formatHours(t.submissionToDecision.medianHours),
    change: (t, p, against) =>
      percentChange(t.submissionToDecision.medianHours, p.submissionToDecision.medianHours, against, 'down-is-good'),
    link: (data) => ({
      to: REVIEW_QUEUE_PATH,
      text: `${formatCount(data.reviewWaiting.count)} ${data.reviewWaiting.count === 1 ? 'video waits' : 'videos wait'} for review`,
    }),
  },
];

const TONE_COLOR = { good: 'green.9', bad: 'red.9', neutral: 'dimmed' } as const;

/**
 * The six figures of the period, each with its change against the previous one and a link to its list. While the
 * figures load, each tile shows the same lines with placeholder text under a skeleton, so that it has its final
 * height from the start: skeleton bars of their own heights made each tile 15 px shorter, and on a phone, where the
 * tiles stack, the figures' arrival moved every tile below the first (docs/ux-rules.md, layout shift).
 */
export function AnalyticsTiles({ data, against }: { data: Analytics | undefined; against: string }) {
  const loading = !data;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" m={0}>
      {TILES.map((tile) => {
        const change = data ? tile.change(data.totals, data.previousTotals, against) : null;
        const link = data ? tile.link(data) : projects(); // the placeholder's line
        return (
          <StatTile
            key={tile.label}
            label={tile.label}
            icon={tile.icon}
            color={tile.color}
            value={
              <Skeleton visible={loading} w={loading ? '60%' : undefined}>
                {data ? tile.value(data.totals) : '$0'}
              </Skeleton>
            }
          >
            <Stack gap={4} mt={8} fz="sm" fw={400} lh={1.4}>
              <Skeleton visible={loading} w={loading ? '80%' : undefined}>
                <Text component="span" size="sm" c={change ? TONE_COLOR[change.tone] : 'dimmed'}>
                  {change?.text ?? `No figure to compare with`}
                </Text>
              </Skeleton>
              <Skeleton visible={loading} w="fit-content">
                {loading ? (
                  <Text component="span" size="sm">
                    {link.text}
                  </Text>
                ) : (
                  <Anchor component={Link} to={link.to} size="sm">
                    {link.text}
                  </Anchor>
                )}
              </Skeleton>
            </Stack>
          </StatTile>
        );
      })}
    </SimpleGrid>
  );
}
