import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** React Router's production build, which its package does not export (see apps/web/vite.config.ts). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The back office is served by the API server under /admin in production.
export default defineConfig(({ command }) => ({
  base: '/admin/',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // Brotli and gzip copies beside each asset: the server sends them as they are (no work per request).
  plugins: [
    react(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.map$/] }),
  ],
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
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
}));
