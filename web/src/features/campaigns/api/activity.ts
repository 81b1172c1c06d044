import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/** GET /api/campaigns/{id}/activity: the campaign's history, newest first, a page at a time. */
export function useCampaignActivity(campaignId: string) {
  return useActivityHistory(['campaign', campaignId], (cursor, signal) =>
    apiRequest('activity.campaign', { params: { id: campaignId }, query: { cursor }, signal }),
  );
}
