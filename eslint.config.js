import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = [
  'auth',
  'brands',
  'creators',
  'products',
  'campaigns',
  'ugc-projects',
  'overview',
  'payments',
  'onboarding',
  'creator-portal',
  'placeholders',
  'account',
];

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message:
            "Use `import * as z from 'zod'`: importing the z namespace object defeats tree-shaking (+350 KB per bundle).",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features do not import each other; the app composes them (DESIGN section 6).
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
  {
    files: ['infra/local/**/*.ts', 'infra/scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
