import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import classes from '../layouts/layouts.module.css';

/**
 * The app's error page (docs/product.md#messages: 'Unexpected Application Error!'), with a way back to /login: for a
 * page that does not exist (`detail` '404 Not Found') and for an error thrown while rendering a page
 * (RouteErrorBoundary).
 */
export function RouteError({ error, detail }: { error?: unknown; detail?: string }) {
  useEffect(() => {
    // A 404 is an answer, not a fault; everything else deserves a trace.
    if (error !== undefined) console.error(error);
  }, [error]);
  return (
    <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {SIGN_IN_MESSAGES.unexpectedError}
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

/** The catch-all route. */
export function NotFound() {
  return <RouteError detail="404 Not Found" />;
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: moving elsewhere clears it. */
  at: string | null;
}

class ErrorBoundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.at === null && state.error !== undefined) return { at: props.at };
    if (state.at !== null && state.at !== props.at) return { error: undefined, at: null };
    return null;
  }

  override render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError instead of a page that threw (a render error, a route module that failed to load). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary at={location.key}>{children}</ErrorBoundary>;
}
