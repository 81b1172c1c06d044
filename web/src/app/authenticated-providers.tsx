import type { ReactNode } from 'react';
import { ConfirmModals } from '@/components/confirm-modals';
import { DeferredNotifications } from './deferred-notifications';

/**
 * Providers only the signed-in areas need: the confirm modals' host (docs/product.md#messages: confirmations) and the
 * notifications' (loaded with the first toast).
 */
export function AuthenticatedProviders({ children }: { children: ReactNode }) {
  return (
    <ConfirmModals>
      <DeferredNotifications />
      {children}
    </ConfirmModals>
  );
}
