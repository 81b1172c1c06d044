import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

const TONES = {
  error: { color: 'red', Icon: IconAlertCircle, role: 'alert' },
  success: { color: 'green', Icon: IconCircleCheck, role: 'status' },
  warning: { color: 'orange', Icon: IconInfoCircle, role: 'alert' },
  info: { color: 'indigo', Icon: IconInfoCircle, role: 'status' },
} as const;

export interface StatusAlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
}

/** docs/product.md#screens: errors show in a red box and successes in a green box. */
export function StatusAlert({ tone, title, children }: StatusAlertProps) {
  const { color, Icon, role } = TONES[tone];
  return (
    <Alert color={color} variant="light" role={role} title={title} icon={<Icon size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}
