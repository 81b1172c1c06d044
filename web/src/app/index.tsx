import { useCallback, useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { NavigationBridge } from './navigation';
import { AppProvider } from './provider';
import { PreloadPastGuardContext } from './route-preload';
import { createRoutes, preloadPastGuard } from './router';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app: Mantine around a browser router and the route table (created once). A declarative router, not a data
 * router: the data router's runtime (loaders, actions, fetchers) would cost /login about 16 KB gzip; guards are
 * components (see router.tsx). main.tsx passes the table it has already started preloading.
 */
export function App({ routes: given }: { routes?: RouteObject[] }) {
  const [routes] = useState(() => given ?? createRoutes());
  const preloadBelowGuard = useCallback((pathname: string) => preloadPastGuard(routes, pathname), [routes]);
  return (
    <AppProvider>
      <PreloadPastGuardContext value={preloadBelowGuard}>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </PreloadPastGuardContext>
    </AppProvider>
  );
}
