// Mantine's global styles and the styles every page needs; components import their own CSS next to them,
// so admin-only styles load with the admin chunks.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@/app/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { BootError } from '@/app/boot-error';
import { createRoutes, prefetchRouteData, preloadRoutesInTasks, startEarlyRouteRequests } from '@/app/router';
import { freshStoredSession, storedSessionUser } from '@/lib/auth';
import { loadConfig } from '@/lib/config';
import { yieldToMain } from '@/lib/yield-to-main';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const routes = createRoutes();
const pathname = window.location.pathname;

/**
 * The start-up, as a chain of short tasks rather than a few long ones: on a slow phone each step below is tens of
 * milliseconds, and every task over 50 ms blocks (docs/performance.md, "Start-up in small tasks"). The page's modules
 * load while /config.json does, up to the first guard, and so does the small module that fetches the page's first
 * data; with the config, the stored session tells whether the guard will let the user in, and the rest of the page's
 * modules load too, with the page's first data when the stored tokens need no refresh.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  // Awaited below, a few tasks later: handled now, so that a failure is not reported as unhandled in between.
  config.catch(() => undefined);
  await yieldToMain();
  await preloadRoutesInTasks(routes, pathname, { prefetchCode: true });
  // The first localStorage access loads the origin's storage area through a synchronous call to the browser process:
  // made while /config.json is on its way, in a task of its own.
  warmLocalStorage();
  const { apiBase } = await config;
  await yieldToMain();
  const user = storedSessionUser();
  // The page's first API reads leave now, while its code is still on its way (docs/performance.md, "Early requests").
  const fresh = freshStoredSession();
  if (fresh) startEarlyRouteRequests(routes, pathname, fresh, apiBase);
  await preloadRoutesInTasks(routes, pathname, { user });
  if (fresh) prefetchRouteData(routes, pathname, fresh.user);
  // A page's first Intl object loads the browser's ICU data and time zone (40-70 ms of main thread on this host, a
  // long task on a phone), and every signed-in page formats dates: paid now, while the page's code downloads, rather
  // than inside the first render or a chunk's evaluation (docs/performance.md). /login formats none.
  if (user) setTimeout(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(0));
  // As a transition, React renders the app in slices that leave the main thread free in between, instead of in
  // one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    ),
  );
}

function warmLocalStorage(): void {
  try {
    void localStorage.length;
  } catch {
    // storage disabled: the session readers treat it as no session
  }
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<BootError />);
});
