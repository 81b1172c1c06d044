import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/**
 * GET /api/ugc-projects/{id}/activity: the project's history, newest first; with `creatorId`, only what concerns
 * that creator (a creator card's, fetched once the card is open).
 */
export function useProjectActivity(
  projectId: string,
  { creatorId, enabled = true }: { creatorId?: string; enabled?: boolean } = {},
) {
  return useActivityHistory(
    ['project', projectId, creatorId ?? 'all'],
    (cursor, signal) =>
      apiRequest('activity.project', { params: { id: projectId }, query: { cursor, creatorId }, signal }),
    { enabled },
  );
}
