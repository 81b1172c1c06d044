import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';

/**
 * The one 'Back to …' link at the top of a page (docs/ux-rules.md): left-aligned, as wide as its text, with an arrow.
 */
export function BackLink({
  to,
  children,
  onClick,
}: {
  to: string;
  children: string;
  /** E.g. a form's discard guard (`guardLink`). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={500} w="fit-content" data-back-link onClick={onClick}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
