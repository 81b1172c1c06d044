import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Paper, Title } from '@mantine/core';

/** Analytics is a placeholder in the product itself (spec section 2); Settings became the account screen. */
function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
    </Paper>
  );
}

export const AnalyticsRoute = () => <ComingSoon title="Analytics Coming Soon" />;
