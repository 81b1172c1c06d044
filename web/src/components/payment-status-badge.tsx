import type { CreatorPaymentStatus } from '@reelbridge/shared/api/types';
import { TintBadge, type TintBadgeProps } from './tint-badge';

/**
 * Payment info status (docs/product.md#states): pending yellow, approved green, rejected red; a creator without payment
 * info shows 'Not submitted' (grey). Shared by the admin creators list, the creator's payment form and dashboard.
 */
export const PAYMENT_STATUS_LABELS: Record<CreatorPaymentStatus, string> = {
  not_submitted: 'Not submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PAYMENT_STATUS_COLORS: Record<CreatorPaymentStatus, TintBadgeProps['tint']> = {
  not_submitted: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export interface PaymentStatusBadgeProps extends Omit<TintBadgeProps, 'tint' | 'children'> {
  status: CreatorPaymentStatus;
}

/** The status as a badge (`TintBadge`: the tint carries the colour, the text stays near-black). */
export function PaymentStatusBadge({ status, ...props }: PaymentStatusBadgeProps) {
  return (
    <TintBadge {...props} tint={PAYMENT_STATUS_COLORS[status]} data-status={status}>
      {PAYMENT_STATUS_LABELS[status]}
    </TintBadge>
  );
}
