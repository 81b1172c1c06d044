import { createContext } from 'react';

/**
 * From a guard that has let the user in: start loading the modules of the routes below it for `pathname` at once
 * (see preloadRoutes in router.tsx). Does nothing outside the app (component tests).
 */
export const PreloadPastGuardContext = createContext<(pathname: string) => void>(() => undefined);
