import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy, precompressed, reactRouterProduction } from '../../build/vite-shared.ts';
import { staticShell } from './build/static-shell.ts';
import { initialJsReport } from './initial-js-report.ts';
import { pwa } from './pwa.config.ts';

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: { alias: reactRouterProduction(command, import.meta.url) },
  plugins: [react(), precompressed(), initialJsReport(), staticShell(), pwa()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A chunk of the `shared` group below (and its stylesheet) is named after every screen
        // that uses it: too long for an address (the boot script lists the first screen's files
        // in the HTML).
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names[0]?.startsWith('shared')
            ? 'assets/shared-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // Everything the entry imports statically in one file: a phone pays for each module
        // script it starts (a preload link, a fetch, a module record), and the first screen
        // needs them all anyway. Lazy chunks import what they share with it from there.
        // zod is one chunk of its own for the forms (it was three, each a module script to fetch and link).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Modules shared by lazy screens: those used by the same screens are one chunk, and
            // a set under 2 KB (an icon, a small helper) joins its closest neighbour. The lobby
            // fetched 46 module scripts, each a preload link and a fetch started on the main
            // thread; now 37. (At 8 KB a merge ran a module before one it needs.)
            {
              name: 'shared',
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 2 * 1024,
            },
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
  server: { port: 5173, proxy: apiProxy() },
  preview: { port: 4173, proxy: apiProxy() },
}));
