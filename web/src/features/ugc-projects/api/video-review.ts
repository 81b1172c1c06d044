import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import type { SubmissionStatus } from '@reelbridge/shared';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import { projectKeys } from './projects';
import { seenOf } from './review';

/**
 * Issue 20, the review screen's own actions on one video: pin a comment to a time, request a revision made of
 * comments, grant an extra revision round. Each answers with the whole project, which the page shows at once.
 */
export type VideoReviewAction =
  | { kind: 'comment'; submissionId: string; versionNumber: number; atSeconds: number; text: string }
  | {
      kind: 'revisionFromComments';
      submissionId: string;
      seenStatus: SubmissionStatus;
      seenVersion?: number | undefined;
      commentIds: string[];
    }
  | { kind: 'extraRound'; submissionId: string };

export function runVideoReviewAction(action: VideoReviewAction, idempotencyKey?: string): Promise<ProjectDetail> {
  const params = { submissionId: action.submissionId };
  switch (action.kind) {
    case 'comment':
      return apiRequest('submissions.comment', {
        params,
        body: { versionNumber: action.versionNumber, atSeconds: action.atSeconds, text: action.text },
        idempotencyKey,
      });
    case 'revisionFromComments':
      return apiRequest('submissions.requestRevision', {
        params,
        body: { commentIds: action.commentIds, ...seenOf(action) },
      });
    case 'extraRound':
      return apiRequest('submissions.extraRound', { params, body: {}, idempotencyKey });
  }
}

export function useVideoReviewAction(projectId: string) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(runVideoReviewAction);
  return useMutation({
    mutationFn: action,
    onSuccess: (project) => queryClient.setQueryData(projectKeys.detail(projectId), project),
    onError: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
  });
}

/** Reads the project again: its video URLs expire after an hour, and a new read signs new ones. */
export function useRefreshProject(projectId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
}
