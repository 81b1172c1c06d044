import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at first (`perRender` unless given), and `perRender` more after each
 * render (as a transition) until all are there. A long list of heavy items (a project's creator cards, a creator's
 * videos with their review controls) then reaches the page in several short tasks instead of one long one; a smaller
 * first part keeps the frame that shows the rest of the page with it short.
 */
export function useRenderInParts(total: number, perRender: number, first = perRender): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((current) => current + perRender));
  }, [shown, total, perRender]);
  return Math.min(shown, total);
}
