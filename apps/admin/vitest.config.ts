import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 4 s of findBy/waitFor (src/test/setup.ts), so a slow render fails with its query.
    testTimeout: 15_000,
    css: false,
  },
});
