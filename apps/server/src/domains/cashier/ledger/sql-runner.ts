import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseKind } from '../../../db/client.js';
import { runBatched, type BatchedStatement } from './batched-statement.js';

export type { BatchedStatement } from './batched-statement.js';

/** Runs one parameterised statement ($1, $2, …) and answers its rows. */
export interface SqlRunner {
  /**
   * `name` (optional, unique per text) lets PostgreSQL parse and plan a hot statement once per
   * connection instead of on every call; other drivers ignore it. `commit`: in a transaction,
   * this is its last statement and the commit may travel with it (then nothing may follow).
   * `also` / `before`: named statements run right after / before this one (in its round trip
   * when batched); their rows are not answered, except the `before` ones' to `onBefore`.
   */
  query<T>(text: string, params?: unknown[], name?: string, options?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions {
  commit?: boolean;
  also?: BatchedStatement[];
  before?: BatchedStatement[];
  onBefore?: (rows: unknown[][]) => void;
}

/** A runner outside any transaction, plus a way to run a function in one. */
export interface TransactionalRunner extends SqlRunner {
  transaction<T>(fn: (q: SqlRunner) => Promise<T>): Promise<T>;
}

/** What a caller's own drizzle transaction offers (`db.transaction(async (tx) => …)`). */
export interface DrizzleExecutor {
  execute(query: SQL): Promise<unknown>;
}

/**
 * The ledger's hot path talks to the driver directly: drizzle's transaction wrapper costs
 * 20–50 % of a short money transaction on this machine (ARCHITECTURE.md, stack notes).
 */
export function driverRunner(db: Database, kind: DatabaseKind): TransactionalRunner {
  const client = (db as unknown as { $client: unknown }).$client;
  return kind === 'pglite' ? pgliteRunner(client as PGlite) : poolRunner(client as pg.Pool);
}

/**
 * A runner on PGlite or one of its transactions: PGlite sends one statement at a time, so the
 * `before` / `also` statements run one by one around the answered one.
 */
function pgliteQueries(target: Pick<PGlite, 'query'>): SqlRunner {
  return {
    query: async <T>(
      text: string,
      params: unknown[] = [],
      _name?: string,
      options: QueryOptions = {},
    ) => {
      const beforeRows: unknown[][] = [];
      for (const s of options.before ?? []) {
        beforeRows.push((await target.query(s.text, s.params)).rows);
      }
      options.onBefore?.(beforeRows);
      const rows = (await target.query<T>(text, params)).rows;
      for (const s of options.also ?? []) await target.query(s.text, s.params);
      return rows;
    },
  };
}

function pgliteRunner(client: PGlite): TransactionalRunner {
  return {
    ...pgliteQueries(client),
    // PGlite has one connection: its transaction() queues behind any other work.
    transaction: (fn) => client.transaction((tx) => fn(pgliteQueries(tx))),
  };
}

function poolRunner(pool: pg.Pool): TransactionalRunner {
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[],
    transaction: async (fn) => {
      const conn = await pool.connect();
      let broken: Error | undefined;
      // BEGIN goes with the first statement and COMMIT with one marked `commit` when they are
      // named (runBatched: one round trip instead of two or three).
      let state = 'new' as 'new' | 'open' | 'committed';
      try {
        const run: SqlRunner = {
          query: async <T>(
            text: string,
            params: unknown[] = [],
            name?: string,
            options: QueryOptions = {},
          ) => {
            const begin = state === 'new';
            const commit = options.commit ?? false;
            const also = options.also ?? [];
            const before = options.before ?? [];
            state = 'open';
            if (name && (begin || commit || also.length > 0 || before.length > 0)) {
              const rows = await runBatched<T>(
                conn,
                { name, text, params },
                { begin, commit },
                also,
                before,
                options.onBefore,
              );
              if (commit) state = 'committed';
              return rows;
            }
            if (also.length > 0 || before.length > 0) {
              throw new Error('batched statements need a named statement');
            }
            if (begin) await conn.query('BEGIN');
            const result = await conn.query(
              name ? { name, text, values: params } : { text, values: params },
            );
            if (commit) {
              await conn.query('COMMIT');
              state = 'committed';
            }
            return result.rows as T[];
          },
        };
        const result = await fn(run);
        if (state === 'open') await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw err;
      } finally {
        // A connection that could not roll back is discarded, not reused.
        conn.release(broken);
      }
    },
  };
}

/** Runs ledger statements inside a caller's drizzle transaction (money + its business row). */
export function drizzleRunner(tx: DrizzleExecutor): SqlRunner {
  return {
    query: async <T>(text: string, params: unknown[] = []) => {
      const result = (await tx.execute(toDrizzleSql(text, params))) as { rows: T[] };
      return result.rows;
    },
  };
}

/** '$1 … $2' text with positional params → a drizzle SQL object with the same params. */
function toDrizzleSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    // Odd positions are the captured placeholder numbers.
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(params[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}
