import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import classes from '../layouts/layouts.module.css';

/** The router's error element (spec section 8: 'Unexpected Application Error!'), with a way back to /login. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // A 404 is an answer, not a fault; everything else deserves a trace.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : undefined;
  return (
    <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {MESSAGES.unexpectedError}
          </Title>
          {detail && <Text c="dimmed">{detail}</Text>}
          <Anchor component={Link} to="/login" fw={600}>
            Back to login
          </Anchor>
        </Stack>
      </Paper>
    </Box>
  );
}
