import { appQueryClient } from '@/lib/app-query';
import { creatorCampaignsQueryOptions } from '@/features/campaigns/creator/api/creator-campaigns';
import { ownCreatorQueryOptions } from '@/features/creator-portal/api/creator-self';
import { creatorProjectsQueryOptions } from '@/features/ugc-projects/creator/api/creator-projects';

/** What /creator/dashboard shows first (the creator's record, campaigns and projects), fetched while its code loads. */
export async function prefetchDashboard(creatorId: string): Promise<void> {
  const client = appQueryClient();
  await Promise.all([
    client.prefetchQuery(ownCreatorQueryOptions(creatorId)),
    client.prefetchInfiniteQuery(creatorCampaignsQueryOptions(creatorId)),
    client.prefetchInfiniteQuery(creatorProjectsQueryOptions(creatorId)),
  ]);
}
