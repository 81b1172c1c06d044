/** Pure rules of the analytics figures (docs/analytics.md): months, rates, percentiles from histograms. */

export function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

export function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function monthCount(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}
