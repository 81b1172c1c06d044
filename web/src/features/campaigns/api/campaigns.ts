import type { Campaign, CampaignCreatorEntry } from '@reelbridge/shared/api/types';
import type {
  CAMPAIGN_CREATOR_STATUSES,
  CAMPAIGN_CREATOR_TYPES,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
} from '@reelbridge/shared/constants';
import { PAGE_SIZE_DEFAULT } from '@reelbridge/shared/constants';
import type { CampaignAssignment, CampaignInput } from '@reelbridge/shared/schemas/campaign';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export type CampaignCreatorType = (typeof CAMPAIGN_CREATOR_TYPES)[number];
export type CampaignCreatorStatus = (typeof CAMPAIGN_CREATOR_STATUSES)[number];
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];

export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (query: string, status?: CampaignStatus, brandId?: string) =>
    ['campaigns', 'list', { query, status, brandId }] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

/**
 * A page of the list: by name (`query`), or in one status (the API takes one or the other, not both); either of one
 * brand's campaigns only with `brandId` (an admin's filter; a brand user's list is their brand's whatever is sent).
 */
export function campaignsQueryOptions(query: string, status?: CampaignStatus, brandId?: string) {
  const trimmed = status ? '' : query.trim();
  return infiniteQueryOptions({
    queryKey: campaignKeys.list(trimmed, status, brandId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('campaigns.list', {
        query: { query: trimmed || undefined, status, brandId, cursor: pageParam, limit: PAGE_SIZE_DEFAULT },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** GET /api/campaigns by name or status (and brand); keeps the previous rows on screen while a new list loads. */
export function useCampaigns(query: string, status?: CampaignStatus, brandId?: string, enabled = true) {
  return useInfiniteQuery({
    ...campaignsQueryOptions(query, status, brandId),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => apiRequest('campaigns.get', { params: { id }, signal }),
  });
}

export function useCampaign(id: string | null) {
  return useQuery({ ...campaignQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** A saved campaign goes into the detail cache as the server answered it; the lists reload. */
function storeCampaign(queryClient: QueryClient, campaign: Campaign) {
  queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
  return queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
}

/** POST /api/campaigns (create) or PUT /api/campaigns/{id} with the version the form was loaded with (a stale one answers 409). */
export function useSaveCampaign(campaign: Pick<Campaign, 'id' | 'version'> | null) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction((body: CampaignInput, idempotencyKey) =>
    campaign
      ? apiRequest('campaigns.update', {
          params: { id: campaign.id },
          body: { ...body, version: campaign.version },
        })
      : apiRequest('campaigns.create', { body, idempotencyKey }),
  );
  return useMutation({
    mutationFn: action,
    onSuccess: (saved) => storeCampaign(queryClient, saved),
  });
}

/** PATCH /api/campaigns/{id}/status: only the allowed transitions (the server answers 409 for others). */
export function useSetCampaignStatus(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CampaignStatus) =>
      apiRequest('campaigns.setStatus', { params: { id: campaignId }, body: { status } }),
    onSuccess: (saved) => storeCampaign(queryClient, saved),
    // A refused change (409) means the status moved meanwhile: show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
  });
}

/** Replaces one creator's entry in the cached campaign. */
function storeEntry(queryClient: QueryClient, campaignId: string, entry: CampaignCreatorEntry) {
  queryClient.setQueryData<Campaign>(campaignKeys.detail(campaignId), (current) =>
    current
      ? {
          ...current,
          creators: current.creators.map((candidate) => (candidate.creatorId === entry.creatorId ? entry : candidate)),
        }
      : current,
  );
}

/** PUT /api/campaigns/{id}/creators/{creatorId}: saves a creator's assignment details. */
export function useSaveAssignment(campaignId: string, creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignAssignment) =>
      apiRequest('campaigns.updateCreator', { params: { id: campaignId, creatorId }, body }),
    onSuccess: (entry) => storeEntry(queryClient, campaignId, entry),
  });
}

/** POST /api/campaigns/{id}/creators/{creatorId}/brief: e-mails the rendered brief to the creator. */
export function useSendBrief(campaignId: string, creatorId: string) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction((_: void, idempotencyKey) =>
    apiRequest('campaigns.sendBrief', { params: { id: campaignId, creatorId }, idempotencyKey }),
  );
  return useMutation({
    mutationFn: action,
    onSuccess: (entry) => storeEntry(queryClient, campaignId, entry),
  });
}
