import { brandProfileQueryOptions } from '@/components/brand-profile-query';
import { appQueryClient } from '@/lib/app-query';

/** The profile of /admin/brands/{brandId} (what the page waits for before showing it), fetched while its code loads. */
export function prefetchBrandPage(brandId: string): Promise<void> {
  return appQueryClient().prefetchQuery(brandProfileQueryOptions(brandId));
}
