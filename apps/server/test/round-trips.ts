import type pg from 'pg';
import type { Database } from '../src/db/client.js';

/**
 * Counts the database round trips of a PostgreSQL app: every `query` on the pool or on a client
 * it hands out is one (a batched BEGIN; EXECUTE; COMMIT is one query, so one trip). Answers null
 * on PGlite (in-process: no trips to count).
 */
export function roundTripCounter(
  db: Database,
): { count(): number; reset(): void; texts(): string[] } | null {
  const pool = (db as unknown as { $client: pg.Pool & { connect?: unknown } }).$client;
  if (typeof (pool as { totalCount?: unknown }).totalCount !== 'number') return null;
  let n = 0;
  let texts: string[] = [];
  const patched = new WeakSet<object>();
  const wrap = (target: { query: (...a: unknown[]) => unknown }) => {
    if (patched.has(target)) return;
    patched.add(target);
    const original = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      n++;
      const a = args[0] as string | { text?: string };
      texts.push(typeof a === 'string' ? a : (a.text ?? ''));
      return original(...args);
    };
  };
  // pool.query connects a client too (with a callback): wrapping the clients counts both.
  type Callback = (err: Error | undefined, client: pg.PoolClient, done: () => void) => void;
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<pg.PoolClient> | void;
  (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) => {
    if (cb) {
      return connect((err, client, done) => {
        if (client) wrap(client as unknown as { query: (...a: unknown[]) => unknown });
        cb(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      wrap(client as unknown as { query: (...a: unknown[]) => unknown });
      return client;
    });
  };
  return {
    count: () => n,
    texts: () => texts,
    reset: () => {
      n = 0;
      texts = [];
    },
  };
}
