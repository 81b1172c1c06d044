import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@reelbridge/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/* The campaign form's pickers read the existing list endpoints. Their keys sit under the brands, creators and
   products prefixes, so that a save on those pages refreshes the pickers too. */

/** GET /api/brands by name prefix (a brand user gets only their own brand). */
export function useBrandOptions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['brands', 'campaign-picker', { query: trimmed }],
    queryFn: ({ signal }) =>
      apiRequest('brands.list', {
        query: { query: trimmed || undefined, limit: PAGE_SIZE_DEFAULT },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brands (one page of the largest size): the campaigns list's brand filter, an admin's only. */
export function useBrandFilterOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['brands', 'campaign-filter'],
    queryFn: ({ signal }) => apiRequest('brands.list', { query: { limit: PAGE_SIZE_MAX }, signal }),
    select: (page) => page.items,
    enabled,
  });
}

/** GET /api/brands/{id}: the name of a filtered brand that page does not hold. */
export function useBrandName(brandId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['brands', 'campaign-filter', brandId],
    queryFn: ({ signal }) => apiRequest('brands.get', { params: { id: brandId }, signal }),
    select: (brand) => brand.name,
    enabled: enabled && brandId !== '',
    retry: false,
  });
}

/** GET /api/brands/{id}/products: the products a campaign of this brand may feature, searched by name words. */
export function useBrandProducts(brandId: string, query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['products', brandId, 'campaign-picker', { query: trimmed }],
    queryFn: ({ signal }) =>
      apiRequest('products.list', {
        params: { id: brandId },
        query: { query: trimmed || undefined, limit: PAGE_SIZE_DEFAULT },
        signal,
      }),
    enabled: brandId !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /api/creators by name prefix or exact e-mail. */
export function useCreatorOptions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['creators', 'campaign-picker', { query: trimmed }],
    queryFn: ({ signal }) =>
      apiRequest('creators.list', {
        query: { query: trimmed || undefined, limit: PAGE_SIZE_DEFAULT },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
