import type { DraftSubmissions } from '@reelbridge/shared/schemas/project';
import type { ProjectCreatorStatus, ProjectStatus, SubmissionStatus } from '@reelbridge/shared/rules/ugc';
import type { Page } from '@reelbridge/shared/api/types';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A video of the creator (functions/src/ugc-projects/views.ts, submissionView). */
export interface CreatorSubmission {
  id: string;
  videoNumber: number;
  videoUrl: string;
  sparkCode: string;
  status: SubmissionStatus;
  submittedAt?: string;
  reviewNotes?: string;
  reviewedAt?: string;
}

/** The creator's view of a project (spec section 3); the list leaves the submissions out. */
export interface CreatorProjectCard {
  id: string;
  projectCreatorId: string;
  name: string;
  brand: { name: string };
  /** The project's own status: draft projects are not open for submissions yet. */
  projectStatus: ProjectStatus;
  /** The creator's status on the project. */
  status: ProjectCreatorStatus;
  videoCount: number;
  submittedCount: number;
  completedCount: number;
  progress: number;
  costPerVideo: number;
  totalCost: number;
  instructions: string;
}

export interface CreatorProject extends CreatorProjectCard {
  submissions: CreatorSubmission[];
}

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
      apiRequest<Page<CreatorProjectCard>>('projects.forCreator', {
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
    queryFn: ({ signal }) =>
      apiRequest<CreatorProject>('projects.getForCreator', { params: { id: projectId, creatorId }, signal }),
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
    mutationFn: (body: DraftSubmissions) =>
      apiRequest<CreatorProject>('submissions.draft', { params: { id: projectId }, body }),
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

/** POST /api/ugc-projects/{id}/submissions/submit: every video, for review; editing is locked afterwards. */
export function useSubmitAll(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftSubmissions) =>
      apiRequest<CreatorProject>('submissions.submit', { params: { id: projectId }, body }),
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

export interface ResubmitBody {
  creatorId: string;
  videoNumber: number;
  tiktokLink: string;
  sparkCode: string;
}

/** POST /api/ugc-projects/{id}/submissions/resubmit: one video whose revision was requested. */
export function useResubmitVideo(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResubmitBody) =>
      apiRequest<CreatorProject>('submissions.resubmit', { params: { id: projectId }, body }),
    onSuccess: (project, body) => remember(queryClient, body.creatorId, project),
  });
}

/** Reads the project again (e.g. after a 409: it changed on the server). */
export function useRefreshProject(creatorId: string, projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorProjectKeys.detail(creatorId, projectId) });
}
