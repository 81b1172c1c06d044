import type { DraftSubmissions } from '@reelbridge/shared/schemas/project';
import type { RouteBody } from '@reelbridge/shared/api/contract';
import type { CreatorProject } from '@reelbridge/shared/api/types';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

export const creatorProjectKeys = {
  all: (creatorId: string) => ['creator-projects', creatorId] as const,
  list: (creatorId: string) => ['creator-projects', creatorId, 'list'] as const,
  detail: (creatorId: string, projectId: string) => ['creator-projects', creatorId, 'detail', projectId] as const,
};

/** GET /api/ugc-projects/creator/{creatorId}: the creator's projects for the dashboard cards, a page at a time. */
export function creatorProjectsQueryOptions(creatorId: string) {
  return infiniteQueryOptions({
    queryKey: creatorProjectKeys.list(creatorId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('projects.forCreator', {
        params: { creatorId },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
    enabled: creatorId !== '',
  });
}

export function useCreatorProjects(creatorId: string) {
  return useInfiniteQuery(creatorProjectsQueryOptions(creatorId));
}

/** GET /api/ugc-projects/{id}/creator/{creatorId}: the project with the creator's submissions. */
export function useCreatorProject(creatorId: string, projectId: string) {
  return useQuery({
    queryKey: creatorProjectKeys.detail(creatorId, projectId),
    queryFn: ({ signal }) => apiRequest('projects.getForCreator', { params: { id: projectId, creatorId }, signal }),
    enabled: creatorId !== '' && projectId !== '',
  });
}

/** Every answer of a submission call is the creator's whole view: it replaces the cached one. */
function remember(queryClient: QueryClient, creatorId: string, project: CreatorProject): void {
  queryClient.setQueryData(creatorProjectKeys.detail(creatorId, project.id), project);
  void queryClient.invalidateQueries({ queryKey: creatorProjectKeys.list(creatorId), refetchType: 'none' });
}

/**
 * POST /api/ugc-projects/{id}/submissions/draft: saves the given videos as they are (partial entries too). A
 * mutation, so that an expired session is handled as everywhere else; the auto-save calls `mutateAsync`.
 */
export function useSaveDraft(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftSubmissions) => apiRequest('submissions.draft', { params: { id: projectId }, body }),
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

/** POST /api/ugc-projects/{id}/submissions/submit: every video, for review; editing is locked afterwards. */
export function useSubmitAll(projectId: string) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction((body: DraftSubmissions, idempotencyKey) =>
    apiRequest('submissions.submit', { params: { id: projectId }, body, idempotencyKey }),
  );
  return useMutation({
    mutationFn: action,
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

/** The web client sends the link as `videoUrl` (the schema still takes the deprecated `tiktokLink`). */
export type ResubmitBody = Omit<RouteBody<'submissions.resubmit'>, 'tiktokLink'> & { videoUrl: string };

/** POST /api/ugc-projects/{id}/submissions/resubmit: one video whose revision was requested. */
export function useResubmitVideo(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResubmitBody) => apiRequest('submissions.resubmit', { params: { id: projectId }, body }),
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

/** Reads the project again (e.g. after a 409: it changed on the server). */
export function useRefreshProject(creatorId: string, projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorProjectKeys.detail(creatorId, projectId) });
}
