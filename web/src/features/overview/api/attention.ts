import type { Attention } from '@reelbridge/shared/api/attention';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/attention: the agency's lists for an admin, the own brand's for a brand user (docs/attention.md). */
export function getAttention(signal?: AbortSignal): Promise<Attention> {
  return apiRequest('attention.get', { signal });
}

export const attentionKeys = { all: ['attention'] as const };

export function attentionQueryOptions() {
  return queryOptions({ queryKey: attentionKeys.all, queryFn: ({ signal }) => getAttention(signal) });
}

export function useAttention() {
  return useQuery(attentionQueryOptions());
}
