import { appQueryClient } from '@/lib/app-query';
import { creatorsQueryOptions } from './api/creators';

/** The first page of /admin/creators, fetched while the page's code loads (the router's start-up prefetch). */
export function prefetchCreatorsPage(): Promise<void> {
  return appQueryClient().prefetchInfiniteQuery(creatorsQueryOptions(''));
}
