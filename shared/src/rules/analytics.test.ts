import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../schemas/analytics';
import {
  addFigures,
  binHours,
  durationBin,
  DURATION_OPEN_BIN,
  emptyFigures,
  mergeHistograms,
  monthCount,
  monthsOf,
  percentileHours,
  previousPeriod,
  rate,
  totalsOf,
} from './analytics';

const HOUR = 3_600_000;

describe('months and periods', () => {
  it('counts months across years, both ends included', () => {
    expect(monthCount('2026-01', '2026-01')).toBe(1);
    expect(monthCount('2025-11', '2026-02')).toBe(4);
    expect(monthCount('2026-03', '2026-01')).toBeLessThan(1);
  });

  it('lists the months of a period and the period of equal length before it', () => {
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(previousPeriod({ from: '2026-01', to: '2026-03' })).toEqual({ from: '2025-10', to: '2025-12' });
    expect(previousPeriod({ from: '2026-05', to: '2026-05' })).toEqual({ from: '2026-04', to: '2026-04' });
  });

  it('accepts at most 36 whole months, in order, and says which field is wrong', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2024-01', to: '2026-12' }).success).toBe(true);
    const tooLong = analyticsQuerySchema.safeParse({ from: '2024-01', to: '2027-01' });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['to'], message: 'At most 36 months' });
    const backwards = analyticsQuerySchema.safeParse({ from: '2026-02', to: '2026-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
    expect(analyticsQuerySchema.safeParse({ from: '2026-13', to: '2026-12' }).error?.issues[0]?.path).toEqual(['from']);
    expect(analyticsQuerySchema.safeParse({ from: '2026-01', to: '2026-02', extra: 1 }).success).toBe(false);
  });
});

describe('duration histograms', () => {
  it('bins by the hour up to 2 days, 6 hours up to a week, a day up to 30 days, then one open bin', () => {
    expect(binHours(durationBin(0))).toBe(1);
    expect(binHours(durationBin(1 * HOUR))).toBe(1);
    expect(binHours(durationBin(1 * HOUR + 1))).toBe(2);
    expect(binHours(durationBin(48 * HOUR))).toBe(48);
    expect(binHours(durationBin(49 * HOUR))).toBe(54);
    expect(binHours(durationBin(168 * HOUR))).toBe(168);
    expect(binHours(durationBin(169 * HOUR))).toBe(192);
    expect(binHours(durationBin(720 * HOUR))).toBe(720);
    expect(durationBin(721 * HOUR)).toBe(DURATION_OPEN_BIN);
    expect(binHours(DURATION_OPEN_BIN)).toBe(720);
    expect(binHours(durationBin(-5 * HOUR))).toBe(1);
  });

  it('reads the nearest-rank median and p90 from a histogram, the same whichever way months are merged', () => {
    const hours = [24, 24, 48, 48, 336];
    const histogram = mergeHistograms(hours.map((h) => ({ [durationBin(h * HOUR)]: 1 })));
    expect(percentileHours(histogram, 0.5)).toBe(48);
    expect(percentileHours(histogram, 0.9)).toBe(336);
    const april = { [durationBin(24 * HOUR)]: 1, [durationBin(48 * HOUR)]: 2 };
    const may = { [durationBin(24 * HOUR)]: 1, [durationBin(336 * HOUR)]: 1 };
    expect(mergeHistograms([april, may])).toEqual(histogram);
    expect(percentileHours({}, 0.5)).toBeNull();
    expect(percentileHours({ [durationBin(5 * HOUR)]: 1 }, 0.9)).toBe(5);
  });
});

describe('rates and totals', () => {
  it('divides, or gives null with nothing to divide by', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
  });

  it('sums months and reads the first-pass rate and revision rounds per approved video', () => {
    const april = { ...emptyFigures(), videosApproved: 2, approvedFirstPass: 2, paidCents: 100 };
    const may = { ...emptyFigures(), videosApproved: 1, revisionRounds: 2, paidCents: 50, decision: { 3: 1 } };
    const totals = totalsOf(addFigures([april, may]));
    expect(totals).toMatchObject({
      paidCents: 150,
      videosApproved: 3,
      firstPassRate: 2 / 3,
      revisionRoundsPerApproved: 2 / 3,
      submissionToDecision: { medianHours: 4, p90Hours: 4, count: 1 },
      assignmentToFirstSubmission: { medianHours: null, p90Hours: null, count: 0 },
    });
    expect(totalsOf(emptyFigures())).toMatchObject({ firstPassRate: null, revisionRoundsPerApproved: null });
  });
});
