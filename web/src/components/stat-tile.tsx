import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  icon: Icon;
  color: string;
  value: ReactNode;
  /** Below the figure, inside its dd: a change, a link to the list behind it. */
  children?: ReactNode;
}

/**
 * A figure tile (the overview's, the analytics screen's): a dt/dd pair inside a `dl` (a SimpleGrid with
 * component="dl"). A dl may hold dt/dd only inside one plain wrapper: the tile itself; the icon sits in the dt.
 */
export function StatTile({ label, icon: TileIcon, color, value, children }: StatTileProps) {
  return (
    <Paper withBorder radius="lg" p="lg" pr={80} shadow="xs" pos="relative" mih={96}>
      <Text component="dt" size="sm" c="dimmed" fw={600} mb={6}>
        {label}
        <ThemeIcon
          size={44}
          radius="md"
          variant="light"
          color={color}
          aria-hidden
          pos="absolute"
          top="var(--mantine-spacing-lg)"
          right="var(--mantine-spacing-lg)"
        >
          <TileIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Text>
      <Text component="dd" m={0} fz={30} fw={700} lh={1.1}>
        {value}
        {children}
      </Text>
    </Paper>
  );
}
