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

/** Runs `text` (named `name`) with `params`, BEGIN before it and/or COMMIT after it. */
export async function runBatched<T>(
  conn: pg.PoolClient,
  statement: { name: string; text: string; params: unknown[] },
  around: { begin: boolean; commit: boolean },
): Promise<T[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(statement.name)) {
    throw new Error(`not a statement name: ${statement.name}`);
  }
  // Its own namespace: the same name may be a protocol-level prepared statement too.
  const name = `batched_${statement.name}`;
  let prepared = preparedOn.get(conn);
  if (!prepared) preparedOn.set(conn, (prepared = new Set()));
  if (!prepared.has(name)) {
    await conn.query(`PREPARE ${name} AS ${statement.text}`);
    prepared.add(name);
  }
  const values = statement.params.map(literal).join(', ');
  const batch = [
    ...(around.begin ? ['BEGIN'] : []),
    `EXECUTE ${name}(${values})`,
    ...(around.commit ? ['COMMIT'] : []),
  ];
  const results = (await conn.query(batch.join('; '))) as unknown as
    pg.QueryResult | pg.QueryResult[];
  const all = Array.isArray(results) ? results : [results];
  return all[around.begin ? 1 : 0]!.rows as T[];
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  return prepared === null || prepared === undefined ? 'NULL' : escapeLiteral(String(prepared));
}
