import type { AnalyticsDuration, AnalyticsPeriod, AnalyticsTotals } from '../api/analytics';

/**
 * Pure rules of the analytics figures (docs/analytics.md): months and periods, the duration histograms and their
 * percentiles, rates, and the totals read from a month's kept figures.
 */

export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The calendar month (UTC) of an ISO instant: `YYYY-MM`. */
export const monthOfInstant = (instant: string): string => instant.slice(0, 7);

/** How many months from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function monthCount(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** Every month of a period, oldest first. */
export function monthsOf(period: AnalyticsPeriod): string[] {
  const start = monthIndex(period.from);
  return Array.from({ length: Math.max(0, monthCount(period.from, period.to)) }, (_, i) => monthOfIndex(start + i));
}

/** The period of equal length that ends the month before `period` begins. */
export function previousPeriod(period: AnalyticsPeriod): AnalyticsPeriod {
  const length = monthCount(period.from, period.to);
  const start = monthIndex(period.from);
  return { from: monthOfIndex(start - length), to: monthOfIndex(start - 1) };
}

/**
 * The upper edges (in hours) of the duration histogram's bins: an hour wide up to 2 days, 6 hours up to a week, a day
 * up to 30 days, then one open bin. A duration of exactly an edge falls in the bin the edge closes.
 */
export const DURATION_BIN_EDGES: readonly number[] = [
  ...Array.from({ length: 48 }, (_, i) => i + 1),
  ...Array.from({ length: 20 }, (_, i) => 48 + (i + 1) * 6),
  ...Array.from({ length: 23 }, (_, i) => 168 + (i + 1) * 24),
];
/** The open bin: durations over 30 days (its percentile reads as 30 days, a lower bound). */
export const DURATION_OPEN_BIN = DURATION_BIN_EDGES.length;

/** The bin of a duration given in milliseconds (negative durations, from clock skew, count as 0). */
export function durationBin(milliseconds: number): number {
  const hours = Math.max(0, milliseconds) / 3_600_000;
  const index = DURATION_BIN_EDGES.findIndex((edge) => hours <= edge);
  return index === -1 ? DURATION_OPEN_BIN : index;
}

/** The hours a bin reads as: its upper edge (the open bin: its lower edge). */
export const binHours = (bin: number): number =>
  bin >= DURATION_OPEN_BIN ? DURATION_BIN_EDGES[DURATION_BIN_EDGES.length - 1]! : DURATION_BIN_EDGES[bin]!;

/** Counts per bin (sparse: bins with none are absent). */
export type Histogram = Record<number, number>;

export function mergeHistograms(histograms: readonly Histogram[]): Histogram {
  const merged: Histogram = {};
  for (const histogram of histograms) {
    for (const [bin, count] of Object.entries(histogram)) merged[Number(bin)] = (merged[Number(bin)] ?? 0) + count;
  }
  return merged;
}

/**
 * The nearest-rank percentile (`p` in 0..1) of a histogram, as its bin's hours: the smallest bin whose cumulative
 * count reaches ⌈p × n⌉. Null for an empty histogram.
 */
export function percentileHours(histogram: Histogram, p: number): number | null {
  const bins = Object.entries(histogram)
    .map(([bin, count]) => [Number(bin), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = bins.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [bin, count] of bins) {
    seen += count;
    if (seen >= rank) return binHours(bin);
  }
  return binHours(bins[bins.length - 1]![0]);
}

export function durationOf(histogram: Histogram): AnalyticsDuration {
  const count = Object.values(histogram).reduce((sum, value) => sum + value, 0);
  return { medianHours: percentileHours(histogram, 0.5), p90Hours: percentileHours(histogram, 0.9), count };
}

/** `part / whole`, or null when `whole` is 0. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The figures a month keeps for a scope (the agency or a brand), summed over months by `addFigures`. */
export interface MonthFigures {
  paidCents: number;
  owedCents: number;
  plannedCents: number;
  videosPlanned: number;
  videosSubmitted: number;
  videosApproved: number;
  videosRejected: number;
  approvedFirstPass: number;
  revisionRounds: number;
  decisions: number;
  firstSubmission: Histogram;
  decision: Histogram;
}

export const emptyFigures = (): MonthFigures => ({
  paidCents: 0,
  owedCents: 0,
  plannedCents: 0,
  videosPlanned: 0,
  videosSubmitted: 0,
  videosApproved: 0,
  videosRejected: 0,
  approvedFirstPass: 0,
  revisionRounds: 0,
  decisions: 0,
  firstSubmission: {},
  decision: {},
});

export function addFigures(figures: readonly MonthFigures[]): MonthFigures {
  const sum = emptyFigures();
  for (const month of figures) {
    for (const name of Object.keys(sum) as (keyof MonthFigures)[]) {
      if (name === 'firstSubmission' || name === 'decision') continue;
      sum[name] += month[name];
    }
  }
  sum.firstSubmission = mergeHistograms(figures.map((month) => month.firstSubmission));
  sum.decision = mergeHistograms(figures.map((month) => month.decision));
  return sum;
}

export function totalsOf(figures: MonthFigures): AnalyticsTotals {
  return {
    paidCents: figures.paidCents,
    owedCents: figures.owedCents,
    plannedCents: figures.plannedCents,
    videosPlanned: figures.videosPlanned,
    videosSubmitted: figures.videosSubmitted,
    videosApproved: figures.videosApproved,
    videosRejected: figures.videosRejected,
    firstPassRate: rate(figures.approvedFirstPass, figures.videosApproved),
    revisionRoundsPerApproved: rate(figures.revisionRounds, figures.videosApproved),
    assignmentToFirstSubmission: durationOf(figures.firstSubmission),
    submissionToDecision: durationOf(figures.decision),
  };
}
