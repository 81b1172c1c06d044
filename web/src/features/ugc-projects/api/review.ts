import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import { projectKeys } from './projects';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import type { SubmissionStatus } from '@reelbridge/shared';

/**
 * A review of one submission, or the payment of one project creator. A review names the status and the version the
 * reviewer saw (`seenStatus`, `seenVersion`: a video reviewed by someone else, or resubmitted, meanwhile is refused
 * with 409, docs/videos.md "Reviews") and may carry the agency's internal note (admins only; the API refuses a brand
 * user's), sent only when it is not blank.
 */
interface Review {
  submissionId: string;
  seenStatus: SubmissionStatus;
  /** The newest version shown (absent before the first delivery). */
  seenVersion?: number | undefined;
  internalNote?: string;
}

/** What the reviewer saw, as the API takes it: the version only when there was one. */
export const seenOf = (review: Pick<Review, 'seenStatus' | 'seenVersion'>) => ({
  seenStatus: review.seenStatus,
  ...(review.seenVersion === undefined ? {} : { seenVersion: review.seenVersion }),
});
export type ProjectAction =
  | ({ kind: 'approve' } & Review)
  | ({ kind: 'revision'; comment: string } & Review)
  | ({ kind: 'reject'; reason: string } & Review)
  | { kind: 'pay'; projectCreatorId: string };

/** `{ internalNote }` when there is one to send, else nothing. */
const internalNoteOf = (note: string | undefined) => (note?.trim() ? { internalNote: note.trim() } : {});

export function runProjectAction(action: ProjectAction, idempotencyKey?: string): Promise<ProjectDetail> {
  switch (action.kind) {
    case 'approve':
      return apiRequest('submissions.approve', {
        params: { submissionId: action.submissionId },
        body: { ...seenOf(action), ...internalNoteOf(action.internalNote) },
      });
    case 'revision':
      return apiRequest('submissions.requestRevision', {
        params: { submissionId: action.submissionId },
        body: {
          revisionComment: action.comment,
          ...seenOf(action),
          ...internalNoteOf(action.internalNote),
        },
      });
    case 'reject':
      return apiRequest('submissions.reject', {
        params: { submissionId: action.submissionId },
        body: { reason: action.reason, ...seenOf(action), ...internalNoteOf(action.internalNote) },
      });
    case 'pay':
      return apiRequest('projectCreators.pay', {
        params: { projectCreatorId: action.projectCreatorId },
        idempotencyKey,
      });
  }
}

/** The actions in flight on each project of a query client, and whether two of them overlapped since it was idle. */
const inFlight = new WeakMap<QueryClient, Map<string, { count: number; overlapped: boolean }>>();

function actionsOn(queryClient: QueryClient, projectId: string) {
  let projects = inFlight.get(queryClient);
  if (!projects) inFlight.set(queryClient, (projects = new Map()));
  let entry = projects.get(projectId);
  if (!entry) projects.set(projectId, (entry = { count: 0, overlapped: false }));
  return {
    start() {
      entry.count += 1;
      if (entry.count > 1) entry.overlapped = true;
    },
    /** Whether the project must be read again: the last action of a busy spell ended, and two of it overlapped. */
    end(): boolean {
      entry.count -= 1;
      if (entry.count > 0) return false;
      projects.delete(projectId);
      return entry.overlapped;
    },
  };
}

/**
 * Every action answers with the whole project: the page shows it at once. The list is read again for the
 * project's status; after a refusal (409: reviewed or paid meanwhile) the project is read again too.
 *
 * A quick reviewer approves the next video while the last one is still being saved. Each answer shows the project as
 * its own action left it, and they may arrive in either order (the server reads the project again when the other
 * review came first, docs/videos.md "Reviews"), so the earlier write's answer can land last and show the other video
 * still waiting. When actions on a project overlapped, the project is read again once the last of them ends.
 */
export function useProjectAction(projectId: string) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(runProjectAction);
  const detail = projectKeys.detail(projectId);
  return useMutation({
    mutationFn: action,
    onMutate: () => actionsOn(queryClient, projectId).start(),
    onSuccess: (project) => queryClient.setQueryData(detail, project),
    onError: () => queryClient.invalidateQueries({ queryKey: detail }),
    onSettled: (_project, error) => {
      if (actionsOn(queryClient, projectId).end() && !error) void queryClient.invalidateQueries({ queryKey: detail });
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
}
