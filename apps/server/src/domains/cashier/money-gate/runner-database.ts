import { drizzle } from 'drizzle-orm/pg-proxy';
import type { Database } from '../../../db/client.js';
import * as schema from '../../../db/schema/index.js';

/** What the ledger's `SqlRunner` offers (declared here: the ledger itself asks the money gate). */
export interface DriverQueries {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * A drizzle Database over a driver transaction of the hot path (the wager core and the seamless
 * wallet run on `SqlRunner`, not on drizzle), so the money gate is asked inside the money's own
 * transaction there too. `execute` answers `{ rows }` like the pg and PGlite drivers; builder
 * queries get their rows as arrays, as drizzle's proxy driver expects.
 */
export function runnerDatabase(q: DriverQueries): Database {
  return drizzle(
    async (text, params, method) => {
      const rows = await q.query<Record<string, unknown>>(text, params);
      return method === 'all'
        ? { rows: rows.map((row) => Object.values(row)) }
        : // The proxy answers `.rows` of this as execute's result: keep the drivers' shape.
          { rows: { rows } as unknown as unknown[] };
    },
    { schema },
  ) as unknown as Database;
}
