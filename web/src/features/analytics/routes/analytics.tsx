import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';

/** /admin/analytics (issue 22): the agency's figures, or a brand user's own brand's. */
export function AnalyticsRoute() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Analytics</Title>
        <Text c="dimmed">Spend, reviews and creators over a period.</Text>
      </Stack>
    </Stack>
  );
}
