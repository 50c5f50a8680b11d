import type { TestProject } from 'vitest/node';
import { lowerPasswordCostUnderTest } from '../src/platform/passwords.js';
import { makeTestTemplates, testEngine } from './test-database.js';

/**
 * Once per run of a server test project: migrate and seed the template databases every test file
 * copies (test/test-database.ts), and remove them at the end.
 */
export default async function setup(project: TestProject) {
  // The project's env (TEST_DB_ENGINE of the PGlite lane) reaches its workers, not this process.
  lowerPasswordCostUnderTest();
  const engine = testEngine({ ...process.env, ...project.config.env });
  const { templates, remove } = await makeTestTemplates(engine);
  project.provide('testTemplates', templates);
  return remove;
}
