import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { APP_PATHS, createAppRouter, type AppRouter } from './router';

/** The app: one query client and one router, created once inside the component (DESIGN section 7). */
export function App() {
  const [{ queryClient, router }] = useState(() => {
    const holder: { router?: AppRouter } = {};
    // A 401 from the API means the session is gone: sign out properly (which also lands on /login).
    const client = createQueryClient({
      onUnauthorized: () => {
        const current = holder.router;
        if (current && current.state.location.pathname !== APP_PATHS.logout) void current.navigate(APP_PATHS.logout);
      },
    });
    holder.router = createAppRouter(client);
    return { queryClient: client, router: holder.router };
  });

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
