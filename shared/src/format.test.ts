import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formatDate', () => {
  it('shows a plain ISO date as the calendar date, whatever the time zone', () => {
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
  });

  it('shows a timestamp as a date', () => {
    expect(formatDate('2026-12-01T12:00:00.000Z')).toMatch(/^Dec [12], 2026$/);
  });

  it("shows '—' for no date and the text itself when it is not a date", () => {
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });

  it('adds the time to a timestamp only', () => {
    expect(formatDateTime('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDateTime('2026-12-01T12:00:00.000Z')).toMatch(/^Dec [12], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
