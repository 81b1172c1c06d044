import type { Brand, Page } from '@reelbridge/shared/api/types';
import { PAGE_SIZE_MAX } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client';

export interface BrandContextValue {
  /** The brands the user may work on: every brand for an admin, their own for a brand user. */
  brands: readonly Brand[];
  /** The first brand until another is chosen; null when there is none. */
  currentBrand: Brand | null;
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
 * The brand context (spec section 2): loads the brands on start and treats the first as the current brand;
 * loading until the fetch ends; a failure is logged as 'Error fetching brand'. An admin may switch brands.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const query = useQuery({ queryKey: brandContextKey, queryFn: ({ signal }) => fetchBrands(signal) });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (query.error) console.error('Error fetching brand', query.error);
  }, [query.error]);

  const value = useMemo<BrandContextValue>(() => {
    const brands = query.data?.items ?? [];
    return {
      brands,
      currentBrand: brands.find((brand) => brand.id === selectedId) ?? brands[0] ?? null,
      setCurrentBrand: setSelectedId,
      loading: query.isPending,
      error: query.error,
    };
  }, [query.data, query.isPending, query.error, selectedId]);

  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand context; throws 'useBrand must be used within a BrandProvider' outside one. */
export function useBrand(): BrandContextValue {
  const context = useContext(BrandContext);
  if (!context) throw new Error(MESSAGES.useBrandOutsideProvider);
  return context;
}
