import { MantineProvider } from '@mantine/core';
import type { RuntimeConfig } from '@reelbridge/shared/config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { cssVariablesResolver, theme } from '@/app/theme';
import { setConfig } from '@/lib/config';

export const TEST_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'testclient',
  cognitoEndpoint: 'http://localhost:9229',
  authFlow: 'USER_PASSWORD_AUTH',
  mediaBase: '/media',
  environment: 'local',
};

export function applyTestConfig(config: RuntimeConfig = TEST_CONFIG): void {
  setConfig(config);
}

/** Sets the width media queries see (reset after each test by the setup file). */
export function setViewportWidth(px: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a component inside Mantine (env="test") and a fresh query client. */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
  });
  return { ...result, queryClient };
}

/** Paths, or locations with `search` and router `state`. */
export type InitialEntries = NonNullable<NonNullable<Parameters<typeof createMemoryRouter>[1]>['initialEntries']>;

/** Renders routes in a memory router (no browser history needed) with the providers around them. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    queryClient = createTestQueryClient(),
  }: { initialEntries?: InitialEntries; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}

/** Enters a whole value at once (click, then paste): far quicker than `user.type` key by key. */
export async function enterText(user: UserEvent, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
