import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `fallback` at once and `children` in a background render right after (React's deferred lane, which works in
 * slices and leaves the main thread free in between), instead of in the render that brought the data. A query's answer
 * is rendered synchronously (TanStack Query subscribes through useSyncExternalStore, which is never time-sliced): a
 * page that renders a lot from its first answer does so in one long task unless that part is deferred
 * (docs/ux-rules.md, performance). Keep `fallback` the size of what was shown before, so nothing moves.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
