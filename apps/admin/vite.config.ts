import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy, precompressed, reactRouterProduction } from '../../build/vite-shared.ts';

// The back office is served by the API server under /admin in production.
export default defineConfig(({ command }) => ({
  base: '/admin/',
  resolve: { alias: reactRouterProduction(command, import.meta.url) },
  plugins: [react(), precompressed()],
  build: {
    outDir: 'dist',
    // One vendor file (React, router, query, zod, i18n) of about 600 kB, 185 kB gzipped.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: a separate file stays cached across releases.
        // Except the rich-text editor (TipTap, ProseMirror): it comes with the editors, lazily.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy: apiProxy() },
  preview: { port: 5174, proxy: apiProxy() },
}));
