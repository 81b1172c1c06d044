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
import { createRoutes, preloadRoutes } from '@/app/router';
import { freshStoredSessionUser, storedSessionUser } from '@/lib/auth';
import { loadConfig } from '@/lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The page's modules load while /config.json does, up to the first guard, and so does the small module that fetches
// the page's first data; with the config, the stored session tells whether the guard will let the user in, and the
// rest of the page's modules load too, with the page's first data when the stored tokens need no refresh.
const routes = createRoutes();
preloadRoutes(routes, window.location.pathname, { prefetchCode: true });

loadConfig().then(
  () => {
    const user = storedSessionUser();
    preloadRoutes(routes, window.location.pathname, { user, prefetchFor: freshStoredSessionUser() });
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
  },
  (error: unknown) => {
    console.error(error);
    root.render(<BootError />);
  },
);
