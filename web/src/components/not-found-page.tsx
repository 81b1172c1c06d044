import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

/**
 * The not-found page inside a signed-in area (docs/ux-rules.md): an unknown address under /admin or /creator keeps
 * the area's layout (sidebar, menus) and offers the way back to the area's home.
 */
export function NotFoundPage({ home, homeLabel }: { home: string; homeLabel: string }) {
  const { pathname } = useLocation();
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          There is no page at {pathname}. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to={home}>
          {homeLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
