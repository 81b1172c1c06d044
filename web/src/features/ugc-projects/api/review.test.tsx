import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import type * as apiClient from '@/lib/api-client';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import { projectKeys } from './projects';
import { useProjectAction } from './review';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiRequest: vi.fn(),
}));

const PROJECT = 'pj_aaaaaaaaaaaa';
const detail = projectKeys.detail(PROJECT);

/** The project as an answer tells it: which videos it shows approved. */
const answer = (approved: string[]) => ({ id: PROJECT, approved }) as unknown as ProjectDetail;

/** Answers the API's reviews when the test says, one deferred answer per request, in the order they were sent. */
function deferredAnswers() {
  const waiting: ((project: ProjectDetail) => void)[] = [];
  vi.mocked(apiRequest).mockImplementation(
    () => new Promise((resolve) => waiting.push(resolve as (project: ProjectDetail) => void)),
  );
  return (index: number, project: ProjectDetail) => act(() => waiting[index]!(project));
}

function renderActions() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(detail, answer([]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const first = renderHook(() => useProjectAction(PROJECT), { wrapper });
  const second = renderHook(() => useProjectAction(PROJECT), { wrapper });
  const approve = (hook: typeof first, submissionId: string) =>
    act(() => hook.result.current.mutate({ kind: 'approve', submissionId, seenStatus: 'pending', seenVersion: 1 }));
  return { queryClient, first, second, approve };
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('useProjectAction', () => {
  it('shows a lone action’s answer as the project, without reading it again', async () => {
    const reply = deferredAnswers();
    const { queryClient, first, approve } = renderActions();
    await approve(first, 'sb_one');
    await reply(0, answer(['sb_one']));
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(detail)).toEqual(answer(['sb_one']));
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(false);
  });

  it('reads the project again once two overlapping reviews end, whichever answer came last', async () => {
    const reply = deferredAnswers();
    const { queryClient, first, second, approve } = renderActions();
    await approve(first, 'sb_one');
    await approve(second, 'sb_two');
    // The second review was written after the first (the server read again): its answer shows both approved, and
    // arrives first; the first review's answer, which shows only its own video, lands last.
    await reply(1, answer(['sb_one', 'sb_two']));
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(false);
    await reply(0, answer(['sb_one']));
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
  });

  it('after an overlapping spell, a later lone action is trusted again', async () => {
    const reply = deferredAnswers();
    const { queryClient, first, second, approve } = renderActions();
    await approve(first, 'sb_one');
    await approve(second, 'sb_two');
    await reply(0, answer(['sb_one']));
    await reply(1, answer(['sb_one', 'sb_two']));
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    queryClient.setQueryData(detail, answer(['sb_one', 'sb_two']));
    await approve(first, 'sb_three');
    await reply(2, answer(['sb_one', 'sb_two', 'sb_three']));
    await waitFor(() => expect(queryClient.getQueryData(detail)).toEqual(answer(['sb_one', 'sb_two', 'sb_three'])));
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(false);
  });
});
