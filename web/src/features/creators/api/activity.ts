import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/** GET /api/creators/{id}/activity: the creator's history, newest first, a page at a time. */
export function useCreatorActivity(creatorId: string) {
  return useActivityHistory(['creator', creatorId], (cursor, signal) =>
    apiRequest('activity.creator', { params: { id: creatorId }, query: { cursor }, signal }),
  );
}
