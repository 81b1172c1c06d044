import type { OverviewStats } from '@reelbridge/shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/overview: the agency's figures for an admin, the own company's for a brand user. */
export function getOverview(signal?: AbortSignal): Promise<OverviewStats> {
  return apiRequest('overview.get', { signal });
}

export const overviewKeys = { all: ['overview'] as const };

export function overviewQueryOptions() {
  return queryOptions({ queryKey: overviewKeys.all, queryFn: ({ signal }) => getOverview(signal) });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
