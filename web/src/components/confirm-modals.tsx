import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { modals, ModalsProvider, type OpenConfirmModal } from '@mantine/modals';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const OPEN_EVENT = 'reelbridge:open-confirm-modal';

/** The confirm modals' own modal renders in place: without a portal, its mount renders nothing twice. */
const MODAL_PROPS = { withinPortal: false };

/** Asks for a confirmation (Mantine's confirm modal) from anywhere under ConfirmModals. */
export function openConfirmModal(payload: OpenConfirmModal): void {
  window.dispatchEvent(new CustomEvent<OpenConfirmModal>(OPEN_EVENT, { detail: payload }));
}

/**
 * The host of the confirm modals (docs/product.md#messages: confirmations), mounted once the first one is asked for.
 * Mantine's ModalsProvider keeps a closed modal mounted whose first render sets state in a layout effect, so it
 * rendered again synchronously inside every signed-in page's first commit, and React flushed the page's passive
 * effects there too (docs/performance.md, "Closed overlays mount nothing"). Once mounted it stays, so that a modal
 * closes with its transition.
 */
export function ConfirmModals({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const providerReady = useRef(false);
  const waiting = useRef<OpenConfirmModal[]>([]);
  useEffect(() => {
    const open = (event: Event) => {
      const payload = (event as CustomEvent<OpenConfirmModal>).detail;
      if (providerReady.current) {
        modals.openConfirmModal(payload);
        return;
      }
      waiting.current.push(payload);
      setMounted(true);
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);
  // The provider's own listeners are in place by now: a child's effects run before its parent's.
  useEffect(() => {
    if (!mounted) return;
    providerReady.current = true;
    for (const payload of waiting.current.splice(0)) modals.openConfirmModal(payload);
  }, [mounted]);
  return (
    <>
      {children}
      {mounted && <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} modalProps={MODAL_PROPS} />}
    </>
  );
}
