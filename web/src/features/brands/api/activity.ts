import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/** GET /api/brands/{id}/activity: the brand's history (its team, projects, campaigns), newest first. */
export function useBrandActivity(brandId: string) {
  return useActivityHistory(['brand', brandId], (cursor, signal) =>
    apiRequest('activity.brand', { params: { id: brandId }, query: { cursor }, signal }),
  );
}
