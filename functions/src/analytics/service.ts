import type { Analytics, AnalyticsQuery } from '@reelbridge/shared';
import type { Principal } from '../lib/principal';

/** The analytics figures (docs/analytics.md). */
export async function getAnalytics(principal: Principal, query: AnalyticsQuery): Promise<Analytics> {
  void principal;
  void query;
  throw new Error('GET /analytics is being built');
}
