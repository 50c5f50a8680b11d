import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The back office is served by the API server under /admin in production.
export default defineConfig({
  base: '/admin/',
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
});
