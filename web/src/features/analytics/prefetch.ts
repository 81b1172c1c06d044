import type { AuthUser } from '@/lib/auth';
import { appQueryClient } from '@/lib/app-query';
import { analyticsQueryOptions } from './api/get-analytics';
import { brandFilterOf } from './filters';
import { parsePeriod } from './period';

/** The figures /admin/analytics opens on, fetched while the page's code loads (the router's start-up prefetch). */
export async function prefetchAnalytics(user: AuthUser): Promise<void> {
  const search = new URLSearchParams(window.location.search);
  const { from, to } = parsePeriod(search);
  await appQueryClient().prefetchQuery(analyticsQueryOptions({ from, to, brandId: brandFilterOf(search, user) }));
}
