import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import type { CreatorPaymentStatus } from '@reelbridge/shared/api/types';

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

export const PAYMENT_STATUS_COLORS: Record<CreatorPaymentStatus, 'gray' | 'yellow' | 'green' | 'red'> = {
  not_submitted: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export interface PaymentStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: CreatorPaymentStatus;
}

/**
 * The status as a badge. The tint carries the colour; the text stays near-black, because Mantine's light-variant
 * text on these tints (yellow-9 on yellow-0, green-9 on green-0) is below WCAG AA contrast for small text.
 */
export function PaymentStatusBadge({ status, ...props }: PaymentStatusBadgeProps) {
  const color = PAYMENT_STATUS_COLORS[status];
  return (
    <Badge
      variant="light"
      radius="sm"
      {...props}
      color={color}
      data-status={status}
      bg={`${color}.2`}
      c="dark.8"
      tt="none"
      fz="sm"
      fw={600}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
