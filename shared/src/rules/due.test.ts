import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDateIn,
  deliveryDueState,
  dueInstant,
  dueLabel,
  dueState,
  formatDueDate,
  isCalendarDate,
  isTimeZone,
} from './due';
import { projectInputSchema } from '../schemas/project';

describe('dueInstant: the end of the due day in the agency zone', () => {
  it('is the next midnight in UTC', () => {
    expect(dueInstant('2026-12-03', 'UTC')).toBe('2026-12-04T00:00:00.000Z');
  });

  it('is the next midnight in Auckland (UTC+13 in summer), the day before in UTC', () => {
    expect(dueInstant('2026-12-03', 'Pacific/Auckland')).toBe('2026-12-03T11:00:00.000Z');
    // Winter: UTC+12.
    expect(dueInstant('2026-07-03', 'Pacific/Auckland')).toBe('2026-07-03T12:00:00.000Z');
  });

  it('is the next midnight in Los Angeles, standard and daylight time', () => {
    expect(dueInstant('2026-12-03', 'America/Los_Angeles')).toBe('2026-12-04T08:00:00.000Z');
    expect(dueInstant('2026-07-03', 'America/Los_Angeles')).toBe('2026-07-04T07:00:00.000Z');
    // 8 March 2026: clocks go forward at 02:00; the day ends at 00:00 PDT on the 9th.
    expect(dueInstant('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-09T07:00:00.000Z');
    expect(dueInstant('2026-03-07', 'America/Los_Angeles')).toBe('2026-03-08T08:00:00.000Z');
  });

  it('follows London across its DST changes (a day of 23 and of 25 hours)', () => {
    // 29 March 2026: BST begins at 01:00 UTC. The 28th ends at midnight GMT, the 29th at midnight BST.
    expect(dueInstant('2026-03-28', 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(dueInstant('2026-03-29', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    // 25 October 2026: BST ends; the 24th ends at midnight BST, the 25th (25 hours) at midnight GMT.
    expect(dueInstant('2026-10-24', 'Europe/London')).toBe('2026-10-24T23:00:00.000Z');
    expect(dueInstant('2026-10-25', 'Europe/London')).toBe('2026-10-26T00:00:00.000Z');
  });

  it('starts the next day at the change where its midnight does not exist', () => {
    // Chile moves from 00:00 to 01:00 on 6 September 2026 (UTC-4 to UTC-3): the 5th ends at 04:00 UTC.
    expect(dueInstant('2026-09-05', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    // ...and back on 5 April 2026, 00:00 becoming 23:00: the 4th ends at the second midnight, 04:00 UTC.
    expect(dueInstant('2026-04-04', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
  });

  it('refuses a date or zone that is not one', () => {
    expect(() => dueInstant('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => dueInstant('2026-12-03', 'Mars/Olympus')).toThrow(RangeError);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('3 Dec')).toBe(false);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('dueState and labels on a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is on track, then due soon, then late at the end of the day in the due zone', () => {
    const dueAt = dueInstant('2026-12-03', 'America/Los_Angeles'); // 2026-12-04T08:00Z
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    expect(dueState(dueAt)).toBe('on_track');
    vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
    expect(dueState(dueAt)).toBe('due_soon');
    // 23:59 in Los Angeles on the 3rd: already the 4th in London and Auckland, still not late.
    vi.setSystemTime(new Date('2026-12-04T07:59:59Z'));
    expect(dueState(dueAt)).toBe('due_soon');
    vi.setSystemTime(new Date('2026-12-04T08:00:00Z'));
    expect(dueState(dueAt)).toBe('late');
    expect(dueState(dueAt, '2026-12-01T00:00:00Z', { soonDays: 1 })).toBe('on_track');
  });

  it('is late in Auckland while it is still the due day in London', () => {
    const dueAt = dueInstant('2026-12-03', 'Pacific/Auckland');
    vi.setSystemTime(new Date('2026-12-03T12:00:00Z')); // noon in London, 1 am on the 4th in Auckland
    expect(calendarDateIn(Date.now(), 'Europe/London')).toBe('2026-12-03');
    expect(dueState(dueAt)).toBe('late');
    expect(dueLabel({ dueDate: '2026-12-03', dueAt, dueTimeZone: 'Pacific/Auckland' })).toBe('Late by 1 day');
  });

  it('labels by calendar days in the due zone, the same for every viewer', () => {
    const due = {
      dueDate: '2026-10-25',
      dueTimeZone: 'Europe/London',
      dueAt: dueInstant('2026-10-25', 'Europe/London'),
    };
    vi.setSystemTime(new Date('2026-10-20T10:00:00Z'));
    expect(dueLabel(due)).toBe('Due Oct 25');
    vi.setSystemTime(new Date('2026-10-24T22:30:00Z')); // 23:30 BST on the 24th
    expect(dueLabel(due)).toBe('Due tomorrow');
    vi.setSystemTime(new Date('2026-10-24T23:30:00Z')); // 00:30 BST on the 25th
    expect(dueLabel(due)).toBe('Due today');
    vi.setSystemTime(new Date('2026-10-25T23:59:59Z')); // 23:59 GMT, the 25-hour day's last second
    expect(dueLabel(due)).toBe('Due today');
    vi.setSystemTime(new Date('2026-10-26T00:00:00Z'));
    expect(dueLabel(due)).toBe('Late by 1 day');
    vi.setSystemTime(new Date('2026-10-27T09:00:00Z'));
    expect(dueLabel(due)).toBe('Late by 2 days');
  });

  it('writes the year only when it is not the current one', () => {
    expect(formatDueDate('2026-12-03', '2026-06-01T00:00:00Z')).toBe('Dec 3');
    expect(formatDueDate('2027-01-15', '2026-06-01T00:00:00Z')).toBe('Jan 15, 2027');
  });

  it('has no due state for work without a due date or done', () => {
    const dueAt = '2026-12-04T00:00:00.000Z';
    const now = '2026-12-05T00:00:00.000Z';
    expect(deliveryDueState({ status: 'pending' }, now)).toBeUndefined();
    expect(deliveryDueState({ dueAt, status: 'awaiting_payment' }, now)).toBeUndefined();
    expect(deliveryDueState({ dueAt, status: 'paid' }, now)).toBeUndefined();
    expect(deliveryDueState({ dueAt, status: 'revision_requested' }, now)).toBe('late');
    expect(deliveryDueState({ dueAt, status: 'submitted' }, '2026-12-02T00:00:00.000Z')).toBe('due_soon');
  });
});

describe('the project form fields (schemas/project.ts)', () => {
  const base = { name: 'Launch', brandId: 'co_1', creators: [{ creatorId: 'cr_1', videoCount: 1, costPerVideo: 1 }] };
  const issues = (extra: Record<string, unknown>) => {
    const result = projectInputSchema.safeParse({ ...base, ...extra });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads an empty date or zone as none', () => {
    const parsed = projectInputSchema.parse({ ...base, dueDate: '', dueTimeZone: '' });
    expect(parsed.dueDate).toBeUndefined();
    expect(parsed.dueTimeZone).toBeUndefined();
  });

  it('names the field of a date or zone that is not one, and a date without its zone', () => {
    expect(issues({ dueDate: '2026-02-30', dueTimeZone: 'UTC' })[0]).toEqual(['dueDate', 'Enter a valid date']);
    expect(issues({ dueDate: '2026-12-03', dueTimeZone: 'Mars/Olympus' })).toEqual([
      ['dueTimeZone', 'Unknown time zone'],
    ]);
    expect(issues({ dueDate: '2026-12-03' })).toEqual([['dueTimeZone', 'A due date needs its time zone']]);
    expect(issues({ creators: [{ ...base.creators[0], dueDate: '2026-12-10' }] })).toEqual([
      ['dueTimeZone', 'A due date needs its time zone'],
    ]);
    expect(issues({ dueTimeZone: 'UTC', creators: [{ ...base.creators[0], dueDate: '3 Dec' }] })[0]).toEqual([
      'creators.0.dueDate',
      'Enter a valid date',
    ]);
    expect(issues({ dueDate: '2026-12-03', dueTimeZone: 'Europe/London' })).toEqual([]);
  });
});
