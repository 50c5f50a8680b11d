import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies beside each asset: the server sends them as they are (no work per request).
  plugins: [
    react(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/\.map$/] }),
  ],
  build: { outDir: 'dist', sourcemap: true },
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
