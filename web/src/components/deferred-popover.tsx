import '@mantine/core/styles/Popover.css';
import { Popover, type PopoverDropdownProps, type PopoverProps } from '@mantine/core';
import { cloneElement, useCallback, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

interface DeferredPopoverProps extends Omit<PopoverProps, 'opened' | 'onChange' | 'children'> {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button that opens it (its own onClick toggles `opened`). */
  target: ReactElement<Record<string, unknown>>;
  dropdownProps?: PopoverDropdownProps;
  children: ReactNode;
}

/**
 * A Mantine Popover that mounts the first time it opens; until then only its target renders, announced as Mantine's
 * target is (aria-haspopup, aria-expanded). A mounted Popover sets state in a layout effect (its id and the floating
 * element), which re-rendered it synchronously inside the page's first commit and made React flush every passive
 * effect there too: the bell and the user menu are on every signed-in page (docs/performance.md, "Closed overlays
 * mount nothing"). On first open it mounts closed, its target in place of the plain one (focus moves to it if the
 * plain one had it), and opens one render later, so that it notes which element to return focus to, as a Popover that
 * was there all along does.
 */
export function DeferredPopover({ opened, onChange, target, dropdownProps, children, ...props }: DeferredPopoverProps) {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(opened);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (opened && !mounted) setMounted(true);
  // The popover's own target, once in the page: focused if the plain one was, then the popover opens.
  const onTargetMounted = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (focusOnMount) element.focus();
      setReady(true);
    },
    [focusOnMount],
  );

  if (!mounted) {
    const onClick = target.props.onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined;
    return cloneElement(target, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setFocusOnMount(event.currentTarget === document.activeElement);
        onClick?.(event);
      },
    });
  }
  return (
    <Popover opened={opened && ready} onChange={onChange} {...props}>
      <Popover.Target>{cloneElement(target, { ref: onTargetMounted })}</Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
