import { describe, expect, it } from 'vitest';
import { formatUsd, numericValue, projectTotal } from './format';

describe('projectTotal', () => {
  it('is Σ videoCount × costPerVideo with two decimals, in whole cents', () => {
    expect(projectTotal([])).toBe('$0.00');
    expect(
      projectTotal([
        { videoCount: 3, costPerVideo: 33.33 },
        { videoCount: 2, costPerVideo: 1250.5 },
      ]),
    ).toBe('$2,600.99');
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    expect(
      projectTotal([
        { videoCount: 1, costPerVideo: 0.1 },
        { videoCount: 1, costPerVideo: 0.2 },
      ]),
    ).toBe('$0.30');
  });

  it("reads the number fields' text as the number shown, and an empty field as 0", () => {
    expect(projectTotal([{ videoCount: '2', costPerVideo: '12.50' }])).toBe('$25.00');
    expect(projectTotal([{ videoCount: '', costPerVideo: 40 }])).toBe('$0.00');
    expect(projectTotal([{ videoCount: 4, costPerVideo: '' }])).toBe('$0.00');
  });
});

describe('numericValue', () => {
  it('gives numbers for numbers and numeric text, nothing for empty or other text', () => {
    expect(numericValue(3)).toBe(3);
    expect(numericValue('12.50')).toBe(12.5);
    expect(numericValue('12.')).toBe(12);
    expect(numericValue('')).toBeUndefined();
    expect(numericValue('-')).toBeUndefined();
  });
});

describe('formatUsd', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatUsd(1271.5)).toBe('$1,271.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
