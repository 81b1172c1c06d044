import type { Creator } from '@reelbridge/shared/api/types';
import { PAGE_SIZE_DEFAULT } from '@reelbridge/shared/constants';
import type { CreatorFields } from '@reelbridge/shared/schemas/creator';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

export interface GetCreatorsParams {
  /** A name prefix ("maya", "maya riv") or an exact e-mail address. */
  query?: string;
  cursor?: string;
  limit?: number;
}

/** GET /api/creators: creators by name, each with its payment status (no request per row). */
export function getCreators({ query, cursor, limit = PAGE_SIZE_DEFAULT }: GetCreatorsParams, signal?: AbortSignal) {
  return apiRequest('creators.list', { query: { query, cursor, limit }, signal });
}

export const creatorKeys = {
  all: ['creators'] as const,
  lists: ['creators', 'list'] as const,
  list: (query: string) => ['creators', 'list', { query }] as const,
  detail: (creatorId: string) => ['creators', 'detail', creatorId] as const,
  paymentInfo: (creatorId: string) => ['creators', 'payment-info', creatorId] as const,
  w9Link: (creatorId: string) => ['creators', 'payment-info', creatorId, 'w9'] as const,
};

export function creatorsQueryOptions(query: string) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: creatorKeys.list(trimmed),
    queryFn: ({ pageParam, signal }) => getCreators({ query: trimmed || undefined, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor || undefined,
  });
}

/** Keeps the previous rows on screen while a new search loads. */
export function useCreators(query: string) {
  return useInfiniteQuery({ ...creatorsQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/creators/{id}: one creator (a link to its payment details names the creator by id). */
export function useCreator(creatorId: string | null) {
  return useQuery({
    queryKey: creatorKeys.detail(creatorId ?? ''),
    queryFn: ({ signal }) => apiRequest('creators.get', { params: { id: creatorId! }, signal }),
    enabled: !!creatorId,
  });
}

/** What the creator form sends: the fields of creatorInputSchema, plus the version on an edit. */
export type CreatorSaveBody = Omit<CreatorFields, 'metrics'>;

export interface SaveCreatorVariables {
  /** Present for an edit (PUT), absent for an add (POST). */
  id?: string;
  body: CreatorSaveBody;
}

/** POST /api/creators (add) or PUT /api/creators/{id} (edit, with the version: a stale edit answers 409). */
export function saveCreator({ id, body }: SaveCreatorVariables, idempotencyKey?: string): Promise<Creator> {
  return id
    ? apiRequest('creators.update', { params: { id }, body })
    : apiRequest('creators.create', { body, idempotencyKey });
}

export function useSaveCreator() {
  const queryClient = useQueryClient();
  const action = useIdempotentAction(saveCreator);
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.lists }),
  });
}

/** POST /api/creators/{id}/invitation: e-mails the creator their creator id and the sign-up link. */
export function useInviteCreator() {
  return useMutation({
    mutationFn: (creatorId: string) => apiRequest('creators.invite', { params: { id: creatorId } }),
  });
}
