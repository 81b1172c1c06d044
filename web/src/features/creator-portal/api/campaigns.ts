import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CreatorCampaignCard {
  id: string;
  name: string;
  brand: { name: string };
  status: 'draft' | 'active' | 'completed' | 'cancelled';
  creatorStatus: 'pending' | 'accepted' | 'rejected' | 'completed';
  creatorRate?: number;
}

export interface CreatorCampaignDetail {
  id: string;
  name: string;
  brand: { name: string };
  status: CreatorCampaignCard['status'];
  type: 'awareness' | 'conversion' | 'engagement';
  objective: string;
  goals: string;
  startDate?: string;
  products: { name: string }[];
  brief: Record<string, string | undefined>;
  assignment: {
    type: 'UGC' | 'Affiliate';
    rate?: number;
    status: CreatorCampaignCard['creatorStatus'];
    deliverables: Partial<Record<'instagramPosts' | 'instagramStories' | 'instagramReels' | 'tiktokVideos', number>>;
    usageRights: { duration?: string; platforms?: string[] };
    contractTerms: { exclusivity?: boolean; revisions?: number; additionalTerms?: string };
  };
}

export const creatorCampaignKeys = {
  list: (creatorId: string) => ['creator-campaigns', creatorId] as const,
  detail: (creatorId: string, campaignId: string) => ['creator-campaigns', creatorId, campaignId] as const,
};

/**
 * GET /api/creators/{id}/campaigns. Spec section 7: a failed campaign fetch gives empty lists, not a broken page.
 */
export function creatorCampaignsQueryOptions(creatorId: string) {
  return queryOptions({
    queryKey: creatorCampaignKeys.list(creatorId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<CreatorCampaignCard[]>('creators.campaigns', { params: { id: creatorId }, signal });
      } catch (error) {
        console.error('Failed to load campaigns', error);
        return [];
      }
    },
    enabled: creatorId !== '',
  });
}

export function useCreatorCampaigns(creatorId: string) {
  return useQuery(creatorCampaignsQueryOptions(creatorId));
}

export function useCreatorCampaign(creatorId: string, campaignId: string) {
  return useQuery({
    queryKey: creatorCampaignKeys.detail(creatorId, campaignId),
    queryFn: ({ signal }) =>
      apiRequest<CreatorCampaignDetail>('campaigns.forCreator', { params: { id: creatorId, campaignId }, signal }),
    enabled: creatorId !== '' && campaignId !== '',
  });
}
