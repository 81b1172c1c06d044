import { useDeferredValue } from 'react';

/** What useDeferredQuery needs of a TanStack Query result. */
interface QueryLike {
  data?: unknown;
  isPending: boolean;
}

/**
 * A query result whose new data renders in the background. TanStack Query hands new data to React as a blocking update
 * (useSyncExternalStore), which React renders in one task however much of the page the data unlocks: a long task on a
 * slow phone. With the data deferred, that update renders what was shown before (usually the loader, which costs
 * nothing), and React then renders the data as a deferred update, in slices of about 5 ms between which the browser
 * stays responsive (docs/performance.md). Use it in the component that renders a query's data in bulk.
 */
export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  // The data shown before (none yet, on a first load) while the new data renders in the background.
  return { ...query, data, isPending: data === undefined, isSuccess: data !== undefined };
}
