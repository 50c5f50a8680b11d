import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { PGLITE_LANE_FILES } from './test/pglite-lane.js';

const root = import.meta.dirname;

function serverProject(
  name: string,
  include: string[],
  env: Record<string, string> = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root,
      environment: 'node',
      include,
      env,
      // Migrates and seeds the templates each test file copies (test/test-database.ts).
      globalSetup: [path.join(root, 'test/global-setup.ts')],
      // Password hashes at a test's cost (src/platform/passwords.ts says why).
      setupFiles: [path.join(root, 'test/setup-passwords.ts')],
      // Files of a worker share their imports (the app's ~1.6 s import was paid per file); each
      // file still builds its own app on its own database.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * The server's test projects: `server`, the whole suite on PostgreSQL when TEST_DATABASE_URL is
 * set (on PGlite otherwise), and with TEST_DATABASE_URL also `server-pglite`, the files of the
 * PGlite lane (test/pglite-lane.ts) on PGlite.
 */
export function serverProjects(): TestProjectInlineConfiguration[] {
  const whole = serverProject('server', ['src/**/*.test.ts', 'test/**/*.test.ts']);
  if (!process.env.TEST_DATABASE_URL) return [whole];
  return [whole, serverProject('server-pglite', PGLITE_LANE_FILES, { TEST_DB_ENGINE: 'pglite' })];
}
