import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import type { Analytics, AnalyticsCreator } from '@reelbridge/shared/api/analytics';
import { Link } from 'react-router-dom';
import type { Column } from './components/data-table';
import { dollars, formatCount, formatHours, formatRate, formatUsd, NO_VALUE } from './format';
import { monthLabel } from './period';

/** The brands a stacked chart names one by one; the others are summed as 'Other brands' (colours stay apart). */
export const CHART_BRANDS = 7;
export const SERIES_COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7', 'pink.6', 'lime.7', 'gray.6'];

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** One line of the spend table: a brand's month. */
export interface SpendRow {
  month: string;
  brandId: string;
  brandName: string;
  paidCents: number;
  owedCents: number;
  plannedCents: number;
}

/** Where a brand's name leads: the agency's brand page, or a brand user's own profile. */
export const brandPath = (brandId: string, agency: boolean): string =>
  agency ? `/admin/brands/${encodeURIComponent(brandId)}` : '/admin/brand-profile';

export function spendRows(data: Analytics): SpendRow[] {
  return data.spendByMonth.flatMap((month) => month.brands.map((brand) => ({ month: month.month, ...brand })));
}

export function spendColumns(agency: boolean): Column<SpendRow>[] {
  return [
    { key: 'month', header: 'Month', cell: (row) => monthLabel(row.month), value: (row) => row.month },
    {
      key: 'brand',
      header: 'Brand',
      cell: (row) => (
        <Anchor component={Link} to={brandPath(row.brandId, agency)} size="sm">
          {row.brandName}
        </Anchor>
      ),
      value: (row) => row.brandName,
    },
    money('paid', 'Paid', (row) => row.paidCents),
    money('owed', 'Owed', (row) => row.owedCents),
    money('planned', 'Planned', (row) => row.plannedCents),
  ];
}

function money<Row>(key: string, header: string, cents: (row: Row) => number): Column<Row> {
  return {
    key,
    header: `${header} (USD)`,
    cell: (row) => formatUsd(cents(row)),
    value: (row) => dollars(cents(row)),
    numeric: true,
  };
}

/**
 * The stacked bars: per month, what each brand spent (paid, and owed for approved work: the two never count the same
 * video twice, docs/analytics.md) or planned, in dollars. The brands with the most have a bar of their own.
 */
export type SpendMeasure = 'spent' | 'planned';

/** What a bar measures: paid and owed (spent), or the budgets of the projects planned. */
const measureOf = (measure: SpendMeasure) => (brand: Omit<SpendRow, 'month'>) =>
  measure === 'spent' ? brand.paidCents + brand.owedCents : brand.plannedCents;

export function spendChart(
  data: Analytics,
  measure: SpendMeasure = 'spent',
): { data: Record<string, string | number>[]; series: ChartSeries[] } {
  const cents = measureOf(measure);
  const totals = new Map<string, { name: string; cents: number }>();
  for (const month of data.spendByMonth) {
    for (const brand of month.brands) {
      const entry = totals.get(brand.brandId) ?? { name: brand.brandName, cents: 0 };
      entry.cents += cents(brand);
      totals.set(brand.brandId, entry);
    }
  }
  const ranked = [...totals.entries()].filter(([, entry]) => entry.cents > 0).sort((a, b) => b[1].cents - a[1].cents);
  const named = ranked.length > CHART_BRANDS + 1 ? ranked.slice(0, CHART_BRANDS) : ranked;
  const keyOf = new Map(named.map(([brandId], index) => [brandId, `b${index}`]));
  const series: ChartSeries[] = named.map(([, entry], index) => ({
    name: `b${index}`,
    label: entry.name,
    color: SERIES_COLORS[index]!,
  }));
  if (named.length < ranked.length) series.push({ name: 'other', label: 'Other brands', color: SERIES_COLORS[7]! });
  const rows = data.spendByMonth.map((month) => {
    const row: Record<string, string | number> = { month: monthLabel(month.month) };
    for (const item of series) row[item.name] = 0;
    for (const brand of month.brands) {
      const key = keyOf.get(brand.brandId) ?? 'other';
      if (key in row) row[key] = Number(row[key]) + dollars(cents(brand));
    }
    return row;
  });
  return { data: rows, series };
}

export type ReviewRow = Analytics['reviewTimeByMonth'][number];

export const REVIEW_COLUMNS: Column<ReviewRow>[] = [
  { key: 'month', header: 'Month', cell: (row) => monthLabel(row.month), value: (row) => row.month },
  {
    key: 'median',
    header: 'Median review time (hours)',
    cell: (row) => formatHours(row.medianHours),
    value: (row) => row.medianHours,
    numeric: true,
  },
  {
    key: 'p90',
    header: '90th percentile (hours)',
    cell: (row) => formatHours(row.p90Hours),
    value: (row) => row.p90Hours,
    numeric: true,
  },
  {
    key: 'decisions',
    header: 'Review decisions',
    cell: (row) => formatCount(row.decisions),
    value: (row) => row.decisions,
    numeric: true,
  },
];

export function reviewChart(data: Analytics): Record<string, string | number | null>[] {
  return data.reviewTimeByMonth.map((row) => ({
    month: monthLabel(row.month),
    median: row.medianHours,
    p90: row.p90Hours,
  }));
}

export interface FunnelRow {
  stage: string;
  videos: number;
  /** Of the videos planned. */
  share: number | null;
}

export function funnelRows(data: Analytics): FunnelRow[] {
  const { planned, submitted, approved, approvedFirstPass } = data.funnel;
  const share = (value: number) => (planned > 0 ? value / planned : null);
  return [
    { stage: 'Planned', videos: planned, share: share(planned) },
    { stage: 'Submitted', videos: submitted, share: share(submitted) },
    { stage: 'Approved', videos: approved, share: share(approved) },
    { stage: 'Approved first time', videos: approvedFirstPass, share: share(approvedFirstPass) },
  ];
}

export const FUNNEL_COLUMNS: Column<FunnelRow>[] = [
  { key: 'stage', header: 'Stage', cell: (row) => row.stage, value: (row) => row.stage },
  {
    key: 'videos',
    header: 'Videos',
    cell: (row) => formatCount(row.videos),
    value: (row) => row.videos,
    numeric: true,
  },
  {
    key: 'share',
    header: 'Share of planned',
    cell: (row) => formatRate(row.share),
    value: (row) => (row.share === null ? null : Math.round(row.share * 1000) / 1000),
    numeric: true,
  },
];

export function creatorColumns(agency: boolean): Column<AnalyticsCreator>[] {
  return [
    { key: 'name', header: 'Creator', cell: (row) => row.name, value: (row) => row.name },
    {
      key: 'delivered',
      header: 'Delivered',
      cell: (row) => formatCount(row.delivered),
      value: (row) => row.delivered,
      numeric: true,
    },
    {
      key: 'onTime',
      header: 'On time',
      cell: (row) => (row.onTimeShare === null ? NO_VALUE : `${formatRate(row.onTimeShare)} (${row.onTime})`),
      value: (row) => row.onTimeShare,
      numeric: true,
    },
    {
      key: 'firstPass',
      header: 'First-pass approval',
      cell: (row) => formatRate(row.firstPassRate),
      value: (row) => row.firstPassRate,
      numeric: true,
    },
    money('paid', agency ? 'Paid' : 'Paid by you', (row) => row.paidCents),
  ];
}
