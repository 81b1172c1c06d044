import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { NavigatingRouter } from './session-expiry';

const current: { location: { pathname: string; search: string }; navigate?: NavigateFunction } = {
  location: { pathname: window.location.pathname, search: window.location.search },
};

/**
 * The router as code outside React sees it (the query client's 401 handler): the current location and `navigate`,
 * kept up to date by <NavigationBridge> inside the router.
 */
export const appNavigator: NavigatingRouter = {
  get state() {
    return { location: current.location };
  },
  navigate: (to, options) => current.navigate?.(to, options),
};

/** Rendered once inside the router: hands its location and `navigate` to appNavigator. */
export function NavigationBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    current.location = location;
    current.navigate = navigate;
  }, [location, navigate]);
  return null;
}
