import '@mantine/core/styles/Loader.css';
import { Group, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconAlertCircle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AutoSaveStatus } from '@/lib/autosave';

export interface AutoSaveIndicatorProps {
  status: AutoSaveStatus;
  /** Why the last save failed, when it will not be retried on its own (e.g. the server's explanation). */
  detail?: string;
  /** An entry the server would refuse is held back until it is corrected. */
  heldBack?: boolean;
}

/**
 * Where the draft stands: saving / saved / 'Failed to save progress' (docs/product.md#messages), announced politely.
 */
export function AutoSaveIndicator({ status, detail, heldBack = false }: AutoSaveIndicatorProps) {
  let icon: ReactNode = null;
  let text: ReactNode;
  let color = 'dimmed';
  if (status === 'saving') {
    icon = <Loader size={14} aria-hidden />;
    text = 'Saving...';
  } else if (status === 'error') {
    icon = <IconAlertCircle size={16} aria-hidden />;
    color = 'red.8';
    text = (
      <>
        {MESSAGES.draftSaveFailed}
        <Text span fz="inherit" c="dimmed">
          {detail ? ` · ${detail}` : ' · retrying'}
        </Text>
      </>
    );
  } else if (heldBack) {
    icon = <IconAlertCircle size={16} aria-hidden />;
    color = 'orange.9';
    text = 'Fix the video link to save it';
  } else if (status === 'saved') {
    icon = <IconCircleCheck size={16} aria-hidden />;
    color = 'green.8';
    text = 'Saved';
  } else if (status === 'pending') {
    icon = <IconPencil size={16} aria-hidden />;
    text = 'Unsaved changes';
  } else {
    text = 'Changes are saved automatically';
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" aria-label="Save status" c={color}>
      {icon}
      <Text size="sm" c={color} fw={status === 'error' ? 600 : undefined}>
        {text}
      </Text>
    </Group>
  );
}
