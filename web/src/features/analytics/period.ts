import { ANALYTICS_MAX_MONTHS, type AnalyticsPeriod } from '@reelbridge/shared/api/analytics';

/**
 * The analytics screen's period (docs/analytics.md: whole calendar months, UTC): a month, a quarter, a year or a
 * custom run of months. It lives in the address (`?period=quarter&from=2026-10`, custom adds `to`), so a view can be
 * shared and the back button steps through filters.
 */
export type PeriodKind = 'month' | 'quarter' | 'year' | 'custom';

export const PERIOD_KINDS: readonly { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'custom', label: 'Custom' },
];

export interface PeriodSelection extends AnalyticsPeriod {
  kind: PeriodKind;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How many options each picker offers, newest first. */
const MONTH_OPTIONS = 24;
const QUARTER_OPTIONS = 8;
const YEAR_OPTIONS = 3;

export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export function monthOf(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The current calendar month in UTC: `YYYY-MM`. */
export const currentMonth = (now: Date = new Date()): string => now.toISOString().slice(0, 7);

/** 'Oct 2026'. */
export function monthLabel(month: string): string {
  return `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** The first month of the quarter `month` is in. */
export const quarterStart = (month: string): string => monthOf(monthIndex(month) - (monthIndex(month) % 3));

/** 'Q4 2026'. */
export const quarterLabel = (start: string): string =>
  `Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1} ${start.slice(0, 4)}`;

/** How many months the period covers, both ends included. */
export const monthSpan = (period: AnalyticsPeriod): number => monthIndex(period.to) - monthIndex(period.from) + 1;

/** The selection for `kind` starting at `from` (custom: from `from` to `to`). */
export function periodOf(kind: PeriodKind, from: string, to = from): PeriodSelection {
  switch (kind) {
    case 'month':
      return { kind, from, to: from };
    case 'quarter': {
      const start = quarterStart(from);
      return { kind, from: start, to: monthOf(monthIndex(start) + 2) };
    }
    case 'year':
      return { kind, from: `${from.slice(0, 4)}-01`, to: `${from.slice(0, 4)}-12` };
    case 'custom':
      return { kind, from, to };
  }
}

/** What the screen opens on: the current quarter. */
export const defaultPeriod = (now: Date = new Date()): PeriodSelection => periodOf('quarter', currentMonth(now));

function isKind(value: string | null): value is PeriodKind {
  return PERIOD_KINDS.some((kind) => kind.value === value);
}

/**
 * The selection an address names. Anything it does not name well (no period, a month that is not `YYYY-MM`, a month
 * after the current one, a custom run backwards or longer than the API allows) falls back to the default, so a hand-
 * edited address never reaches the API as a bad request.
 */
export function parsePeriod(search: URLSearchParams, now: Date = new Date()): PeriodSelection {
  const kind = search.get('period');
  const from = search.get('from') ?? '';
  const latest = currentMonth(now);
  if (!isKind(kind) || !MONTH.test(from) || from > latest) return defaultPeriod(now);
  if (kind !== 'custom') return periodOf(kind, from);
  const to = search.get('to') ?? '';
  if (!MONTH.test(to) || to > latest) return defaultPeriod(now);
  const span = monthSpan({ from, to });
  return span >= 1 && span <= ANALYTICS_MAX_MONTHS ? periodOf('custom', from, to) : defaultPeriod(now);
}

/** `search` with the selection written into it (other parameters, the brand filter, kept). */
export function withPeriod(search: URLSearchParams, period: PeriodSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('period', period.kind);
  next.set('from', period.from);
  if (period.kind === 'custom') next.set('to', period.to);
  else next.delete('to');
  return next;
}

/**
 * The selection after picking another kind: the month, quarter or year that holds the end of the current period, or
 * the current month when that end is still to come (the current quarter's last month); a custom run keeps the months.
 */
export function switchKind(current: PeriodSelection, kind: PeriodKind, now: Date = new Date()): PeriodSelection {
  const latest = currentMonth(now);
  const end = current.to > latest ? latest : current.to;
  if (kind === 'custom') return periodOf('custom', current.from > latest ? latest : current.from, end);
  return periodOf(kind, end);
}

export interface PeriodOption {
  value: string;
  label: string;
}

/** The months, quarters or years the picker offers, newest first (the months from the current one back). */
export function periodOptions(kind: Exclude<PeriodKind, 'custom'>, now: Date = new Date()): PeriodOption[] {
  const latest = monthIndex(currentMonth(now));
  if (kind === 'month') {
    return Array.from({ length: MONTH_OPTIONS }, (_, i) => monthOf(latest - i)).map((month) => ({
      value: month,
      label: monthLabel(month),
    }));
  }
  if (kind === 'quarter') {
    const start = monthIndex(quarterStart(monthOf(latest)));
    return Array.from({ length: QUARTER_OPTIONS }, (_, i) => monthOf(start - i * 3)).map((month) => ({
      value: month,
      label: quarterLabel(month),
    }));
  }
  const year = Number(monthOf(latest).slice(0, 4));
  return Array.from({ length: YEAR_OPTIONS }, (_, i) => String(year - i)).map((value) => ({
    value: `${value}-01`,
    label: value,
  }));
}

/** The months a custom period may start or end on: the last ANALYTICS_MAX_MONTHS, newest first. */
export function customMonthOptions(now: Date = new Date()): PeriodOption[] {
  const latest = monthIndex(currentMonth(now));
  return Array.from({ length: ANALYTICS_MAX_MONTHS }, (_, i) => monthOf(latest - i)).map((month) => ({
    value: month,
    label: monthLabel(month),
  }));
}

/**
 * A custom period after one end was picked: the other end moves along when the run would go backwards or grow past
 * what the API allows.
 */
export function customPeriod(current: AnalyticsPeriod, end: 'from' | 'to', month: string): PeriodSelection {
  let from = end === 'from' ? month : current.from;
  let to = end === 'to' ? month : current.to;
  if (monthIndex(to) < monthIndex(from)) {
    if (end === 'from') to = from;
    else from = to;
  }
  if (monthSpan({ from, to }) > ANALYTICS_MAX_MONTHS) {
    if (end === 'from') to = monthOf(monthIndex(from) + ANALYTICS_MAX_MONTHS - 1);
    else from = monthOf(monthIndex(to) - ANALYTICS_MAX_MONTHS + 1);
  }
  return periodOf('custom', from, to);
}

/** 'Oct 2026', 'Oct – Dec 2026', 'Nov 2025 – Jan 2026'. */
export function periodLabel(period: AnalyticsPeriod): string {
  if (period.from === period.to) return monthLabel(period.from);
  if (period.from.slice(0, 4) === period.to.slice(0, 4)) {
    return `${SHORT_MONTHS[Number(period.from.slice(5, 7)) - 1]} – ${monthLabel(period.to)}`;
  }
  return `${monthLabel(period.from)} – ${monthLabel(period.to)}`;
}

/** What a change compares with: 'previous quarter', 'previous 5 months'. */
export function previousLabel(kind: PeriodKind, period: AnalyticsPeriod): string {
  if (kind !== 'custom') return `previous ${kind}`;
  const span = monthSpan(period);
  return span === 1 ? 'previous month' : `previous ${span} months`;
}
