import type { BrandProfile, BrandProfileUpdateInput } from '@reelbridge/shared/schemas/brand-profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandProfileKey, brandProfileQueryOptions } from '@/components/brand-profile-query';
import { apiRequest } from '@/lib/api-client';
import { ACTIVITY_KEY } from '@/lib/activity-history';

/** GET /api/brands/{id}/profile: the brand's details and its submitted onboarding, with its files' addresses. */
export function useBrandProfile(brandId: string | undefined) {
  return useQuery({ ...brandProfileQueryOptions(brandId ?? ''), enabled: !!brandId });
}

/** PUT /api/brands/{id}/profile at the version read (409 when someone changed it meanwhile). */
export function useSaveBrandProfile(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandProfileUpdateInput) =>
      apiRequest('brands.profileUpdate', { params: { id: brandId }, body }),
    onSuccess: (saved: BrandProfile) => {
      queryClient.setQueryData(brandProfileKey(brandId), saved);
      // The edit is a line of the brand's history (it arrives a moment later, once the event is handled).
      void queryClient.invalidateQueries({ queryKey: [ACTIVITY_KEY, 'brand', brandId] });
    },
  });
}

/** GET /api/brands/{id}/products: the first page of the brand's products, by name. */
export function brandProductsQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: ['brands', brandId, 'products'],
    queryFn: ({ signal }) => apiRequest('products.list', { params: { id: brandId }, query: { limit: 25 }, signal }),
  });
}

export function useBrandProducts(brandId: string | undefined) {
  return useQuery({ ...brandProductsQueryOptions(brandId ?? ''), enabled: !!brandId });
}

/** GET /api/brands/{id}: the brand record (its onboarding state, contact). */
export function useBrand(brandId: string | undefined) {
  return useQuery({
    queryKey: ['brands', brandId, 'record'],
    queryFn: ({ signal }) => apiRequest('brands.get', { params: { id: brandId ?? '' }, signal }),
    enabled: !!brandId,
  });
}

/** How many of a brand's campaigns and projects its page shows (newest first); the lists have the rest. */
export const BRAND_PAGE_LIST_LIMIT = 10;

/** GET /api/ugc-projects?brandId=: the brand's newest UGC projects (the brand page). */
export function brandProjectsQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: ['brands', brandId, 'ugc-projects'],
    queryFn: ({ signal }) => apiRequest('projects.list', { query: { brandId, limit: BRAND_PAGE_LIST_LIMIT }, signal }),
  });
}

export function useBrandProjects(brandId: string | undefined) {
  return useQuery({ ...brandProjectsQueryOptions(brandId ?? ''), enabled: !!brandId });
}

/** GET /api/campaigns?brandId=: the brand's newest campaigns (the brand page). */
export function brandCampaignsQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: ['brands', brandId, 'campaigns'],
    queryFn: ({ signal }) => apiRequest('campaigns.list', { query: { brandId, limit: BRAND_PAGE_LIST_LIMIT }, signal }),
  });
}

export function useBrandCampaigns(brandId: string | undefined) {
  return useQuery({ ...brandCampaignsQueryOptions(brandId ?? ''), enabled: !!brandId });
}
