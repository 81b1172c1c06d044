import type { Analytics } from '@reelbridge/shared/api/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the screen asks for: whole months, and for the agency optionally one brand. */
export interface AnalyticsRequest {
  from: string;
  to: string;
  brandId?: string;
}

/** GET /api/analytics: the agency's figures (optionally one brand's) for an admin, the own brand's for a brand user. */
export function getAnalytics(request: AnalyticsRequest, signal?: AbortSignal): Promise<Analytics> {
  return apiRequest('analytics.get', {
    query: { from: request.from, to: request.to, brandId: request.brandId },
    signal,
  });
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (request: AnalyticsRequest) =>
    [...analyticsKeys.all, request.from, request.to, request.brandId ?? null] as const,
};

export function analyticsQueryOptions(request: AnalyticsRequest) {
  return queryOptions({
    queryKey: analyticsKeys.period(request),
    queryFn: ({ signal }) => getAnalytics(request, signal),
  });
}

/** The figures of a period; while another period loads, the last one's stay on screen (marked busy). */
export function useAnalytics(request: AnalyticsRequest) {
  return useQuery({ ...analyticsQueryOptions(request), placeholderData: keepPreviousData });
}
