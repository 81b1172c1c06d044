import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every folder of web/src/features: a new feature is held to the rule below without being listed. */
const FEATURES = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Where a DynamoDB command may be built and a table key written: the data layer (docs/data-layer.md) and tests. */
const DATA_LAYER_EXEMPT = ['functions/src/data/**', 'functions/src/testing/**', 'functions/src/**/*.test.ts'];

/**
 * Mantine's useId sets state in a layout effect on mount: every component using it renders twice, the second time
 * synchronously inside the page's commit (docs/performance.md, "Nothing renders twice on mount").
 */
const MANTINE_USE_ID = {
  name: '@mantine/hooks',
  importNames: ['useId'],
  message: "Use React's useId: Mantine's renders the component again, synchronously, once it has mounted.",
};

/** Mantine's confirm modals go through their on-demand host (docs/performance.md, "Closed overlays mount nothing"). */
const MANTINE_MODALS = {
  name: '@mantine/modals',
  allowTypeImports: true,
  message: 'Use openConfirmModal and ConfirmModals from @/components/confirm-modals: they mount the modal when asked.',
};

const ZOD_NAMESPACE = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message:
    "Use `import * as z from 'zod'`: importing the z namespace object defeats tree-shaking (+350 KB per bundle).",
};

/**
 * useDeferredValue's initial value spawns a deferred render at mount; inside a non-urgent render (a route's first
 * render is a Suspense retry) that render interrupted the one it came from and React began again from the root, over
 * and over (docs/performance.md, "A deferred value's initial value").
 */
const DEFERRED_INITIAL_VALUE = {
  selector: "CallExpression[callee.name='useDeferredValue'][arguments.length>1]",
  message:
    'No initial value: on mount it restarts the render it is in (docs/performance.md). Defer updates only: useDeferredValue(value).',
};

// Mantine's Loader is a plain span: a name on it without a role is a prohibited ARIA attribute (axe aria-prohibited-attr).
const LABELLED_LOADER_WITHOUT_ROLE = {
  selector:
    "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
  message: 'A labelled Loader needs role="status" (a span may not carry aria-label alone).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data/**',
      '.data-e2e/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ZOD_NAMESPACE],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [MANTINE_USE_ID, MANTINE_MODALS] }],
      'no-restricted-syntax': ['error', ZOD_NAMESPACE, DEFERRED_INITIAL_VALUE, LABELLED_LOADER_WITHOUT_ROLE],
    },
  },
  {
    files: ['web/src/components/confirm-modals.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [MANTINE_USE_ID] }] },
  },
  // Web features do not import each other; the app composes them (docs/performance.md keeps chunks per feature).
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MANTINE_USE_ID, MANTINE_MODALS],
          patterns: [
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `@/features/${other}`,
                `@/features/${other}/**`,
              ]),
              message: 'Features do not import each other; compose them in src/app.',
            },
            { group: ['@/app', '@/app/**', '**/app/**'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  })),
  // One data layer owns every key and write of the table (docs/data-layer.md): outside it, no DynamoDB command and no
  // key literal such as 'PROJECT#…'.
  {
    files: ['functions/src/**/*.ts'],
    ignores: DATA_LAYER_EXEMPT,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'DynamoDB is reached through functions/src/data only (docs/data-layer.md).',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        ZOD_NAMESPACE,
        {
          selector: 'Literal[value=/^[A-Z][A-Z_]+#/], TemplateElement[value.raw=/^[A-Z][A-Z_]+#/]',
          message: 'Table keys are built in functions/src/data/keys.ts only (docs/data-layer.md).',
        },
      ],
    },
  },
  {
    files: ['infra/local/**/*.ts', 'infra/scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
