/** How the analytics screen writes its figures (docs/ux-rules.md: a figure that does not exist reads '—'). */

export const NO_VALUE = '—';

const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US');

/** A tile's amount, in whole dollars: '$12,450'. */
export const formatDollars = (cents: number): string => USD_WHOLE.format(Math.round(cents / 100));

/** A table's amount, to the cent: '$12,450.50'. */
export const formatUsd = (cents: number): string => USD.format(cents / 100);

/** An amount as the number a spreadsheet adds up: dollars with two decimals at most. */
export const dollars = (cents: number): number => Math.round(cents) / 100;

export const formatCount = (value: number): string => COUNT.format(value);

/** A fraction as a whole percentage ('75%'), '—' when there is none. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? NO_VALUE : `${Math.round(rate * 100)}%`;
}

/** A duration in hours: '45 min', '5.5 hours', '3.2 days' (from two days on); '—' when there is none. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return NO_VALUE;
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${round1(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${round1(hours / 24)} days`;
}

const round1 = (value: number): string => String(Math.round(value * 10) / 10);

/** Whether a rise of the figure is good news (money spent is neither: it reads neutral). */
export type Direction = 'up-is-good' | 'down-is-good' | 'neutral';

export interface Change {
  /** '+12% vs previous quarter', 'No change vs previous quarter', 'None in the previous quarter'. */
  text: string;
  tone: 'good' | 'bad' | 'neutral';
}

function toneOf(delta: number, direction: Direction): Change['tone'] {
  if (delta === 0 || direction === 'neutral') return 'neutral';
  return delta > 0 === (direction === 'up-is-good') ? 'good' : 'bad';
}

const signed = (value: number, unit: string): string =>
  `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value)}${unit}`;

/**
 * The change of an amount, a count or a duration against the previous period, in percent of the previous figure.
 * Null when either figure does not exist (a duration with nothing measured).
 */
export function percentChange(
  current: number | null,
  previous: number | null,
  against: string,
  direction: Direction,
): Change | null {
  if (current === null || previous === null) return null;
  if (previous === 0) {
    return current === 0
      ? { text: `No change vs ${against}`, tone: 'neutral' }
      : { text: `None in the ${against}`, tone: 'neutral' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: `No change vs ${against}`, tone: 'neutral' };
  return { text: `${signed(percent, '%')} vs ${against}`, tone: toneOf(percent, direction) };
}

/** The change of a rate against the previous period, in percentage points ('+5 pts'). */
export function pointChange(current: number | null, previous: number | null, against: string): Change | null {
  if (current === null || previous === null) return null;
  const points = Math.round((current - previous) * 100);
  if (points === 0) return { text: `No change vs ${against}`, tone: 'neutral' };
  return {
    text: `${signed(points, points === 1 || points === -1 ? ' pt' : ' pts')} vs ${against}`,
    tone: toneOf(points, 'up-is-good'),
  };
}
