import { formatDate as sharedFormatDate, formatDateTime as sharedFormatDateTime } from '@reelbridge/shared/format';
import { totalCents } from '@reelbridge/shared/rules/ugc';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in dollars with two decimals: $1,250.00. */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * A number field's value as a number. Mantine's NumberInput gives a string while the text is not a plain number
 * yet ('' when empty, '12.' mid-typing, '12.50' with trailing zeros): a numeric string is the number it shows.
 */
export function numericValue(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The project total (docs/product.md#limits): Σ videoCount × costPerVideo with two decimals, from the shared rule.
 * Entries not filled in yet (an empty field) count as zero.
 */
export function projectTotal(entries: readonly { videoCount: number | string; costPerVideo: number | string }[]) {
  const cents = totalCents(
    entries.map((entry) => ({
      videoCount: numericValue(entry.videoCount) ?? 0,
      costPerVideoCents: toCents(numericValue(entry.costPerVideo) ?? 0),
    })),
  );
  return formatUsd(cents / 100);
}

/** The app's one date format (docs/ux-rules.md): 'Dec 1, 2026'. */
export function formatDate(iso: string | undefined): string {
  return sharedFormatDate(iso);
}

export function formatDateTime(iso: string | undefined): string | undefined {
  return iso && !Number.isNaN(new Date(iso).getTime()) ? sharedFormatDateTime(iso) : undefined;
}
