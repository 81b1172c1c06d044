import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { currentUserQueryOptions } from '@/lib/auth-query';

/** /creator/dashboard: a greeting and sign-out for now; campaigns, projects and payment come later. */
export function CreatorDashboardRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const name = user?.name || user?.email || 'creator';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>Welcome, {name}!</Title>
          <Text c="dimmed">Your campaigns and UGC projects will appear here.</Text>
        </Stack>
        <Button component={Link} to="/logout" variant="default" leftSection={<IconLogout size={18} aria-hidden />}>
          Sign out
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Text c="dimmed">Coming in a later release</Text>
      </Paper>
    </Stack>
  );
}
