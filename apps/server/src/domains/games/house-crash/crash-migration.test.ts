import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  dropScratchDatabase,
  testEngine,
} from '../../../../test/test-database.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../../db/client.js';
import { MIGRATIONS_FOLDER } from '../../../db/migrate.js';
import { CrashChainStore } from './crash-chain-store.js';
import { presentChain } from './crash-present.js';

/** The salt every chain drawn before the seeding event was played with (it was in the source). */
const CONSTANT_SALT = '0000000000000000000a4b5c8a1f1c3e9d3e7b7f2b2b6e0c1d2f3a4b5c6d7e8f';
const SEEDING_MIGRATION = '0029_crash_seeding_event';

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  for (const e of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return dir;
}

/**
 * An install from before the seeding event (issue 22 item 11) upgrades: its chain, seeded with
 * the salt that was a constant in the source, is retired (audited) and plays no new game; crash
 * waits for a new chain's seeding event. Runs on the suite's engine.
 */
describe('migration 0029: chains seeded with the constant salt are retired', () => {
  const engine = testEngine();
  let handle: DatabaseHandle;
  let url: string | undefined;
  let migrate: (folder: string) => Promise<void>;
  const older = migrationsBefore(SEEDING_MIGRATION);

  beforeAll(async () => {
    if (engine.kind === 'postgres') {
      url = await createScratchDatabase(engine.serverUrl);
      handle = await openDatabase({ url, poolSize: 1 });
      migrate = async (folder) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.end();
        }
      };
    } else {
      handle = await openDatabase({ pgliteDir: 'memory://' });
      migrate = (folder) =>
        migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
  afterAll(async () => {
    await handle?.close();
    if (url && engine.kind === 'postgres') await dropScratchDatabase(engine.serverUrl, url);
    fs.rmSync(older, { recursive: true, force: true });
  });

  it('retires the old chain, audits it, and keeps its games verifiable', async () => {
    await migrate(older);
    const db = handle.db;
    // The old first start: a chain with the constant salt, a game played, one still betting.
    await db.execute(sql`INSERT INTO crash_chains (terminator, salt, length, checkpoint_every,
        sealed_checkpoints, created_at)
      VALUES (${'ab'.repeat(32)}, ${CONSTANT_SALT}, 1000000, 1000, 'sealed',
        '2026-06-01T00:00:00Z')`);
    await db.execute(sql`INSERT INTO crash_rounds (chain_id, game_number, hash, crash_point, phase,
        starts_at, crashed_at)
      VALUES (1, 1, ${'cd'.repeat(32)}, 250, 'crashed', now(), now()),
             (1, 2, ${'ef'.repeat(32)}, 120, 'betting', now(), NULL)`);

    await migrate(MIGRATIONS_FOLDER);

    const [chain] = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT salt, retired_at, retired_reason, published_at FROM crash_chains WHERE id = 1`,
    );
    expect(chain).toMatchObject({ salt: CONSTANT_SALT, retired_reason: 'constant_salt' });
    expect(chain!.retired_at).not.toBeNull();
    expect(new Date(chain!.published_at as string).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    const audit = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT action, target_id, operator_id, after FROM audit_log
           WHERE target_type = 'crash_chain'`,
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'crash.chain.retire', target_id: '1', operator_id: null }),
    ]);

    // No new game from it; its public record says retired and keeps the salt its games used.
    const store = new CrashChainStore(db, { encrypt: async (s) => s, decrypt: async (s) => s });
    expect(await store.nextGame({ chainId: 1, gameNumber: 2 })).toBeNull();
    expect(await store.nextGame(null)).toBeNull();
    const [record] = await store.list();
    expect(presentChain(record!)).toMatchObject({
      chainId: 1,
      status: 'retired',
      salt: CONSTANT_SALT,
      saltBlockHeight: null,
      saltConfirmedBy: null,
    });

    // From now on a salt is in play only once confirmed by a second operator.
    await expect(
      db.execute(sql`INSERT INTO crash_chains (terminator, salt, length, checkpoint_every,
          sealed_checkpoints) VALUES (${'12'.repeat(32)}, ${'34'.repeat(32)}, 10, 1000, 'x')`),
    ).rejects.toThrow();
  });
});
