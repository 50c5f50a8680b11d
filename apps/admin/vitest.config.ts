import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one import of React, the router and the app's modules (paid per
    // file, it was two thirds of this suite's time). setup.ts cleans the DOM and storage each test.
    isolate: false,
    // Above the 4 s of findBy/waitFor (src/test/setup.ts), so a slow render fails with its query.
    testTimeout: 15_000,
    css: false,
  },
});
