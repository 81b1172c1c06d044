import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Paper, Stack, Text, Title } from '@mantine/core';

export const COMING_LATER = 'Coming in a later release';

/** A page that exists in the navigation but is built in a later release. */
export function ComingLater({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Text c="dimmed">{COMING_LATER}</Text>
      </Paper>
    </Stack>
  );
}

/** Analytics and Settings are placeholders in the product itself (spec section 2). */
function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs">
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
    </Paper>
  );
}

export const CampaignsRoute = () => <ComingLater title="Campaigns" />;
export const UgcProjectsRoute = () => <ComingLater title="UGC Projects" />;
export const AnalyticsRoute = () => <ComingSoon title="Analytics Coming Soon" />;
export const SettingsRoute = () => <ComingSoon title="Settings Coming Soon" />;
