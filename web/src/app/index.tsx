import { useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { NavigationBridge } from './navigation';
import { AppProvider } from './provider';
import { createRoutes } from './router';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app: Mantine around a browser router and the route table (created once, inside the component). A declarative
 * router, not a data router: the data router's runtime (loaders, actions, fetchers) would cost /login about 16 KB
 * gzip; guards are components (see router.tsx).
 */
export function App() {
  const [routes] = useState(createRoutes);
  return (
    <AppProvider>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProvider>
  );
}
