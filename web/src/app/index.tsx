import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';
import { handleUnauthorized } from './session-expiry';

/** The app: one query client and one router, created once inside the component (DESIGN section 7). */
export function App() {
  const [{ queryClient, router }] = useState(() => {
    const holder: { router?: AppRouter } = {};
    // A 401 from the API means the session is gone: back to /login, remembering the page.
    let handling = false;
    const client = createQueryClient({
      onUnauthorized: () => {
        const current = holder.router;
        if (!current || handling) return;
        handling = true;
        void handleUnauthorized(current, client).finally(() => (handling = false));
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
