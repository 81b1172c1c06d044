import { apiRequest } from '@/lib/api-client';
import { useActivityHistory } from '@/lib/activity-history';

/** How many lines the overview shows at first ('Load more' adds as many). */
export const RECENT_ACTIVITY_PAGE = 8;

/**
 * The overview's Recent Activity: for an admin the agency's history of everything (GET /api/activity), for a brand
 * user their brand's history (GET /api/brands/{id}/activity). Waits until the signed-in user is known. `fetchOnly`
 * asks for it without re-rendering the caller when it answers (the page asks, its section shows).
 */
export function useRecentActivity(reader: { brandId?: string } | undefined, { fetchOnly = false } = {}) {
  const brandId = reader?.brandId;
  return useActivityHistory(
    ['recent', brandId ?? 'agency'],
    (cursor, signal) =>
      brandId
        ? apiRequest('activity.brand', {
            params: { id: brandId },
            query: { cursor, limit: RECENT_ACTIVITY_PAGE },
            signal,
          })
        : apiRequest('activity.agency', { query: { cursor, limit: RECENT_ACTIVITY_PAGE }, signal }),
    { enabled: reader !== undefined, ...(fetchOnly ? { notifyOnChangeProps: [] } : {}) },
  );
}
