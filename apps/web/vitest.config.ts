import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 4 s of findBy/waitFor (src/test/setup.ts), so a slow render fails with its query.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
