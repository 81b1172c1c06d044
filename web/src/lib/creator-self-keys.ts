/**
 * Query keys of the signed-in creator's own data, shared by the creator-side features (the dashboard and the
 * payment form) so that one can refresh what the other shows without importing it. Every query under
 * `paymentInfo` resolves to `PaymentInfo | null` (null: none submitted, the API's 404).
 */
export const creatorSelfKeys = {
  all: (creatorId: string) => ['creator-self', creatorId] as const,
  record: (creatorId: string) => ['creator-self', creatorId, 'record'] as const,
  paymentInfo: (creatorId: string) => ['creator-self', creatorId, 'payment-info'] as const,
  w9Link: (creatorId: string) => ['creator-self', creatorId, 'payment-info', 'w9'] as const,
};
