// The legend's and the tooltip's colour dots are Mantine ColorSwatches: without their styles they do not show.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ChartSeries } from '../chart-data';
import { formatDollars, formatHours } from '../format';

/**
 * The analytics charts (@mantine/charts on recharts). This module is loaded on demand by the analytics page only, so
 * no other page's JavaScript carries the chart library (docs/performance.md). The charts are pictures for the eye:
 * screen readers get a short description, and every chart's figures are in its table view.
 */

const HEIGHT = 280;

export function SpendChart({
  data,
  series,
  description,
}: {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  description: string;
}) {
  return (
    <div role="img" aria-label={description}>
      <BarChart
        h={HEIGHT}
        data={data}
        dataKey="month"
        type="stacked"
        series={series}
        withLegend={series.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => formatDollars(value * 100)}
        yAxisProps={{ width: 72 }}
        tickLine="y"
        accessibilityLayer={false}
        maxBarWidth={48}
      />
    </div>
  );
}

export function ReviewTimeChart({
  data,
  description,
}: {
  data: Record<string, string | number | null>[];
  description: string;
}) {
  return (
    <div role="img" aria-label={description}>
      <LineChart
        h={HEIGHT}
        data={data}
        dataKey="month"
        series={[
          { name: 'median', label: 'Median', color: 'indigo.6' },
          { name: 'p90', label: '90th percentile', color: 'orange.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={formatHours}
        yAxisProps={{ width: 80 }}
        tickLine="y"
        curveType="monotone"
        accessibilityLayer={false}
      />
    </div>
  );
}

export function FunnelChart({ data, description }: { data: { stage: string; videos: number }[]; description: string }) {
  return (
    <div role="img" aria-label={description}>
      <BarChart
        h={HEIGHT}
        data={data}
        dataKey="stage"
        orientation="vertical"
        series={[{ name: 'videos', label: 'Videos', color: 'teal.6' }]}
        yAxisProps={{ width: 130 }}
        tickLine="x"
        gridAxis="x"
        withBarValueLabel
        accessibilityLayer={false}
        maxBarWidth={40}
      />
    </div>
  );
}
