import js from '@eslint/js';
import path from 'node:path';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import tables from './scripts/eslint-table-ownership.mjs';

/**
 * Server domains in layers, lowest first (ARCHITECTURE.md "Server layout", docs/architecture.md
 * "Domain layers"): a module imports its own layer or a lower one, never a higher one. `domains`
 * are folders of `apps/server/src/domains` (those still to come are listed so that they land in
 * the right place); `backoffice` names the modules of domains/backoffice, which sit in different
 * layers.
 */
const serverLayers = [
  {
    name: 'site',
    domains: ['site'],
    // site/settings is read by every layer; messaging and operator-alerts are outbound mail/SMS
    // and alerts that identity's verification uses.
    backoffice: ['messaging', 'operator-alerts'],
  },
  // Operators and their sign-in are the staff side of identity; they import only platform/.
  { name: 'identity', domains: ['identity'], backoffice: ['operators', 'operator-auth'] },
  { name: 'cashier', domains: ['cashier'], backoffice: [] },
  { name: 'products', domains: ['games', 'lottery', 'sportsbook'], backoffice: [] },
  {
    name: 'programmes',
    domains: ['agents', 'engagement', 'responsible-gaming'],
    backoffice: [],
  },
  // The audit views read what every layer wrote; nothing depends on them.
  { name: 'content and reports', domains: ['content', 'reports'], backoffice: ['audit'] },
];

/** The `captured` selector of a set of layers' modules. */
const modulesOf = (layers) => [
  { domain: layers.flatMap((layer) => layer.domains) },
  { domain: 'backoffice', module: layers.flatMap((layer) => layer.backoffice) },
];

const layerOrder = serverLayers.map((layer) => layer.name).join(' < ');

/** One policy per layer: its modules import no module of a layer above it. */
const layerPolicies = serverLayers.slice(0, -1).map((layer, index) => ({
  from: { element: { type: 'server-module', captured: modulesOf([layer]) } },
  disallow: {
    to: { element: { type: 'server-module', captured: modulesOf(serverLayers.slice(index + 1)) } },
  },
  message: `The ${layer.name} layer imports no higher layer (${layerOrder}): {{to.captured.domain}}/{{to.captured.module}} is higher; invert the dependency with a port or an event`,
}));

/** A module folder that no layer lists (a new domain) is refused until it is given a layer. */
const noneOf = (names) => `!{${names.join(',')}}`;
const unplacedModule = {
  from: {
    element: {
      type: 'server-module',
      captured: [
        { domain: noneOf([...serverLayers.flatMap((layer) => layer.domains), 'backoffice']) },
        { domain: 'backoffice', module: noneOf(serverLayers.flatMap((layer) => layer.backoffice)) },
      ],
    },
  },
  disallow: { to: { element: { types: ['server-module', 'server-platform', 'server-db'] } } },
  message:
    '{{from.captured.domain}}/{{from.captured.module}} has no layer: add it to serverLayers in eslint.config.js',
};

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
    // Type-aware rules where a forgotten promise hides a failure: on a money platform an
    // un-awaited write or a rejected promise nobody hears is a defect. react-router's navigate()
    // answers a promise only for its own bookkeeping; a JSX handler may start async work (the
    // component shows its state), so attributes are not checked.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/scripts/**/*.ts',
      'apps/*/test/**/*.ts',
      'packages/*/src/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'NavigateFunction', package: 'react-router' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
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
  // Each server module queries its own tables; the schema says who else may read or write one
  // and why (docs/architecture.md "Table ownership"). Tests and their kits look anywhere.
  {
    files: ['apps/server/src/domains/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts', '**/*crash-child.ts'],
    plugins: { tables },
    rules: { 'tables/ownership': 'error' },
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
        // A web app's shell: router, providers, layouts. It composes features; they never import it.
        { type: 'web-shell', pattern: 'apps/*/src/app', capture: ['app'] },
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
                    types: ['app', 'web-shell', 'server-module', 'server-platform', 'server-db'],
                  },
                },
              },
              message: 'packages/* never import an app',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-shell' } } },
              message:
                'A feature does not import app/ (the shell that composes features): move what it needs to components/ or lib/, or to the feature that owns it',
            },
            ...layerPolicies,
            unplacedModule,
          ],
        },
      ],
    },
  },
);
