import type { PaymentInfo } from '@reelbridge/shared/api/types';
import type { PaymentInfoFields } from '@reelbridge/shared/schemas/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { creatorSelfKeys } from '@/lib/creator-self-keys';

/** GET /api/creators/{id}/payment-info for the signed-in creator (numbers masked); null when none (204). */
export async function getOwnPaymentInfo(creatorId: string, signal?: AbortSignal): Promise<PaymentInfo | null> {
  // 204 while nothing is submitted (an empty state, not an error the browser logs).
  return (await apiRequest('payments.get', { params: { id: creatorId }, signal })) ?? null;
}

export function ownPaymentInfoQueryOptions(creatorId: string) {
  return queryOptions({
    queryKey: creatorSelfKeys.paymentInfo(creatorId),
    queryFn: ({ signal }) => getOwnPaymentInfo(creatorId, signal),
    staleTime: 0,
  });
}

export function useOwnPaymentInfo(creatorId: string) {
  return useQuery(ownPaymentInfoQueryOptions(creatorId));
}

export interface SavePaymentInfoVariables {
  creatorId: string;
  /** True when payment info exists: PUT (resubmit), else POST. */
  exists: boolean;
  body: PaymentInfoFields;
}

/** POST /api/creators/payment-info (first submission) or PUT /api/creators/{id}/payment-info (resubmission). */
export function savePaymentInfo({ creatorId, exists, body }: SavePaymentInfoVariables): Promise<PaymentInfo> {
  return exists
    ? apiRequest('payments.update', { params: { id: creatorId }, body })
    : apiRequest('payments.create', { body });
}

/** Saves; the answer (status pending) replaces the cached info, and the creator record (dashboard) is read again. */
export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSuccess: async (info, { creatorId }) => {
      queryClient.setQueryData(creatorSelfKeys.paymentInfo(creatorId), info);
      await queryClient.invalidateQueries({ queryKey: creatorSelfKeys.record(creatorId) });
    },
  });
}

/** GET /api/creators/{id}/payment-info/w9: a short-lived link to the creator's own W-9. */
export function useOwnW9Link(creatorId: string, enabled: boolean) {
  return useQuery({
    queryKey: creatorSelfKeys.w9Link(creatorId),
    queryFn: ({ signal }) => apiRequest('payments.w9', { params: { id: creatorId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const seconds = query.state.data?.expiresIn;
      return seconds ? Math.max(seconds - 60, 30) * 1000 : false;
    },
  });
}
