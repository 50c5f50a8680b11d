import { createRequire } from 'node:module';
import type pg from 'pg';

/*
 * A named statement sent with BEGIN before it and/or COMMIT after it in one round trip: the
 * simple query protocol carries several statements, but no parameters, so the statement is
 * PREPAREd once per connection and run as EXECUTE with its values as literals, escaped and
 * formatted by node-postgres itself (the text its extended protocol would send for them).
 * On this machine every round trip costs two socket system calls and two process wake-ups, a
 * good part of a wallet call.
 */

const { escapeLiteral, prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  escapeLiteral(text: string): string;
  prepareValue(value: unknown): unknown;
};

/** The SQL-level statements each pooled connection has PREPAREd (they last for the session). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** A named statement and its values. */
export interface BatchedStatement {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Runs `text` (named `name`) with `params`, BEGIN before it and/or COMMIT after it, `before`
 * statements right before it and `also` statements right after it, all in one round trip (only
 * the statement's own rows are answered, and the `before` ones' to `onBefore`; an error in any
 * of them aborts the transaction).
 */
export async function runBatched<T>(
  conn: pg.PoolClient,
  statement: BatchedStatement,
  around: { begin: boolean; commit: boolean },
  also: BatchedStatement[] = [],
  before: BatchedStatement[] = [],
  onBefore?: (rows: unknown[][]) => void,
): Promise<T[]> {
  const executes: string[] = [];
  for (const s of [...before, statement, ...also]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(s.name)) throw new Error(`not a statement name: ${s.name}`);
    // Its own namespace: the same name may be a protocol-level prepared statement too.
    const name = `batched_${s.name}`;
    let prepared = preparedOn.get(conn);
    if (!prepared) preparedOn.set(conn, (prepared = new Set()));
    if (!prepared.has(name)) {
      await conn.query(`PREPARE ${name} AS ${s.text}`);
      prepared.add(name);
    }
    executes.push(`EXECUTE ${name}(${s.params.map(literal).join(', ')})`);
  }
  const batch = [
    ...(around.begin ? ['BEGIN'] : []),
    ...executes,
    ...(around.commit ? ['COMMIT'] : []),
  ];
  const results = (await conn.query(batch.join('; '))) as unknown as
    pg.QueryResult | pg.QueryResult[];
  const all = Array.isArray(results) ? results : [results];
  const first = around.begin ? 1 : 0;
  onBefore?.(all.slice(first, first + before.length).map((r) => r.rows as unknown[]));
  return all[first + before.length]!.rows as T[];
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  return prepared === null || prepared === undefined ? 'NULL' : escapeLiteral(String(prepared));
}
