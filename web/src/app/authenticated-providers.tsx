import type { ReactNode } from 'react';
import { ConfirmModals } from '@/components/confirm-modals';

/** Providers only the signed-in areas need: the confirm modals' host (docs/product.md#messages: confirmations). */
export function AuthenticatedProviders({ children }: { children: ReactNode }) {
  return <ConfirmModals>{children}</ConfirmModals>;
}
