import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { APPROVER_LABEL } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { creatorKeys } from './creators';

/**
 * GET /api/creators/{id}/payment-info: the numbers masked, the version the admin decides on, and the record of
 * reveals.
 */
export async function getPaymentInfo(creatorId: string, signal?: AbortSignal): Promise<PaymentInfo | null> {
  // 204 while nothing is submitted.
  return (await apiRequest('payments.get', { params: { id: creatorId }, signal })) ?? null;
}

export function paymentInfoQueryOptions(creatorId: string) {
  return queryOptions({
    queryKey: creatorKeys.paymentInfo(creatorId),
    queryFn: ({ signal }) => getPaymentInfo(creatorId, signal),
    // Tax and bank numbers: read afresh each time the detail opens, keep them no longer than needed.
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function usePaymentInfo(creatorId: string) {
  return useQuery(paymentInfoQueryOptions(creatorId));
}

/** GET /api/creators/{id}/payment-info/w9: a short-lived link to the W-9 (owner or admin). */
export function getW9Link(creatorId: string, signal?: AbortSignal) {
  return apiRequest('payments.w9', { params: { id: creatorId }, signal });
}

/**
 * The W-9 link, fetched ahead so that the W-9 opens from a real link (no pop-up blocker), and renewed a minute
 * before it expires while the detail stays open.
 */
export function useW9Link(creatorId: string, enabled: boolean) {
  return useQuery({
    queryKey: creatorKeys.w9Link(creatorId),
    queryFn: ({ signal }) => getW9Link(creatorId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const seconds = query.state.data?.expiresIn;
      return seconds ? Math.max(seconds - 60, 30) * 1000 : false;
    },
  });
}

/** Every decision names the version of the details the admin saw: the server refuses it if they changed since. */
type Decision =
  | { creatorId: string; version: number; action: 'approve' }
  | { creatorId: string; version: number; action: 'reject'; reason: string };

/** POST …/payment-info/approve (approvedBy 'Admin', docs/product.md#roles) or …/reject with the reason. */
export function decidePaymentInfo(decision: Decision): Promise<PaymentInfo> {
  const params = { id: decision.creatorId };
  const { version } = decision;
  return decision.action === 'approve'
    ? apiRequest('payments.approve', { params, body: { approvedBy: APPROVER_LABEL, version } })
    : apiRequest('payments.reject', { params, body: { reason: decision.reason, version } });
}

/** The server's answer when the details changed after the admin opened them (409 with this exact message). */
export function isChangedMeanwhile(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.message === MESSAGES.paymentInfoChanged;
}

/** Approve or reject: the detail shows the answer, and the list is read again for its badge. */
export function useDecidePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePaymentInfo,
    onSuccess: (info, { creatorId }) => queryClient.setQueryData(creatorKeys.paymentInfo(creatorId), info),
    // Refused (e.g. no longer pending): show what the record is now.
    onError: (_error, { creatorId }) =>
      queryClient.invalidateQueries({ queryKey: creatorKeys.paymentInfo(creatorId), exact: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creatorKeys.lists }),
  });
}

/**
 * POST …/payment-info/reveal: the whole numbers of the version shown (the server records who and when). The
 * numbers stay in the component that asked, never in the query cache; the detail is read again for the record.
 */
export function useRevealPaymentNumbers(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiRequest('payments.reveal', { params: { id: creatorId }, body: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creatorKeys.paymentInfo(creatorId), exact: true }),
  });
}
