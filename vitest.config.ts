import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project has its own config next to its code.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/game-art',
      'packages/games',
      'apps/server',
      'apps/web',
      'apps/admin',
      'apps/vendor-sim',
    ],
  },
});
