import type { Brand, Page } from '@reelbridge/shared/api/types';
import { PAGE_SIZE_MAX } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth-query';

/** The value of the brand choice that stands for every brand (no brand id is empty). */
export const ALL_BRANDS = '';

export interface BrandContextValue {
  /** The brands the user may work on: every brand for an admin, their own for a brand user. */
  brands: readonly Brand[];
  /**
   * The brand chosen: null in the agency's 'All brands' view (its default) or when there is no brand; for a brand user
   * their own brand.
   */
  currentBrand: Brand | null;
  /** Agency staff: they may see every brand's products at once. */
  agency: boolean;
  /** The agency's 'All brands' view is on (only while there is a brand at all). */
  allBrands: boolean;
  /** A brand id, or ALL_BRANDS. */
  setCurrentBrand: (brandId: string) => void;
  /** True until the brand list has loaded (or failed). */
  loading: boolean;
  error: Error | null;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/** Shares the brands cache prefix, so saving a brand elsewhere refreshes this list too. */
export const brandContextKey = ['brands', 'context'] as const;

function fetchBrands(signal: AbortSignal): Promise<Page<Brand>> {
  return apiRequest('brands.list', { query: { limit: PAGE_SIZE_MAX }, signal });
}

/**
 * The brand context (docs/product.md#screens): loads the brands on start; loading until the fetch ends; a failure is
 * logged as 'Error fetching brand'. Agency staff start on 'All brands' (issue 18 item 6) and may pick one brand; anyone
 * else works on the first (their own) brand.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const query = useQuery({ queryKey: brandContextKey, queryFn: ({ signal }) => fetchBrands(signal) });
  // The guard that let the user in has read the user already: this is the same cached read.
  const { data: user, isPending: userPending } = useQuery(currentUserQueryOptions());
  const agency = user?.group === 'admin';
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (query.error) console.error('Error fetching brand', query.error);
  }, [query.error]);

  const value = useMemo<BrandContextValue>(() => {
    const brands = query.data?.items ?? [];
    const chosen = selectedId ?? (agency ? ALL_BRANDS : null);
    const allBrands = agency && chosen === ALL_BRANDS && brands.length > 0;
    return {
      brands,
      currentBrand: allBrands ? null : (brands.find((brand) => brand.id === chosen) ?? brands[0] ?? null),
      agency,
      allBrands,
      setCurrentBrand: setSelectedId,
      // Until the user is known too: which view opens depends on who they are.
      loading: query.isPending || userPending,
      error: query.error,
    };
  }, [query.data, query.isPending, query.error, selectedId, agency, userPending]);

  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand context; throws 'useBrand must be used within a BrandProvider' outside one. */
export function useBrand(): BrandContextValue {
  const context = useContext(BrandContext);
  if (!context) throw new Error(MESSAGES.useBrandOutsideProvider);
  return context;
}
