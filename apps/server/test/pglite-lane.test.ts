import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_LANE, PGLITE_LANE_FILES } from './pglite-lane.js';

const serverRoot = path.resolve(import.meta.dirname, '..');
/** Code that hands SQL to the engine itself, where PostgreSQL and PGlite could differ. */
const RAW_SQL = /\bqueryRows\b|\.execute\(|sql\.raw\(|pg_(try_)?advisory/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The folders (relative to apps/server) holding code that sends raw SQL. */
function rawSqlFolders(): string[] {
  const folders = sourceFiles(path.join(serverRoot, 'src'))
    .filter((file) => !file.includes(`${path.sep}schema${path.sep}`))
    .filter((file) => RAW_SQL.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(serverRoot, path.dirname(file)));
  return [...new Set(folders)].sort();
}

describe('the PGlite lane of a PostgreSQL run', () => {
  it('has a test file for every module that sends SQL of its own', () => {
    const uncovered = rawSqlFolders().filter((folder) => !PGLITE_LANE[folder]?.length);
    expect(uncovered).toEqual([]);
  });

  it('names only test files that exist', () => {
    const missing = PGLITE_LANE_FILES.filter(
      (file) => !file.endsWith('.test.ts') || !fs.existsSync(path.join(serverRoot, file)),
    );
    expect(missing).toEqual([]);
  });

  it('detects a module with raw SQL (the scan is not blind)', () => {
    expect(rawSqlFolders()).toEqual(
      expect.arrayContaining(['src/db', 'src/domains/cashier/ledger']),
    );
  });
});
