import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** The confirm modals' own modal is always mounted, closed: without a portal, its mount renders nothing twice. */
const MODAL_PROPS = { withinPortal: false };

/** Providers only the signed-in areas need: Mantine's confirm modals (docs/product.md#messages: confirmations). */
export function AuthenticatedProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} modalProps={MODAL_PROPS}>
      {children}
    </ModalsProvider>
  );
}
