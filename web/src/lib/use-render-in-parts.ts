import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `perRender` at first, and `perRender` more after each render (as a transition)
 * until all are there. A long list of heavy items (a project's creator cards, a creator's videos with their review
 * controls) then reaches the page in several short tasks instead of one long one.
 */
export function useRenderInParts(total: number, perRender: number): number {
  const [shown, setShown] = useState(perRender);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((current) => current + perRender));
  }, [shown, total, perRender]);
  return Math.min(shown, total);
}
