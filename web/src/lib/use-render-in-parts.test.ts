import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInParts } from './use-render-in-parts';

describe('useRenderInParts', () => {
  it('starts with the first part and adds a part per render until all are there', async () => {
    const seen: number[] = [];
    renderHook(() => {
      const shown = useRenderInParts(6, 2, 1);
      if (seen.at(-1) !== shown) seen.push(shown);
      return shown;
    });
    await waitFor(() => expect(seen.at(-1)).toBe(6));
    expect(seen).toEqual([1, 3, 5, 6]);
  });

  it('takes parts of one size without a first one, and never more than there are', async () => {
    const { result } = renderHook(() => useRenderInParts(3, 4));
    expect(result.current).toBe(3);
    const seen: number[] = [];
    renderHook(() => {
      const shown = useRenderInParts(5, 2);
      if (seen.at(-1) !== shown) seen.push(shown);
      return shown;
    });
    await waitFor(() => expect(seen.at(-1)).toBe(5));
    expect(seen).toEqual([2, 4, 5]);
  });
});
