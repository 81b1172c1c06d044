import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  defaultPeriod,
  parsePeriod,
  periodLabel,
  periodOf,
  periodOptions,
  previousLabel,
  switchKind,
  withPeriod,
} from './period';

const NOW = new Date('2026-11-28T12:00:00Z');
const search = (text: string) => new URLSearchParams(text);

describe('analytics period', () => {
  it('opens on the current quarter (UTC months)', () => {
    expect(defaultPeriod(NOW)).toEqual({ kind: 'quarter', from: '2026-10', to: '2026-12' });
    expect(defaultPeriod(new Date('2026-01-01T00:30:00Z'))).toEqual({
      kind: 'quarter',
      from: '2026-01',
      to: '2026-03',
    });
  });

  it('reads a month, a quarter, a year and a custom run from the address', () => {
    expect(parsePeriod(search('period=month&from=2026-03'), NOW)).toEqual({
      kind: 'month',
      from: '2026-03',
      to: '2026-03',
    });
    // Any month of a quarter or a year names the whole of it.
    expect(parsePeriod(search('period=quarter&from=2026-08'), NOW)).toEqual({
      kind: 'quarter',
      from: '2026-07',
      to: '2026-09',
    });
    expect(parsePeriod(search('period=year&from=2025-06'), NOW)).toEqual({
      kind: 'year',
      from: '2025-01',
      to: '2025-12',
    });
    expect(parsePeriod(search('period=custom&from=2025-11&to=2026-02'), NOW)).toEqual({
      kind: 'custom',
      from: '2025-11',
      to: '2026-02',
    });
  });

  it.each([
    '',
    'period=week&from=2026-03',
    'period=month&from=2026-13',
    'period=month&from=2026-3',
    'period=month&from=2027-01',
    'period=custom&from=2026-05&to=2026-02',
    'period=custom&from=2023-01&to=2026-01',
    'period=custom&from=2026-01',
  ])('falls back to the current quarter for an address that names no valid period: %j', (text) => {
    expect(parsePeriod(search(text), NOW)).toEqual(defaultPeriod(NOW));
  });

  it('writes the selection into the address, keeping the brand filter', () => {
    const next = withPeriod(search('brand=co_1&period=custom&from=2026-01&to=2026-03'), periodOf('month', '2026-05'));
    expect(next.toString()).toBe('brand=co_1&period=month&from=2026-05');
    const custom = withPeriod(next, periodOf('custom', '2026-02', '2026-06'));
    expect(custom.get('to')).toBe('2026-06');
  });

  it('switches kind around the end of the current period', () => {
    const quarter = periodOf('quarter', '2026-07');
    expect(switchKind(quarter, 'month')).toEqual({ kind: 'month', from: '2026-09', to: '2026-09' });
    expect(switchKind(quarter, 'year')).toEqual({ kind: 'year', from: '2026-01', to: '2026-12' });
    expect(switchKind(quarter, 'custom')).toEqual({ kind: 'custom', from: '2026-07', to: '2026-09' });
  });

  it('switches from the current quarter or year to the current month, not to one still to come', () => {
    expect(switchKind(defaultPeriod(NOW), 'month', NOW)).toEqual({ kind: 'month', from: '2026-11', to: '2026-11' });
    expect(switchKind(periodOf('year', '2026-01'), 'custom', NOW)).toEqual({
      kind: 'custom',
      from: '2026-01',
      to: '2026-11',
    });
    // What it switches to is a period the address can name.
    const month = switchKind(defaultPeriod(NOW), 'month', NOW);
    expect(parsePeriod(withPeriod(new URLSearchParams(), month), NOW)).toEqual(month);
  });

  it('keeps a custom run forwards and within 36 months when one end moves', () => {
    const run = { from: '2026-03', to: '2026-06' };
    expect(customPeriod(run, 'from', '2026-08')).toEqual({ kind: 'custom', from: '2026-08', to: '2026-08' });
    expect(customPeriod(run, 'to', '2026-01')).toEqual({ kind: 'custom', from: '2026-01', to: '2026-01' });
    expect(customPeriod(run, 'from', '2023-01')).toEqual({ kind: 'custom', from: '2023-01', to: '2025-12' });
    expect(customPeriod({ from: '2023-06', to: '2023-08' }, 'to', '2026-11')).toEqual({
      kind: 'custom',
      from: '2023-12',
      to: '2026-11',
    });
  });

  it('offers the months, quarters and years up to the current one, newest first', () => {
    expect(periodOptions('month', NOW).slice(0, 2)).toEqual([
      { value: '2026-11', label: 'Nov 2026' },
      { value: '2026-10', label: 'Oct 2026' },
    ]);
    expect(periodOptions('quarter', NOW).slice(0, 3)).toEqual([
      { value: '2026-10', label: 'Q4 2026' },
      { value: '2026-07', label: 'Q3 2026' },
      { value: '2026-04', label: 'Q2 2026' },
    ]);
    expect(periodOptions('year', NOW)).toEqual([
      { value: '2026-01', label: '2026' },
      { value: '2025-01', label: '2025' },
      { value: '2024-01', label: '2024' },
    ]);
  });

  it('names periods and what they are compared with', () => {
    expect(periodLabel({ from: '2026-10', to: '2026-10' })).toBe('Oct 2026');
    expect(periodLabel({ from: '2026-10', to: '2026-12' })).toBe('Oct – Dec 2026');
    expect(periodLabel({ from: '2025-11', to: '2026-01' })).toBe('Nov 2025 – Jan 2026');
    expect(previousLabel('quarter', { from: '2026-10', to: '2026-12' })).toBe('previous quarter');
    expect(previousLabel('custom', { from: '2026-01', to: '2026-05' })).toBe('previous 5 months');
    expect(previousLabel('custom', { from: '2026-05', to: '2026-05' })).toBe('previous month');
  });
});
