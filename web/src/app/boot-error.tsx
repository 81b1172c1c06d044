import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Box, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './layouts/layouts.module.css';
import { cssVariablesResolver, theme } from './theme';

/** Shown when /config.json cannot be loaded: without it the app cannot reach the API or sign anyone in. */
export function BootError() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
        <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} w="100%">
          <Stack gap="sm">
            <Title order={1} size="h2">
              Reelbridge is unavailable
            </Title>
            <Text c="dimmed">The application could not load its configuration. Please try again in a moment.</Text>
          </Stack>
        </Paper>
      </Box>
    </MantineProvider>
  );
}
