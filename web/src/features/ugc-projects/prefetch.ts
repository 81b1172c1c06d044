import { appQueryClient } from '@/lib/app-query';
import { projectQueryOptions } from './api/projects';

/** The project of /admin/ugc-projects/{projectId}, fetched while the page's code loads. */
export function prefetchProject(projectId: string): Promise<void> {
  return appQueryClient().prefetchQuery(projectQueryOptions(projectId));
}
