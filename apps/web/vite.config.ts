import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { staticShell } from './build/static-shell.ts';
import { initialJsReport } from './initial-js-report.ts';
import { pwa } from './pwa.config.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
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
});
