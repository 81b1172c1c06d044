import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Text.css';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';

/** The Reelbridge word mark. */
export function Logo({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const iconSize = size === 'lg' ? 40 : size === 'sm' ? 28 : 34;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={iconSize} radius="md" variant="filled" aria-hidden>
        <IconMovie size={Math.round(iconSize * 0.6)} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={size === 'lg' ? 26 : size === 'sm' ? 18 : 21} c="dark.8" lh={1}>
        Reelbridge
      </Text>
    </Group>
  );
}
