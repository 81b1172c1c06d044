import type { ProjectExport, VideoDownload } from '@reelbridge/shared/rules/downloads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

/** Downloading approved content (issue 20): one video's file, and a project's zip of approved videos. */

export const exportKeys = {
  detail: (projectId: string, exportId: string) => ['ugc-projects', 'export', projectId, exportId] as const,
};

/** GET /api/ugc-projects/submissions/{id}/download: a short-lived URL that saves the video under a readable name. */
export const videoDownload = (submissionId: string): Promise<VideoDownload> =>
  apiRequest('submissions.download', { params: { submissionId } });

/** Hands a presigned URL to the browser: the answer's Content-Disposition makes it a download, the page stays. */
export function saveFromUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** How often a preparing zip is asked about (the bell tells the requester too). */
export const EXPORT_POLL_MS = 2_000;

/** GET /api/ugc-projects/{id}/exports/{exportId}, asked again every 2 s while the zip is being prepared. */
export function projectExportQueryOptions(projectId: string, exportId: string) {
  return queryOptions({
    queryKey: exportKeys.detail(projectId, exportId),
    queryFn: ({ signal }) => apiRequest('exports.get', { params: { id: projectId, exportId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? EXPORT_POLL_MS : false),
    // A ready zip's URL lasts 15 minutes: ask again for a fresh one when the user comes back after that.
    staleTime: 10 * 60 * 1000,
  });
}

export function useProjectExport(projectId: string, exportId: string | undefined) {
  return useQuery({ ...projectExportQueryOptions(projectId, exportId ?? ''), enabled: Boolean(exportId) });
}

/** POST /api/ugc-projects/{id}/exports, one Idempotency-Key per click: a retried request starts one zip. */
export function useStartExport(projectId: string) {
  const queryClient = useQueryClient();
  const start = useIdempotentAction((_: void, idempotencyKey: string) =>
    apiRequest('exports.start', { params: { id: projectId }, idempotencyKey }),
  );
  return useMutation({
    mutationFn: start,
    onSuccess: (created: ProjectExport) => queryClient.setQueryData(exportKeys.detail(projectId, created.id), created),
  });
}
