import { describe, expect, it } from 'vitest';
import { formatDollars, formatHours, formatRate, percentChange, pointChange } from './format';

describe('analytics figures', () => {
  it('writes amounts, rates and durations', () => {
    expect(formatDollars(1_245_050)).toBe('$12,451');
    expect(formatRate(0.756)).toBe('76%');
    expect(formatRate(null)).toBe('—');
    expect(formatHours(0.25)).toBe('15 min');
    expect(formatHours(5.54)).toBe('5.5 hours');
    expect(formatHours(72)).toBe('3 days');
    expect(formatHours(null)).toBe('—');
  });

  it('says the change in percent of the previous figure, and whether it is good news', () => {
    expect(percentChange(112, 100, 'previous quarter', 'up-is-good')).toEqual({
      text: '+12% vs previous quarter',
      tone: 'good',
    });
    expect(percentChange(80, 100, 'previous month', 'up-is-good')).toEqual({
      text: '-20% vs previous month',
      tone: 'bad',
    });
    // A shorter review time is the good news.
    expect(percentChange(8, 10, 'previous year', 'down-is-good')?.tone).toBe('good');
    // Spend is neither good nor bad.
    expect(percentChange(200, 100, 'previous year', 'neutral')).toEqual({
      text: '+100% vs previous year',
      tone: 'neutral',
    });
  });

  it('does not divide by a previous zero, and says when there is nothing to compare', () => {
    expect(percentChange(0, 0, 'previous quarter', 'up-is-good')?.text).toBe('No change vs previous quarter');
    expect(percentChange(5, 0, 'previous quarter', 'up-is-good')?.text).toBe('None in the previous quarter');
    expect(percentChange(5, null, 'previous quarter', 'down-is-good')).toBeNull();
  });

  it('says the change of a rate in percentage points', () => {
    expect(pointChange(0.8, 0.75, 'previous quarter')).toEqual({ text: '+5 pts vs previous quarter', tone: 'good' });
    expect(pointChange(0.74, 0.75, 'previous quarter')).toEqual({ text: '-1 pt vs previous quarter', tone: 'bad' });
    expect(pointChange(0.75, 0.75, 'previous quarter')?.text).toBe('No change vs previous quarter');
    expect(pointChange(null, 0.75, 'previous quarter')).toBeNull();
  });
});
