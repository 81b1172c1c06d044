import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/brands/{id}: the signed-in brand user's own company (for its onboarding state). */
export function useOwnBrand(companyId: string | undefined) {
  return useQuery({
    queryKey: ['brands', 'detail', companyId],
    queryFn: ({ signal }) => apiRequest('brands.get', { params: { id: companyId! }, signal }),
    enabled: Boolean(companyId),
  });
}
