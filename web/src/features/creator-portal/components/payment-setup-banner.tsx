import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { CreatorPaymentStatus } from '@reelbridge/shared/api/types';
import { IconAlertCircle, IconAlertTriangle, IconArrowRight, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PaymentStatusBadge } from '@/components/payment-status-badge';

export const PAYMENT_INFO_PATH = '/creator/payment-info';

const COPY: Record<
  Exclude<CreatorPaymentStatus, 'approved'>,
  { title: string; text: string; action: string; color: string; Icon: typeof IconClock }
> = {
  not_submitted: {
    title: 'Set up your payment information',
    text: 'Add your bank account and tax details so that we can pay you for your work.',
    action: 'Add payment info',
    color: 'yellow',
    Icon: IconAlertTriangle,
  },
  pending: {
    title: 'Your payment information is under review',
    text: 'We will let you know once it is approved. You can still update it meanwhile.',
    action: 'Review payment info',
    color: 'yellow',
    Icon: IconClock,
  },
  rejected: {
    title: 'Your payment information was rejected',
    text: 'Please correct it and resubmit it.',
    action: 'Resubmit payment info',
    color: 'red',
    Icon: IconAlertCircle,
  },
};

export interface PaymentSetupBannerProps {
  status: CreatorPaymentStatus;
  rejectionReason?: string;
}

/**
 * The payment-setup warning (docs/product.md#screens and #states): shown until the payment info is approved, with a
 * link to /creator/payment-info.
 */
export function PaymentSetupBanner({ status, rejectionReason }: PaymentSetupBannerProps) {
  if (status === 'approved') return null;
  const { title, text, action, color, Icon } = COPY[status];
  return (
    <section aria-label="Payment setup">
      <Alert
        color={color}
        variant="light"
        radius="lg"
        icon={<Icon size={20} aria-hidden />}
        title={title}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        role="note"
        data-status={status}
      >
        <Stack gap="sm" align="flex-start">
          <PaymentStatusBadge status={status} />
          {status === 'rejected' && rejectionReason && (
            <Text size="sm">
              <Text span fw={600} fz="inherit">
                Reason:
              </Text>{' '}
              {rejectionReason}
            </Text>
          )}
          <Text size="sm">{text}</Text>
          <Button
            component={Link}
            to={PAYMENT_INFO_PATH}
            size="sm"
            variant={status === 'pending' ? 'default' : 'filled'}
            color={status === 'rejected' ? 'red' : undefined}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {action}
          </Button>
        </Stack>
      </Alert>
    </section>
  );
}
