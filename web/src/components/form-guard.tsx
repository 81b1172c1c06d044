import { Text } from '@mantine/core';
import { useCallback, useRef, type MouseEvent } from 'react';
import { openConfirmModal } from '@/components/confirm-modals';

/**
 * After a submit that failed validation, brings the first field in error into view and focuses it (docs/ux-rules.md):
 * in a long form the errors may be far above the submit button. Runs once the errors are rendered. With no field in
 * error (a refused save that names none), the form's error message is brought into view instead.
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  window.requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      form.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}

/** A validation-failure handler for @mantine/form's `onSubmit(handler, onFailure)`: focuses the first field in error. */
export function focusFirstInvalidOf(_errors: unknown, _values: unknown, event?: { currentTarget: unknown }): void {
  focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null);
}

/**
 * A modal form that asks before throwing away what was typed (Escape, the close button, Cancel): the form reports
 * whether it has changes with `reportDirty` (from an effect); `requestClose(close)` closes at once when it has none,
 * `markSaved()` before closing after a save. A form on a page of its own guards its Cancel and back links with
 * `guardLink(event, leave)`.
 */
export function useDiscardGuard() {
  const dirty = useRef(false);
  const reportDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const markSaved = useCallback(() => {
    dirty.current = false;
  }, []);
  const requestClose = useCallback((close: () => void) => {
    if (!dirty.current) {
      close();
      return;
    }
    openConfirmModal({
      title: 'Discard your changes?',
      children: <Text size="sm">What you typed in this form has not been saved.</Text>,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        dirty.current = false;
        close();
      },
    });
  }, []);
  /** A link's click handler: a plain click on a link away from a form with changes asks first, then `leave()`s. */
  const guardLink = useCallback(
    (event: MouseEvent, leave: () => void) => {
      if (!dirty.current || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      requestClose(leave);
    },
    [requestClose],
  );
  return { reportDirty, markSaved, requestClose, guardLink };
}
