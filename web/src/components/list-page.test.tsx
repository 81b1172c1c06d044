import { describe, expect, it } from 'vitest';
import { searchFoundMessage } from './list-page';

describe('searchFoundMessage', () => {
  it.each([
    [0, false, 'No brands match “nor”'],
    [1, false, '1 brand matches “nor”'],
    [3, false, '3 brands match “nor”'],
    [1, true, '1+ brands match “nor”'],
    [25, true, '25+ brands match “nor”'],
  ])('%i rows, more to load %s: %s', (count, more, message) => {
    expect(searchFoundMessage({ search: 'nor', count, item: 'brand' }, more)).toBe(message);
  });
});
