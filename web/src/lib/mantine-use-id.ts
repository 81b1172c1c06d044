import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (in @mantine/hooks), as the production build uses it (vite.config.ts, `mantineUseReactId`).
 *
 * Mantine's own starts from React's id and then, in a layout effect on mount, replaces it with a random one: every
 * Mantine component that names its parts (Alert, Checkbox, Textarea, Popover, Accordion...) set state while the page
 * committed, so React rendered it again and flushed all the page's pending effects in that same task (the brand home's
 * commit: 30 ms here, a long task on a phone; docs/performance.md). React's id is unique and stable on its own; this
 * keeps Mantine's format without the second render.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
