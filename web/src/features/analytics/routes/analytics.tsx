import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Analytics } from '@reelbridge/shared/api/analytics';
import { previousPeriod } from '@reelbridge/shared/rules/analytics';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SegmentedRadios } from '@/components/segmented-radios';
import { Select } from '@/components/select';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useRenderInParts } from '@/lib/use-render-in-parts';
import { useAnalytics } from '../api/get-analytics';
import {
  FUNNEL_COLUMNS,
  funnelRows,
  REVIEW_COLUMNS,
  reviewChart,
  spendChart,
  spendColumns,
  spendRows,
  type SpendMeasure,
} from '../chart-data';
import { AnalyticsTiles } from '../components/analytics-tiles';
import { CampaignsNow } from '../components/campaigns-now';
import { CHART_HEIGHT, ChartCard } from '../components/chart-card';
import { CreatorsTable } from '../components/creators-table';
import { DataTable, tableCsv } from '../components/data-table';
import { PeriodPicker } from '../components/period-picker';
import { csvFileName } from '../download-csv';
import { brandFilterOf } from '../filters';
import { formatHours } from '../format';
import { parsePeriod, periodLabel, previousLabel, withPeriod, type PeriodSelection } from '../period';

// The chart library loads with the charts, after the figures: no other page, and not the page's first render, pays
// for it (docs/performance.md).
const charts = () => import('../components/charts');
const SpendChart = lazy(async () => ({ default: (await charts()).SpendChart }));
const ReviewTimeChart = lazy(async () => ({ default: (await charts()).ReviewTimeChart }));
const FunnelChart = lazy(async () => ({ default: (await charts()).FunnelChart }));

/**
 * The figures reach the page in three parts, each its own render and frame: the tiles, then the charts, then the
 * campaigns and the creators table. At once they were one render of 37 ms and one frame of 58 ms here (419 elements
 * styled, 490 laid out), long tasks on a phone (docs/performance.md, "Render in parts"). Each later part lands below
 * the ones before (the charts where their placeholders of the same height stood), so nothing moves.
 */
const FIGURE_PARTS = 3;

/** Whether the period has nothing at all to show. */
function isEmpty(data: Analytics): boolean {
  const t = data.totals;
  return (
    t.paidCents + t.owedCents + t.plannedCents + t.videosPlanned + t.videosSubmitted + t.videosApproved === 0 &&
    t.videosRejected === 0 &&
    data.creators.length === 0 &&
    data.reviewTimeByMonth.every((month) => month.decisions === 0)
  );
}

function Charts({ data, agency, periodText }: { data: Analytics; agency: boolean; periodText: string }) {
  // Spent (paid and owed) first; a period with budgets planned but nothing spent yet opens on what was planned.
  const [measure, setMeasure] = useState<SpendMeasure | null>(null);
  const spent = useMemo(() => spendChart(data, 'spent'), [data]);
  const planned = useMemo(() => spendChart(data, 'planned'), [data]);
  const shownMeasure = measure ?? (spent.series.length === 0 && planned.series.length > 0 ? 'planned' : 'spent');
  const spend = shownMeasure === 'spent' ? spent : planned;
  const spendTable = useMemo(() => spendRows(data), [data]);
  const spendCols = useMemo(() => spendColumns(agency), [agency]);
  const review = useMemo(() => reviewChart(data), [data]);
  const funnel = useMemo(() => funnelRows(data), [data]);
  const period = data.period;
  const medianText = formatHours(data.totals.submissionToDecision.medianHours);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <div style={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <ChartCard
          title="Spend by month"
          description={
            shownMeasure === 'spent'
              ? `Paid and owed to creators${agency ? ', by brand' : ''}.`
              : `Budgets of the projects planned${agency ? ', by brand' : ''}.`
          }
          empty={spendTable.length === 0 ? 'Nothing was planned, paid or owed in this period.' : undefined}
          controls={
            <SegmentedRadios<SpendMeasure>
              size="xs"
              aria-label="Bars show"
              data={[
                { value: 'spent', label: 'Paid and owed' },
                { value: 'planned', label: 'Planned' },
              ]}
              value={shownMeasure}
              onChange={setMeasure}
            />
          }
          chart={
            <SpendChart
              data={spend.data}
              series={spend.series}
              description={`Stacked bar chart of ${shownMeasure === 'spent' ? 'spend' : 'planned budgets'} by month and brand, ${periodText}. Show as table for the figures.`}
            />
          }
          table={
            <DataTable
              caption={`Spend by month and brand, ${periodText}`}
              columns={spendCols}
              rows={spendTable}
              rowKey={(row) => `${row.month}-${row.brandId}`}
              minWidth={560}
            />
          }
          csv={() => {
            const [headers, rows] = tableCsv(spendCols, spendTable);
            return { fileName: csvFileName('spend-by-month', period), headers, rows };
          }}
        />
      </div>
      <ChartCard
        title="Review time"
        description={`From a video's submission to its review decision.${
          data.totals.submissionToDecision.medianHours === null ? '' : ` Median for the period: ${medianText}.`
        }`}
        empty={
          data.reviewTimeByMonth.every((month) => month.decisions === 0)
            ? 'No review decision in this period.'
            : undefined
        }
        chart={
          <ReviewTimeChart
            data={review}
            description={`Line chart of the median and 90th percentile review time by month, ${periodText}. Show as table for the figures.`}
          />
        }
        table={
          <DataTable
            caption={`Review time by month, ${periodText}`}
            columns={REVIEW_COLUMNS}
            rows={data.reviewTimeByMonth}
            rowKey={(row) => row.month}
            minWidth={480}
          />
        }
        csv={() => {
          const [headers, rows] = tableCsv(REVIEW_COLUMNS, data.reviewTimeByMonth);
          return { fileName: csvFileName('review-time', period), headers, rows };
        }}
      />
      <ChartCard
        title="Approval funnel"
        description="Videos of the projects planned in the period, how many were submitted and approved."
        empty={funnel.every((row) => row.videos === 0) ? 'No video was planned, submitted or approved.' : undefined}
        chart={
          <FunnelChart
            data={funnel}
            description={`Bar chart of the approval funnel, ${periodText}: ${funnel.map((row) => `${row.stage} ${row.videos}`).join(', ')}.`}
          />
        }
        table={
          <DataTable
            caption={`Approval funnel, ${periodText}`}
            columns={FUNNEL_COLUMNS}
            rows={funnel}
            rowKey={(row) => row.stage}
          />
        }
        csv={() => {
          const [headers, rows] = tableCsv(FUNNEL_COLUMNS, funnel);
          return { fileName: csvFileName('approval-funnel', period), headers, rows };
        }}
      />
    </SimpleGrid>
  );
}

/**
 * /admin/analytics (issue 22, docs/analytics.md): the agency's figures over a period (optionally one brand's), or a
 * brand user's own brand's (the API limits them; the brand filter is the agency's only). Tiles with the change against
 * the previous period and a link to the list behind each, three charts each with a table view and a CSV, and the
 * creators table. The period and the brand live in the address.
 */
export function AnalyticsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: user } = useQuery(currentUserQueryOptions());
  const agency = user?.group === 'admin';
  const selection = parsePeriod(searchParams);
  const brandId = brandFilterOf(searchParams, user);
  const query = useDeferredQuery(useAnalytics({ from: selection.from, to: selection.to, brandId }));
  const data = query.data;
  const periodText = periodLabel(selection);
  const against = previousLabel(selection.kind, selection);
  const stale = query.isPlaceholderData || (data !== undefined && data.period.from !== selection.from);
  const shownParts = useRenderInParts(data ? FIGURE_PARTS : 0, 1);

  const setPeriod = (period: PeriodSelection) => setSearchParams((current) => withPeriod(current, period));
  const setBrand = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('brand', value);
      else next.delete('brand');
      return next;
    });

  const brandOptions = (data?.brands ?? []).map((brand) => ({ value: brand.brandId, label: brand.name }));
  if (brandId && !brandOptions.some((option) => option.value === brandId)) {
    brandOptions.unshift({ value: brandId, label: data ? 'Unknown brand' : 'Loading...' });
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Analytics</Title>
        <Text c="dimmed">
          {agency
            ? 'What the agency spent, delivered and reviewed over a period, brand by brand.'
            : 'What your brand spent, received and reviewed over a period.'}
        </Text>
      </Stack>

      <Paper component="section" aria-label="Filters" withBorder radius="lg" p="md" shadow="xs">
        <Group gap="md" align="flex-end" wrap="wrap">
          <PeriodPicker value={selection} onChange={setPeriod} />
          {agency && (
            <Box w={{ base: '100%', xs: 240 }}>
              <Select
                label="Brand"
                placeholder="All brands"
                options={brandOptions}
                value={brandId ?? ''}
                onChange={setBrand}
              />
            </Box>
          )}
        </Group>
      </Paper>

      {/* The previous period comes from the selection (the API computes it with the same rule), not from the answer:
          the line reads the same before and after the figures arrive, so it never wraps anew and moves the page. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {periodText}, compared with the {against} ({periodLabel(previousPeriod(selection))}).
      </Text>

      {query.isError && !data ? (
        <StatusAlert tone="error" title="Failed to load the figures">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </StatusAlert>
      ) : data && !stale && isEmpty(data) ? (
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconChartBar size={26} stroke={1.5} />
            </ThemeIcon>
            <Title order={2} size="h4">
              No figures for {periodText}
            </Title>
            <Text c="dimmed" size="sm" ta="center" maw={420}>
              Nothing was planned, delivered, reviewed or paid in this period. Pick another period
              {agency && brandId ? ' or all brands' : ''}.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack
          gap="lg"
          aria-busy={!data || stale || undefined}
          style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {!data && <VisuallyHidden role="status">Loading the figures...</VisuallyHidden>}
          <section aria-label="Key figures">
            <AnalyticsTiles data={data} against={against} />
          </section>
          {data && shownParts >= 2 ? (
            <Charts data={data} agency={agency} periodText={periodLabel(data.period)} />
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <Skeleton h={CHART_HEIGHT + 90} radius="lg" style={{ gridColumn: '1 / -1' }} />
              <Skeleton h={CHART_HEIGHT + 90} radius="lg" />
              <Skeleton h={CHART_HEIGHT + 90} radius="lg" />
            </SimpleGrid>
          )}
          {data && shownParts >= 3 && <CampaignsNow budgets={data.campaignBudgets} brandId={brandId} />}
          {data && shownParts >= 3 && (
            <CreatorsTable
              creators={data.creators}
              agency={agency}
              period={data.period}
              periodText={periodLabel(data.period)}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
