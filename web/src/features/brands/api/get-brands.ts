import { PAGE_SIZE_DEFAULT } from '@reelbridge/shared/constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface GetBrandsParams {
  /** Case-insensitive name prefix. */
  query?: string;
  cursor?: string;
  limit?: number;
}

/** GET /api/brands: an admin sees every brand by name; a brand user only their own. */
export function getBrands({ query, cursor, limit = PAGE_SIZE_DEFAULT }: GetBrandsParams, signal?: AbortSignal) {
  return apiRequest('brands.list', { query: { query, cursor, limit }, signal });
}

export const brandKeys = {
  all: ['brands'] as const,
  list: (query: string) => ['brands', 'list', { query }] as const,
};

export function brandsQueryOptions(query: string) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: brandKeys.list(trimmed),
    queryFn: ({ pageParam, signal }) => getBrands({ query: trimmed || undefined, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** Keeps the previous rows on screen while a new search loads. */
export function useBrands(query: string) {
  return useInfiniteQuery({ ...brandsQueryOptions(query), placeholderData: keepPreviousData });
}
