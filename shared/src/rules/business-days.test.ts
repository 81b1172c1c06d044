import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  isBusinessDay,
  reviewTimers,
  sparkExpiry,
  sparkExpiryLabel,
  sparkReminderAt,
} from './business-days';

// 2026-06-01 is a Monday.
describe('addBusinessDays in UTC', () => {
  it('counts weekdays only: Monday + 3 is Thursday, same time', () => {
    expect(addBusinessDays('2026-06-01T10:00:00.000Z', 3)).toBe('2026-06-04T10:00:00.000Z');
  });

  it('skips the weekend: Thursday + 3 is the next Tuesday, Friday + 1 is Monday', () => {
    expect(addBusinessDays('2026-06-04T10:00:00.000Z', 3)).toBe('2026-06-09T10:00:00.000Z');
    expect(addBusinessDays('2026-06-05T23:30:00.000Z', 1)).toBe('2026-06-08T23:30:00.000Z');
  });

  it('from a weekend counts from the Monday: Saturday + 1 and Sunday + 1 are Monday, Saturday + 3 is Wednesday', () => {
    expect(addBusinessDays('2026-06-06T09:00:00.000Z', 1)).toBe('2026-06-08T09:00:00.000Z');
    expect(addBusinessDays('2026-06-07T09:00:00.000Z', 1)).toBe('2026-06-08T09:00:00.000Z');
    expect(addBusinessDays('2026-06-06T09:00:00.000Z', 3)).toBe('2026-06-10T09:00:00.000Z');
  });

  it('counts back too: Monday − 1 is Friday; 0 days is the instant itself', () => {
    expect(addBusinessDays('2026-06-08T10:00:00.000Z', -1)).toBe('2026-06-05T10:00:00.000Z');
    expect(addBusinessDays('2026-06-03T10:00:00.123Z', 0)).toBe('2026-06-03T10:00:00.123Z');
  });

  it('ten business days are two calendar weeks', () => {
    expect(addBusinessDays('2026-06-03T10:00:00.000Z', 10)).toBe('2026-06-17T10:00:00.000Z');
  });

  it('refuses a count that is not whole, and an instant that is not one', () => {
    expect(() => addBusinessDays('2026-06-01T10:00:00.000Z', 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays('soon', 1)).toThrow(RangeError);
  });
});

describe('addBusinessDays in a time zone', () => {
  it("uses the zone's calendar: Friday 23:30 UTC is already Saturday in Auckland, so + 1 is Monday there", () => {
    // 2026-06-05T23:30Z is Saturday 11:30 in Auckland (UTC+12 in June): + 1 business day is Monday 11:30 there.
    expect(addBusinessDays('2026-06-05T23:30:00.000Z', 1, 'Pacific/Auckland')).toBe('2026-06-07T23:30:00.000Z');
    // In UTC the same instant is a Friday: + 1 is Monday 23:30 UTC, a day later.
    expect(addBusinessDays('2026-06-05T23:30:00.000Z', 1, 'UTC')).toBe('2026-06-08T23:30:00.000Z');
  });

  it('in Los Angeles a Sunday evening is Monday in UTC: the zone decides', () => {
    // 2026-06-08T02:00Z is Sunday 19:00 in Los Angeles: + 1 is Monday 19:00 there (2026-06-09T02:00Z).
    expect(addBusinessDays('2026-06-08T02:00:00.000Z', 1, 'America/Los_Angeles')).toBe('2026-06-09T02:00:00.000Z');
    // In UTC it is Monday 02:00: + 1 is Tuesday 02:00.
    expect(addBusinessDays('2026-06-08T02:00:00.000Z', 1, 'UTC')).toBe('2026-06-09T02:00:00.000Z');
    // Saturday in LA (Sunday 02:00 UTC): + 1 is Monday 19:00 LA.
    expect(addBusinessDays('2026-06-07T02:00:00.000Z', 1, 'America/Los_Angeles')).toBe('2026-06-09T02:00:00.000Z');
    expect(addBusinessDays('2026-06-07T02:00:00.000Z', 1, 'UTC')).toBe('2026-06-08T02:00:00.000Z');
  });

  it('keeps the time of day across a DST change (London, 2026-10-25)', () => {
    // Thursday 2026-10-22 10:00 BST (09:00Z) + 3 business days is Tuesday 10:00 GMT (10:00Z).
    expect(addBusinessDays('2026-10-22T09:00:00.000Z', 3, 'Europe/London')).toBe('2026-10-27T10:00:00.000Z');
  });

  it('knows weekdays by the zone', () => {
    expect(isBusinessDay('2026-06-05T23:30:00.000Z', 'UTC')).toBe(true);
    expect(isBusinessDay('2026-06-05T23:30:00.000Z', 'Pacific/Auckland')).toBe(false);
  });
});

describe('review timers', () => {
  it('a video submitted on Thursday with 3 days is due Tuesday, reminded Monday', () => {
    expect(reviewTimers('2026-06-04T10:00:00.000Z', 3)).toEqual({
      dueAt: '2026-06-09T10:00:00.000Z',
      remindAt: '2026-06-08T10:00:00.000Z',
    });
  });

  it('with one business day there is no reminder (it would be at the submission)', () => {
    expect(reviewTimers('2026-06-05T10:00:00.000Z', 1)).toEqual({ dueAt: '2026-06-08T10:00:00.000Z' });
  });
});

describe('spark code validity', () => {
  it('a number of days from now, or the end of a date in the zone', () => {
    expect(sparkExpiry('7', '2026-06-01T10:00:00.000Z')).toBe('2026-06-08T10:00:00.000Z');
    expect(sparkExpiry('365', '2026-06-01T10:00:00.000Z')).toBe('2027-06-01T10:00:00.000Z');
    expect(sparkExpiry('2026-12-12', '2026-06-01T10:00:00.000Z')).toBe('2026-12-13T00:00:00.000Z');
    expect(sparkExpiry('2026-12-12', '2026-06-01T10:00:00.000Z', 'Pacific/Auckland')).toBe('2026-12-12T11:00:00.000Z');
    expect(() => sparkExpiry('14', '2026-06-01T10:00:00.000Z')).toThrow(RangeError);
  });

  it('reminds a week before', () => {
    expect(sparkReminderAt('2026-12-13T00:00:00.000Z')).toBe('2026-12-06T00:00:00.000Z');
  });
});

describe('sparkExpiryLabel', () => {
  it('says the day it expires, with the year when it is not this one, or that it expired', () => {
    expect(sparkExpiryLabel('2026-12-12T10:00:00.000Z', '2026-06-01T00:00:00.000Z', 'UTC')).toBe(
      'Spark code expires 12 Dec',
    );
    expect(sparkExpiryLabel('2027-01-03T10:00:00.000Z', '2026-06-01T00:00:00.000Z', 'UTC')).toBe(
      'Spark code expires 3 Jan 2027',
    );
    expect(sparkExpiryLabel('2026-12-12T23:30:00.000Z', '2026-06-01T00:00:00.000Z', 'Pacific/Auckland')).toBe(
      'Spark code expires 13 Dec',
    );
    expect(sparkExpiryLabel('2026-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z')).toBe('Spark code expired');
  });
});
