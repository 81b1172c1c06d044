import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader, type ButtonProps } from '@mantine/core';
import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface LoadingButtonProps
  extends ButtonProps, Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'color' | 'style'> {
  /** While true the button is disabled, dimmed, and shows a spinner with the loading text. */
  loading?: boolean;
  /** Text while loading; 'Loading...' unless a screen names its own (e.g. 'Signing in...'). */
  loadingText?: ReactNode;
}

/**
 * The shared button of docs/product.md#states: while loading it is disabled, dimmed, and shows a spinner with
 * 'Loading...'.
 */
export function LoadingButton({
  loading = false,
  loadingText = SIGN_IN_MESSAGES.loading,
  disabled,
  leftSection,
  children,
  style,
  ...props
}: LoadingButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      leftSection={loading ? <Loader size={16} color="currentColor" aria-hidden /> : leftSection}
      style={loading ? { opacity: 0.65, cursor: 'wait', ...style } : style}
    >
      {loading ? loadingText : children}
    </Button>
  );
}
