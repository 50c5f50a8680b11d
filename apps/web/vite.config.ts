import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { staticShell } from './build/static-shell.ts';
import { initialJsReport } from './initial-js-report.ts';
import { pwa } from './pwa.config.ts';

/**
 * React Router's package exports only its development build (remix-run/react-router#14102): its
 * dev warnings and checks ran in every visitor's browser (a tenth of the entry's start-up work).
 * The site's build takes the production build it ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // Brotli and gzip copies beside each asset: the server sends them as they are (no work per request).
  plugins: [
    react(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.map$/] }),
    initialJsReport(),
    staticShell(),
    pwa(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file: a phone pays for each module
        // script it starts (a preload link, a fetch, a module record), and the first screen
        // needs them all anyway. Lazy chunks import what they share with it from there.
        // zod is one chunk of its own for the forms (it was three, each a module script to fetch and link).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
      // The contracts only declare schemas and constants: whatever the site does not use is dropped
      // (a zod schema built at module level would otherwise count as a side effect and stay).
      treeshake: {
        moduleSideEffects: [{ test: /packages\/contracts\/src\//, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
}));
