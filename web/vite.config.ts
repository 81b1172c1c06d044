import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/**
 * Chunks that must stay out of the /login entry: aws-amplify is only ever imported dynamically
 * (src/lib/auth.ts) and lands in its own chunk; React and the router form a long-lived vendor chunk.
 * Admin code needs no group: every admin route module is lazy, so it is split off by its dynamic import.
 */
const CHUNK_GROUPS = [
  // tslib is shared by aws-amplify and react-remove-scroll (Mantine modals and notifications): keep it apart so
  // that those do not drag the amplify chunk in.
  { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/, priority: 30 },
  {
    name: 'amplify',
    test: /[\\/]node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
    priority: 20,
  },
  // The form kit every public page uses (sign-in, sign-up, password reset, registration): the inputs, alerts and
  // the shared public-page components, with what they depend on. One chunk instead of a dozen small shared ones,
  // which cost /login more in per-file overhead and lost compression than they save. Not @mantine/form: /login does
  // not use it, and a group takes in every matching module, used by the page or not.
  {
    name: 'public-ui',
    test: /[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Alert)[\\/]|web[\\/]src[\\/]components[\\/](loading-button|status-alert|public-card|public-links|logo)\.tsx|web[\\/]src[\\/]lib[\\/](auth-errors|api-error|auth-query)\.ts|web[\\/]src[\\/]features[\\/]auth[\\/]login-state\.ts|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|queryOptions)\.js)/,
    priority: 5,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': srcDir },
  },
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
    css: false,
    clearMocks: true,
    unstubGlobals: true,
  },
});
