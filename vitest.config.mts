import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          // Metrics are counted by spies on lib/metrics.ts; their EMF records would only clutter the output.
          env: { LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'integration',
          root: '.',
          environment: 'node',
          include: ['functions/src/**/*.int.test.ts', 'infra/local/**/*.test.ts'],
          globalSetup: ['./infra/local/test-stack.global.ts'],
          // Each file's events are handed over before the next file begins (the event tail is the run's, not a file's).
          setupFiles: ['./functions/src/testing/events-settled.setup.ts'],
          // Test files that call consumers or the data layer themselves: no EMF records in the output (the local
          // stack's own handlers run with POWERTOOLS_DEV, which turns metrics off too).
          env: { POWERTOOLS_METRICS_DISABLED: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          root: './infra',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
