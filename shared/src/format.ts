/**
 * The one way dates are shown (docs/ux-rules.md): 'Dec 1, 2026', and 'Dec 1, 2026, 3:05 PM' with the time. A plain
 * ISO date ('2026-12-01', a campaign's start, a date of birth) is a calendar date and never shifts with the time zone;
 * a timestamp is shown in the viewer's time zone.
 */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const PLAIN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string): { date: Date; plain: boolean } | undefined {
  const plain = PLAIN_DATE.test(value);
  const date = new Date(plain ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : { date, plain };
}

/** 'Dec 1, 2026'; '—' when there is no date, the text as given when it is not one. */
export function formatDate(value: string | undefined | null): string {
  if (!value) return '—';
  const parsed = parse(value);
  if (!parsed) return value;
  return (parsed.plain ? PLAIN : DATE).format(parsed.date);
}

/** 'Dec 1, 2026, 3:05 PM' (a plain date has no time: 'Dec 1, 2026'); '—' when there is none. */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '—';
  const parsed = parse(value);
  if (!parsed) return value;
  return parsed.plain ? PLAIN.format(parsed.date) : DATE_TIME.format(parsed.date);
}
