import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.js';

// One Vitest run over every workspace; each project has its own config next to its code.
export default defineConfig({
  test: {
    // Two files at a time on this 2-core machine: a server file mostly waits on its database.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'packages/game-art',
      'packages/games',
      ...serverProjects(),
      'apps/web',
      'apps/admin',
      'apps/vendor-sim',
    ],
  },
});
