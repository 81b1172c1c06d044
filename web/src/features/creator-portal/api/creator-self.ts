import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { creatorSelfKeys } from '@/lib/creator-self-keys';

/** GET /api/creators/{id}: the signed-in creator's own record, with its payment status. */
export function getOwnCreator(creatorId: string, signal?: AbortSignal) {
  return apiRequest('creators.get', { params: { id: creatorId }, signal });
}

export function ownCreatorQueryOptions(creatorId: string) {
  return queryOptions({
    queryKey: creatorSelfKeys.record(creatorId),
    queryFn: ({ signal }) => getOwnCreator(creatorId, signal),
    enabled: creatorId !== '',
  });
}

export function useOwnCreator(creatorId: string) {
  return useQuery(ownCreatorQueryOptions(creatorId));
}

/** GET /api/creators/{id}/payment-info (masked); null when none is submitted (204). */
async function getOwnPaymentInfo(creatorId: string, signal?: AbortSignal): Promise<PaymentInfo | null> {
  // 204 while nothing is submitted (an empty state, not an error the browser logs).
  return (await apiRequest('payments.get', { params: { id: creatorId }, signal })) ?? null;
}

/**
 * The payment info, read only when the dashboard needs more than the creator record says: the rejection reason,
 * or the status itself when the record could not be loaded.
 */
export function useOwnPaymentInfo(creatorId: string, enabled: boolean) {
  return useQuery({
    queryKey: creatorSelfKeys.paymentInfo(creatorId),
    queryFn: ({ signal }) => getOwnPaymentInfo(creatorId, signal),
    enabled: enabled && creatorId !== '',
  });
}
