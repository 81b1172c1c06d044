import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const dirOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname).replace(/\/$/, '');

const SEP = String.raw`[\\/]`;
/** A module id test: any of `paths` (written with `/`) inside `node_modules` or the repository. */
function paths(...patterns: string[]): RegExp {
  return new RegExp(`${SEP}(${patterns.map((pattern) => pattern.replaceAll('/', SEP)).join('|')})`);
}

/**
 * What /login uses of Mantine core: its infrastructure (provider, Box, factory, styles API) and these components.
 * They form the public-ui chunk; the rest of Mantine goes to mantine-app, which /login must not load (the bench's
 * /login budget line shows it if a public page starts using a component missing here).
 */
const LOGIN_MANTINE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
];

/** What the admin and creator layouts and the confirm-modal provider use of Mantine core. */
const SHELL_MANTINE_COMPONENTS = [
  'AppShell',
  'Burger',
  'Collapse',
  'FocusTrap',
  'Modal',
  'ModalBase',
  'NavLink',
  'OptionalPortal',
  'Overlay',
  'Portal',
  'ScrollArea',
  'VisuallyHidden',
];

/**
 * How the build splits the app. Every route module is lazy, so each page is split off by its dynamic import; these
 * groups collect what pages share into a few chunks instead of dozens of small ones (each costs a request and
 * compresses worse), and keep what /login does not use out of the chunks it loads. A group takes in the modules that
 * match and what they import, the higher priority first.
 */
const CHUNK_GROUPS = [
  // tslib is shared by aws-amplify and react-remove-scroll (Mantine modals): apart, so that neither drags the other in.
  { name: 'tslib', test: paths('node_modules/tslib/'), priority: 30 },
  // Only ever imported dynamically (src/lib/auth.ts): sign-in, sign-out and token refresh.
  {
    name: 'amplify',
    test: paths('node_modules/(aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)/'),
    priority: 20,
  },
  // React and the router: a long-lived vendor chunk.
  {
    name: 'react',
    test: paths('node_modules/(react|react-dom|scheduler|react-router|react-router-dom)/'),
    priority: 10,
  },
  // The kit of /login and the other public pages: Mantine's core with the components above, the shared public-page
  // components and the few small modules /login shares with the signed-in pages. Not @mantine/form: /login does not
  // use it.
  {
    name: 'public-ui',
    test: paths(
      '@mantine/core/esm/core/',
      `@mantine/core/esm/components/(${LOGIN_MANTINE_COMPONENTS.join('|')})/`,
      // The id maker of the notifications store, which the entry imports (src/app/provider.tsx): in the shell group,
      // where the focus trap took it in, it made /login load the whole shell chunk (32 KB) for one function.
      '@mantine/hooks/esm/utils/random-id/',
      'web/src/components/(loading-button|status-alert|public-card|public-links|logo)\\.tsx',
      'web/src/lib/(auth-errors|api-error|auth-query)\\.ts',
      'web/src/features/auth/login-state\\.ts',
      '@tanstack/react-query/build/modern/(QueryClientProvider|queryOptions)\\.js',
    ),
    priority: 5,
  },
  // What the signed-in areas' shells use of Mantine (app shell, navigation, the confirm modals and their scroll lock):
  // every signed-in page loads it, no public page does. (Component modules only: their styles are imported by the
  // app's own modules.)
  {
    name: 'mantine-shell',
    test: paths(
      `@mantine/core/esm/components/(${SHELL_MANTINE_COMPONENTS.join('|')})/`,
      '@mantine/modals/esm/',
      'node_modules/(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)/',
    ),
    priority: 4,
  },
  // Icons are a few hundred bytes each: one chunk for all of them instead of a request per icon.
  { name: 'icons', test: paths('node_modules/@tabler/icons-react/'), priority: 3 },
  // TanStack Query (every page under QueryLayout), zod and the form library (the pages with forms).
  { name: 'query', test: paths('node_modules/@tanstack/(query-core|react-query)/'), priority: 3 },
  { name: 'zod', test: paths('node_modules/zod/'), priority: 3 },
  { name: 'form', test: paths('node_modules/(@mantine/form|klona|fast-deep-equal)/'), priority: 3 },
];

/**
 * React Router publishes its development build (extra checks and warnings) as the default export condition and its
 * production build only by path: the production bundle takes that one (docs/performance.md).
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: dirOf('../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: dirOf('../node_modules/react-router/dist/production/dom-export.mjs') },
];

/** The app's font file (src/app/fonts.css), as the dev server serves it. */
const FONT_FILE = '/src/app/fonts/inter-latin.woff2';

/**
 * Preloads the app's font file (src/app/fonts.css) from index.html, in the build and on the dev server alike, so that
 * it is there before the first text is laid out: a font that is late is not used on that page (`font-display:
 * optional`), and without the preload `npm start` showed the system font.
 */
function preloadFonts(): Plugin {
  return {
    name: 'reelbridge-preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        let href = FONT_FILE;
        if (bundle) {
          const font = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.names.includes('inter-latin.woff2'),
          );
          if (!font) throw new Error('preloadFonts: the Latin font file is missing from the build (src/app/fonts.css)');
          href = `/${font.fileName}`;
        }
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Mantine's components take their ids from src/lib/mantine-use-id.ts, React's id as it is, instead of Mantine's
 * `useId`, which swaps in a random id in a layout effect on mount and so renders every such component twice while the
 * page commits. Build only, like the React Router alias: the dev server and the tests run Mantine's own.
 */
function mantineUseReactId(): Plugin {
  const importer = paths('node_modules/@mantine/hooks/esm/index.mjs');
  let replaced = false;
  return {
    name: 'reelbridge-mantine-use-react-id',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      if (source !== './use-id/use-id.mjs' || !from || !importer.test(from)) return null;
      replaced = true;
      return `${srcDir}/lib/mantine-use-id.ts`;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error("mantineUseReactId: @mantine/hooks no longer imports './use-id/use-id.mjs'; update the plugin");
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadFonts(), mantineUseReactId()],
  resolve: {
    alias: [
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      { find: '@', replacement: srcDir },
      // zod with its jitless setting (src/lib/zod.ts), wherever a schema is first used.
      { find: /^zod$/, replacement: `${srcDir}/lib/zod.ts` },
    ],
  },
  server: {
    // This machine only: the dev server serves source files and proxies the local API.
    host: '127.0.0.1',
    fs: {
      // Vite would allow the whole npm workspace, the repository's data folders included (/@fs/…/.data/ holds the
      // local payment key and the mailbox): only the app, the shared package and the installed packages.
      strict: true,
      allow: [dirOf('./'), dirOf('../shared'), dirOf('../node_modules')],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.data/**', '**/.data-*/**', '**/.cognito/**'],
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // npm test runs two Vitest workers on CI's two cores (scripts/test.sh): a test of a few findBy steps may take
    // longer than the default 5 s there. A time budget only; no assertion depends on it.
    testTimeout: 20_000,
    css: false,
    clearMocks: true,
    unstubGlobals: true,
  },
}));
