import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/brands/{id}: the signed-in brand user's own company (for its onboarding state). */
export function ownBrandQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['brands', 'detail', companyId],
    queryFn: ({ signal }) => apiRequest('brands.get', { params: { id: companyId }, signal }),
  });
}

export function useOwnBrand(companyId: string | undefined) {
  return useQuery({ ...ownBrandQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
