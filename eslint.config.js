import js from '@eslint/js';
import path from 'node:path';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // CommonJS config and tool files.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Architecture boundaries (ARCHITECTURE.md, docs/architecture.md): a server module is used only
  // through its index.ts, platform/ and db/ know no domain, packages never import an app. Import
  // cycles are caught by dependency-cruiser (`npm run lint:deps`).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*test-kit.ts',
      '**/live-test-client.ts',
      '**/crash-child.ts',
    ],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.join(import.meta.dirname, 'scripts/eslint-resolver.cjs')]: {} },
      'boundaries/elements': [
        {
          type: 'server-module',
          pattern: 'apps/server/src/domains/*/*',
          capture: ['domain', 'module'],
        },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'web-feature', pattern: 'apps/*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: 'apps/*', capture: ['app'] },
        { type: 'package', pattern: 'packages/*', capture: ['package'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'allow',
          policies: [
            {
              // Another module's inner file; its index.ts is the only door.
              disallow: {
                to: {
                  element: {
                    types: ['server-module', 'web-feature'],
                    // A feature's lazily loaded routes are public too (the router imports them).
                    fileInternalPath: '!{index.ts,routes/**}',
                  },
                },
                dependency: { relationship: { to: null } },
              },
              message: 'Import another module only through its index.ts (its public face)',
            },
            {
              from: { element: { types: ['server-platform', 'server-db'] } },
              disallow: { to: { element: { type: 'server-module' } } },
              message: 'platform/ and db/ hold mechanisms only: they import no domain module',
            },
            {
              from: { element: { type: 'package' } },
              disallow: {
                to: {
                  element: {
                    types: ['app', 'server-module', 'server-platform', 'server-db'],
                  },
                },
              },
              message: 'packages/* never import an app',
            },
          ],
        },
      ],
    },
  },
);
