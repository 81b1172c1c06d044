import type { CreatorCampaignCard, Page } from '@reelbridge/shared/api/types';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, logUnexpectedFailure } from '@/lib/api-client';

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export const creatorCampaignKeys = {
  list: (creatorId: string) => ['creator-campaigns', creatorId] as const,
  detail: (creatorId: string, campaignId: string) => ['creator-campaigns', creatorId, campaignId] as const,
};

/**
 * GET /api/creators/{id}/campaigns, a page at a time. docs/product.md#api: a failed campaign fetch gives an empty list,
 * not a broken page; a failed further page is an error the dashboard shows beside 'Load more'.
 */
export function creatorCampaignsQueryOptions(creatorId: string) {
  return infiniteQueryOptions({
    queryKey: creatorCampaignKeys.list(creatorId),
    queryFn: async ({ pageParam, signal }): Promise<Page<CreatorCampaignCard>> => {
      try {
        return await apiRequest('creators.campaigns', {
          params: { id: creatorId },
          query: { cursor: pageParam },
          signal,
        });
      } catch (error) {
        // A cancelled request (the page left, the query refetched) is no failure: nothing to log or to replace.
        if (pageParam || signal.aborted || isAbortError(error)) throw error;
        logUnexpectedFailure('Failed to load campaigns', error);
        return { items: [] };
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
    enabled: creatorId !== '',
  });
}

export function useCreatorCampaigns(creatorId: string) {
  return useInfiniteQuery(creatorCampaignsQueryOptions(creatorId));
}

export function useCreatorCampaign(creatorId: string, campaignId: string) {
  return useQuery({
    queryKey: creatorCampaignKeys.detail(creatorId, campaignId),
    queryFn: ({ signal }) => apiRequest('campaigns.forCreator', { params: { id: creatorId, campaignId }, signal }),
    enabled: creatorId !== '' && campaignId !== '',
  });
}
