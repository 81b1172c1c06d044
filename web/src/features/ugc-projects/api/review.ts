import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import { projectKeys } from './projects';
import type { ProjectDetail } from '@reelbridge/shared/api/types';

/**
 * A review of one submission, or the payment of one project creator. A review may carry the agency's internal note
 * (admins only; the API refuses a brand user's), sent only when it is not blank.
 */
export type ProjectAction =
  | { kind: 'approve'; submissionId: string; internalNote?: string }
  | { kind: 'revision'; submissionId: string; comment: string; internalNote?: string }
  | { kind: 'reject'; submissionId: string; reason: string; internalNote?: string }
  | { kind: 'pay'; projectCreatorId: string };

/** `{ internalNote }` when there is one to send, else nothing. */
const internalNoteOf = (note: string | undefined) => (note?.trim() ? { internalNote: note.trim() } : {});

export function runProjectAction(action: ProjectAction, idempotencyKey?: string): Promise<ProjectDetail> {
  switch (action.kind) {
    case 'approve':
      return apiRequest('submissions.approve', {
        params: { submissionId: action.submissionId },
        body: internalNoteOf(action.internalNote),
      });
    case 'revision':
      return apiRequest('submissions.requestRevision', {
        params: { submissionId: action.submissionId },
        body: { revisionComment: action.comment, ...internalNoteOf(action.internalNote) },
      });
    case 'reject':
      return apiRequest('submissions.reject', {
        params: { submissionId: action.submissionId },
        body: { reason: action.reason, ...internalNoteOf(action.internalNote) },
      });
    case 'pay':
      return apiRequest('projectCreators.pay', {
        params: { projectCreatorId: action.projectCreatorId },
        idempotencyKey,
      });
  }
}

/**
 * Every action answers with the whole project: the page shows it at once. The list is read again for the
 * project's status; after a refusal (409: reviewed or paid meanwhile) the project is read again too.
 */
export function useProjectAction(projectId: string) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(runProjectAction);
  return useMutation({
    mutationFn: action,
    onSuccess: (project) => queryClient.setQueryData(projectKeys.detail(projectId), project),
    onError: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}
