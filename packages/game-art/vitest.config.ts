import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'game-art', include: ['src/**/*.test.ts'], environment: 'node' },
});
