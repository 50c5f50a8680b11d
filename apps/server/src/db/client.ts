import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; unset for embedded PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dumped PGlite data directory to start from (tests copy their run's template). */
  pgliteDataDir?: Blob;
  poolSize?: number;
  /** Told when an idle pooled connection is lost (logged by main.ts). */
  onIdleError?: (err: Error) => void;
}

/** Opens PostgreSQL through a node-postgres pool, or embedded PGlite when no URL is given. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // An idle connection dropped by the server (restart, failover, admin) is replaced on next
    // use; without a listener the 'error' event would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    // Fail fast with a clear message when the server is unreachable.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(
    dir,
    options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {},
  );
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** Cheap liveness probe for /api/health. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and answers its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
