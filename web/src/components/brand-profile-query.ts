import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/brands/{id}/profile as a query, shared by the brand pages (features/brands) and the text picker
 * (brand-text-picker.tsx) so that they read one cached profile. Private files' addresses are presigned for
 * `urlExpiresIn` seconds: the profile is read again well before they expire.
 */
export const brandProfileKey = (brandId: string) => ['brands', brandId, 'profile'] as const;

export function brandProfileQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: brandProfileKey(brandId),
    queryFn: ({ signal }) => apiRequest('brands.profileGet', { params: { id: brandId }, signal }),
    staleTime: 60_000,
    // Presigned addresses last 15 minutes; a page left open reads fresh ones every 10.
    refetchInterval: 10 * 60_000,
  });
}
