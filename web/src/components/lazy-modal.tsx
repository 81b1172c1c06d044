import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Modal.css';
import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * A modal whose module loads the first time it opens, so that what only its form needs (zod, the form library, the
 * fields) stays off the page's first load. Until the module is there, an empty modal with a spinner shows; once
 * opened, the modal stays mounted so that it can close with its transition. `preload()` starts the load ahead, e.g.
 * when the pointer reaches the button that opens it.
 */
export function lazyModal<P extends ModalProps>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyModal(props: P) {
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense
        fallback={
          <Modal
            opened={props.opened}
            onClose={props.onClose}
            title="Loading…"
            centered
            transitionProps={{ duration: 0 }}
          >
            <Center py="xl" role="status" aria-label="Loading">
              <Loader size="sm" />
            </Center>
          </Modal>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyModal, {
    preload: () => {
      load().catch(() => undefined); // a failed load shows when the modal opens
    },
  });
}
