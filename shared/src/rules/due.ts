/**
 * Due dates (issue 19). A due date is a calendar date the agency picks ('2026-12-03'), in the agency user's IANA
 * time zone: everyone sees the same date, and the work becomes late at the end of that day in that zone (the start of
 * the next day there, `dueInstant`). Stored with it: the zone and that instant (`dueAt`), so lists and sort keys compare
 * instants without knowing zones.
 */
import type { ProjectCreatorStatus, ProjectStatus } from './ugc';

export type DueState = 'late' | 'due_soon' | 'on_track';

/** Days before the due instant from which work is 'due soon'. */
export const DUE_SOON_DAYS = 3;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time zone the runtime knows ('Europe/London', 'UTC'); Intl throws a RangeError on any other. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
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

/** The wall-clock time in the zone at `instant`, as if it were UTC (ms), and its calendar date. */
function wallClock(instant: number, timeZone: string): { ms: number; date: string } {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour === 24 ? 0 : parts.hour!;
  const ms = Date.UTC(parts.year!, parts.month! - 1, parts.day!, hour, parts.minute!, parts.second!);
  return { ms, date: new Date(ms).toISOString().slice(0, 10) };
}

/** The calendar date (YYYY-MM-DD) in the zone at the instant. */
export function calendarDateIn(instant: Date | string | number, timeZone: string): string {
  return wallClock(new Date(instant).getTime(), timeZone).date;
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The instant (ISO, UTC) the due date ends in the zone: the first moment of the next day there. Found from the zone's
 * offsets on either side of that midnight, so a day of 23 or 25 hours (a DST change) ends when it really does, and a
 * next day whose midnight does not exist (a clock moved from 00:00 to 01:00) starts at the change.
 * Throws a RangeError for a date or zone that is not one.
 */
export function dueInstant(date: string, timeZone: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
  const next = addDays(date, 1);
  const midnight = Date.parse(`${next}T00:00:00Z`);
  const offsetAt = (instant: number) => wallClock(instant, timeZone).ms - instant;
  const first = midnight - offsetAt(midnight);
  const candidates = [first, midnight - offsetAt(first), midnight - offsetAt(first - DAY_MS / 2)];
  const starts = candidates.filter((instant) => wallClock(instant, timeZone).date >= next);
  // The earliest candidate on the next day; a gap at midnight moves it to the change itself.
  return new Date(starts.length ? Math.min(...starts) : first).toISOString();
}

/** 'late' once the due instant has passed, 'due_soon' within `soonDays` of it, else 'on_track'. */
export function dueState(
  dueAt: string,
  now: Date | string | number = Date.now(),
  { soonDays = DUE_SOON_DAYS }: { soonDays?: number } = {},
): DueState {
  const left = Date.parse(dueAt) - new Date(now).getTime();
  if (left <= 0) return 'late';
  if (left <= soonDays * DAY_MS) return 'due_soon';
  return 'on_track';
}

/** A creator's part is done (nothing more is due) once every video is approved. */
export function isDeliveryDone(status: ProjectCreatorStatus): boolean {
  return status === 'approved' || status === 'awaiting_payment' || status === 'paid';
}

/** The due state of a creator's part, or undefined when it has no due date or is done. */
export function deliveryDueState(
  entry: { dueAt?: string; status: ProjectCreatorStatus },
  now: Date | string | number = Date.now(),
  options?: { soonDays?: number },
): DueState | undefined {
  if (!entry.dueAt || isDeliveryDone(entry.status)) return undefined;
  return dueState(entry.dueAt, now, options);
}

/**
 * The due state of a project in a list, from its own due date and status: while it is draft or active some creator
 * still has work to deliver; once submitted (every creator delivered, the review is the agency's) or completed it has
 * none. Each creator's own state (deliveryDueState) is on the project's page.
 */
export function projectDueState(
  project: { dueAt?: string; status: ProjectStatus },
  now: Date | string | number = Date.now(),
  options?: { soonDays?: number },
): DueState | undefined {
  if (!project.dueAt || (project.status !== 'draft' && project.status !== 'active')) return undefined;
  return dueState(project.dueAt, now, options);
}

/** 'Dec 3' (with the year when it is not the current one): the UX rule's date order, as `formatDate` writes it. */
export function formatDueDate(date: string, now: Date | string | number = Date.now()): string {
  const match = PLAIN_DATE.exec(date);
  if (!match) return date;
  const text = `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}`;
  return match[1] === String(new Date(now).getUTCFullYear()) ? text : `${text}, ${match[1]}`;
}

/**
 * The short label of a due date: 'Due Dec 3', 'Due today', 'Due tomorrow', 'Late by 2 days'. Days are counted in the
 * due date's own zone, so the label is the same for every viewer; without a zone (an entry stored without one), UTC.
 */
export function dueLabel(
  due: { dueDate: string; dueAt?: string; dueTimeZone?: string },
  now: Date | string | number = Date.now(),
): string {
  const zone = due.dueTimeZone && isTimeZone(due.dueTimeZone) ? due.dueTimeZone : 'UTC';
  const today = calendarDateIn(now, zone);
  const dueAt = due.dueAt ?? (isCalendarDate(due.dueDate) ? dueInstant(due.dueDate, zone) : undefined);
  if (dueAt && dueState(dueAt, now) === 'late') {
    const days = Math.max(1, daysBetween(due.dueDate, today));
    return `Late by ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const ahead = daysBetween(today, due.dueDate);
  if (ahead === 0) return 'Due today';
  if (ahead === 1) return 'Due tomorrow';
  return `Due ${formatDueDate(due.dueDate, now)}`;
}
