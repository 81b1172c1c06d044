import type { AuthUser } from '@/lib/auth';
import { appQueryClient } from '@/lib/app-query';
import { attentionQueryOptions } from './api/attention';
import { overviewQueryOptions } from './api/get-overview';
import { ownBrandQueryOptions } from './api/get-own-brand';

/**
 * What /admin shows first, fetched while the page's code loads (the router's start-up prefetch): what needs the user,
 * the figures, and a brand user's own brand (its onboarding reminder).
 */
export async function prefetchOverview(user: AuthUser): Promise<void> {
  const client = appQueryClient();
  await Promise.all([
    client.prefetchQuery(attentionQueryOptions()),
    client.prefetchQuery(overviewQueryOptions()),
    user.group === 'brand' && user.companyId ? client.prefetchQuery(ownBrandQueryOptions(user.companyId)) : undefined,
  ]);
}
