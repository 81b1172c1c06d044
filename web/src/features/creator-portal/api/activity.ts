import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/** GET /api/creators/{id}/activity: the signed-in creator's own history, newest first. */
export function useOwnActivity(creatorId: string) {
  return useActivityHistory(
    ['creator', creatorId],
    (cursor, signal) => apiRequest('activity.creator', { params: { id: creatorId }, query: { cursor }, signal }),
    { enabled: creatorId !== '' },
  );
}
