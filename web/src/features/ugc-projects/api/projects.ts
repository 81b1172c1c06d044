import { PAGE_SIZE_MAX } from '@reelbridge/shared/constants';
import type { ProjectInput } from '@reelbridge/shared/schemas/project';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import type { ProjectDetail } from '@reelbridge/shared/api/types';

export const projectKeys = {
  all: ['ugc-projects'] as const,
  lists: ['ugc-projects', 'list'] as const,
  list: (query: string) => ['ugc-projects', 'list', { query }] as const,
  detail: (id: string) => ['ugc-projects', 'detail', id] as const,
  brandOptions: ['ugc-projects', 'brand-options'] as const,
  creatorOptions: (query: string) => ['ugc-projects', 'creator-options', { query }] as const,
};

/** A message our API wrote (not a network failure, nor a body that is not ours), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.code === NETWORK_ERROR_CODE) return undefined;
  return error.code.startsWith('HTTP_') ? undefined : error.message;
}

/** Unknown, or another brand's project (a brand user is told no more than that it is not there). */
export const isMissingProject = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * GET /api/ugc-projects: every project for an admin, their own brand's for a brand user; with a query, those with a
 * word of the name beginning with it.
 */
export function projectsQueryOptions(query = '') {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: projectKeys.list(trimmed),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('projects.list', { query: { query: trimmed || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** Keeps the previous rows on screen while a new search loads. */
export function useProjects(query = '') {
  return useInfiniteQuery({ ...projectsQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/ugc-projects/{id}: the project, its creators and every submission. */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => apiRequest('projects.get', { params: { id: projectId }, signal }),
  });
}

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}

export interface SaveProjectVariables {
  /** Present for an edit (PUT, with the version it was loaded at), absent for a create (POST). */
  id?: string;
  body: ProjectInput;
}

export function saveProject({ id, body }: SaveProjectVariables, idempotencyKey?: string): Promise<ProjectDetail> {
  return id
    ? apiRequest('projects.update', { params: { id }, body })
    : apiRequest('projects.create', { body, idempotencyKey });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(saveProject);
  return useMutation({
    mutationFn: action,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
}

/** The brands to choose from: every brand for an admin (one page of the largest size). */
export function useBrandOptions() {
  return useQuery({
    queryKey: projectKeys.brandOptions,
    queryFn: ({ signal }) => apiRequest('brands.list', { query: { limit: PAGE_SIZE_MAX }, signal }),
    select: (page) => page.items,
  });
}

const CREATOR_OPTIONS_LIMIT = 8;

/** Creators whose name starts with `query` (or with that exact e-mail); the first ones by name without a query. */
export function useCreatorOptions(query: string) {
  return useQuery({
    queryKey: projectKeys.creatorOptions(query),
    queryFn: ({ signal }) =>
      apiRequest('creators.list', {
        query: { query: query || undefined, limit: CREATOR_OPTIONS_LIMIT },
        signal,
      }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
}
