/**
 * Business days (issue 20): Monday to Friday, counted on the calendar of a time zone (the project's `dueTimeZone`,
 * else UTC). A video waiting for review is approved automatically N business days after it was submitted, at the
 * same wall-clock time of day in that zone (a DST change in between keeps the time of day, not the hours); reviewers
 * are reminded one business day before. Holidays are not known: a business day is any weekday.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days before a spark code expires from which reviewers are reminded (once). */
export const SPARK_REMINDER_DAYS = 7;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in the zone at the instant, written as if it were UTC (ms), milliseconds kept. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour === 24 ? 0 : parts.hour!;
  const seconds = Date.UTC(parts.year!, parts.month! - 1, parts.day!, hour, parts.minute!, parts.second!);
  return seconds + (((instant % 1000) + 1000) % 1000);
}

/** The instant whose wall-clock time in the zone is `wall` (a time skipped by a DST change moves to after it). */
function fromWallClock(wall: number, timeZone: string): number {
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - instant;
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** Saturday or Sunday, for a wall-clock time written as UTC. */
const weekend = (wall: number) => {
  const day = new Date(wall).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * `days` business days after (a negative count: before) the instant, at the same time of day in the zone: each step
 * moves one calendar day and counts it only when it lands on a weekday. Friday 10:00 + 1 is Monday 10:00; Saturday
 * 10:00 + 1 is Monday 10:00; Monday 10:00 − 1 is Friday 10:00.
 */
export function addBusinessDays(instant: string, days: number, timeZone = 'UTC'): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const start = Date.parse(instant);
  if (Number.isNaN(start)) throw new RangeError(`Not an instant: ${instant}`);
  let wall = wallClock(start, timeZone);
  const step = days < 0 ? -DAY_MS : DAY_MS;
  for (let left = Math.abs(days); left > 0;) {
    wall += step;
    if (!weekend(wall)) left--;
  }
  return new Date(fromWallClock(wall, timeZone)).toISOString();
}

/** Whether the instant falls on a weekday in the zone. */
export function isBusinessDay(instant: string, timeZone = 'UTC'): boolean {
  return !weekend(wallClock(Date.parse(instant), timeZone));
}

/**
 * When a video submitted at `submittedAt` is approved if nobody reviews it (`dueAt`), and when reviewers are reminded
 * (`remindAt`, one business day before; none when that is not after the submission, as with one business day).
 */
export function reviewTimers(
  submittedAt: string,
  autoApproveDays: number,
  timeZone = 'UTC',
): { dueAt: string; remindAt?: string } {
  const dueAt = addBusinessDays(submittedAt, autoApproveDays, timeZone);
  const remindAt = addBusinessDays(dueAt, -1, timeZone);
  return Date.parse(remindAt) > Date.parse(submittedAt) ? { dueAt, remindAt } : { dueAt };
}

/** When reviewers are reminded of a spark code that expires at `expiresAt`: a week before. */
export function sparkReminderAt(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - SPARK_REMINDER_DAYS * DAY_MS).toISOString();
}

/** The validity a creator can give a spark code: a number of days from now, or the last day it works. */
export const SPARK_VALIDITY_DAYS = ['7', '30', '60', '365'] as const;
export type SparkValidityDays = (typeof SPARK_VALIDITY_DAYS)[number];

/**
 * When a spark code given now stops working: `days` (7, 30, 60, 365) after `now`, or at the end of the date
 * (YYYY-MM-DD) in the zone (the start of the next day there).
 */
export function sparkExpiry(validity: string, now: string, timeZone = 'UTC'): string {
  if ((SPARK_VALIDITY_DAYS as readonly string[]).includes(validity)) {
    return new Date(Date.parse(now) + Number(validity) * DAY_MS).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validity)) throw new RangeError(`Not a validity: ${validity}`);
  const nextDay = Date.parse(`${validity}T00:00:00Z`) + DAY_MS;
  return new Date(fromWallClock(nextDay, timeZone)).toISOString();
}

/**
 * What reviewers and the creator read about a spark code's expiry, as of `now`: "Spark code expires 12 Dec" (the
 * year added when it is not this year's), or "Spark code expired" once it has. The date is in `timeZone` (the
 * reader's, by default).
 */
export function sparkExpiryLabel(
  expiresAt: string,
  now: Date | string | number = Date.now(),
  timeZone?: string,
): string {
  const expires = new Date(expiresAt);
  const current = new Date(now);
  if (expires.getTime() <= current.getTime()) return 'Spark code expired';
  const sameYear =
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(expires) ===
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(current);
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(expires);
  return `Spark code expires ${date}`;
}
