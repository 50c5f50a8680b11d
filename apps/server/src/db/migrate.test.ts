import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  dropScratchDatabase,
  testEngine,
} from '../../test/test-database.js';
import { openDatabase } from './client.js';
import fs from 'node:fs';
import { seedFirstRun } from '../bootstrap.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';

const countTables = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
  const res = await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_name in ('site_settings','operators','operator_sessions','audit_log')`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('migrations', () => {
  it('are idempotent on PGlite', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(handle);
    await runMigrations(handle);
    expect(await countTables(handle.db)).toBe(4);
    await handle.close();
  });

  const engine = testEngine();
  it.runIf(engine.kind === 'postgres')(
    'apply once when several processes start at once on one PostgreSQL (advisory lock)',
    async () => {
      if (engine.kind !== 'postgres') return;
      const { serverUrl } = engine;
      const url = await createScratchDatabase(serverUrl);
      const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url, poolSize: 1 })));
      try {
        await Promise.all(handles.map((h) => runMigrations(h, url)));
        expect(await countTables(handles[0]!.db)).toBe(4);
        const applied = await handles[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(files.length);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await dropScratchDatabase(serverUrl, url);
      }
    },
  );

  it.runIf(engine.kind === 'postgres')(
    'write the first-run data once when several processes start at once on an empty database',
    async () => {
      if (engine.kind !== 'postgres') return;
      const { serverUrl } = engine;
      const url = await createScratchDatabase(serverUrl);
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));
      try {
        const created: boolean[] = [];
        // Each start seeds under the lock; before, two of them raced into accounts_username_uq.
        await Promise.all(
          handles.map((h) =>
            runMigrations(h, url, async () => {
              created.push((await seedFirstRun(h, 'First-Run-Admin-2026')).created);
            }),
          ),
        );
        expect(created.filter(Boolean)).toHaveLength(1);
        const rows = await handles[0]!.db.execute(
          sql`select (select count(*)::int from operators) as operators,
                     (select count(*)::int from accounts where username = 'member01') as members`,
        );
        expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
          operators: 1,
          members: 1,
        });
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await dropScratchDatabase(serverUrl, url);
      }
    },
  );
});
