import type { CompanySearchResult } from '@reelbridge/shared/api/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/brands/search?query= (public): ids and names of the companies whose name starts with the text. */
export function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanySearchResult[]> {
  return apiRequest('brands.search', { query: { query }, signal });
}

export const companySearchKeys = {
  search: (query: string) => ['companies', 'search', query] as const,
};

export function companySearchQueryOptions(query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: companySearchKeys.search(text),
    queryFn: ({ signal }) => searchCompanies(text, signal),
    enabled: text !== '',
    staleTime: 60_000,
  });
}

/** The search of employee sign-up; the caller debounces the text (SEARCH_DEBOUNCE_MS). */
export function useCompanySearch(query: string) {
  return useQuery({ ...companySearchQueryOptions(query), placeholderData: keepPreviousData });
}
