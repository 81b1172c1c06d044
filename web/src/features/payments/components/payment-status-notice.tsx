import '@mantine/core/styles/Alert.css';
import { Alert, Group, Text } from '@mantine/core';
import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { PaymentStatusBadge } from '@/components/payment-status-badge';

const TITLE_STYLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * The current status of the creator's payment info (docs/product.md#states): pending (yellow, under review, can still
 * be updated), approved (green), rejected (red, with the reason; the creator may resubmit).
 */
export function PaymentStatusNotice({ info }: { info: Pick<PaymentInfo, 'status' | 'rejectionReason'> }) {
  const title = (
    <Group gap="xs" component="span">
      <span>Status:</span>
      <PaymentStatusBadge status={info.status} />
    </Group>
  );
  switch (info.status) {
    case 'pending':
      return (
        <Alert
          color="yellow"
          variant="light"
          title={title}
          icon={<IconClock size={18} aria-hidden />}
          styles={TITLE_STYLE}
          data-status="pending"
        >
          Your payment information is under review — you can still update it.
        </Alert>
      );
    case 'approved':
      return (
        <Alert
          color="green"
          variant="light"
          title={title}
          icon={<IconCircleCheck size={18} aria-hidden />}
          styles={TITLE_STYLE}
          data-status="approved"
        >
          Your payment information is approved. Changing it sends it back for review.
        </Alert>
      );
    default:
      return (
        <Alert
          color="red"
          variant="light"
          title={title}
          icon={<IconAlertCircle size={18} aria-hidden />}
          styles={TITLE_STYLE}
          data-status="rejected"
        >
          <Text size="sm">
            <Text span fw={600} fz="inherit">
              Reason:
            </Text>{' '}
            {info.rejectionReason || 'No reason given'}
          </Text>
          <Text size="sm" mt={4}>
            Please correct your payment information below; you may resubmit it.
          </Text>
        </Alert>
      );
  }
}
