import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { EventConsumer } from './event-consumer.js';
import { publish } from './publish.js';

/** A table of consumer effects, unkeyed, so a doubled effect shows as a second row. */
export async function createEffectsTable(db: Database): Promise<void> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS event_effects (consumer text NOT NULL, position bigint NOT NULL)`,
  );
}

/** A consumer whose effect is one `event_effects` row per event, written in its batch. */
export function countingConsumer(
  name: string,
  options: { batchSize?: number; beforeCommit?: () => Promise<void> } = {},
): EventConsumer {
  return {
    name,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    handle: async (tx, events) => {
      const positions = events.map((e) => e.position);
      await tx.execute(
        sql`INSERT INTO event_effects (consumer, position)
            SELECT ${name}, unnest(${`{${positions.join(',')}}`}::bigint[])`,
      );
      await options.beforeCommit?.();
    },
  };
}

/** Publishes `count` events, one transaction each; answers how many. */
export async function publishTestEvents(db: Database, count: number, tag = 't'): Promise<number> {
  for (let i = 0; i < count; i++) {
    await db.transaction((tx) => publish(tx, testEvent(`${tag}-${i}`)));
  }
  return count;
}

/** A catalogue event with a synthetic payload (publish does not look the account up). */
export function testEvent(key: string) {
  return {
    type: 'account.password_changed' as const,
    key: `test:${key}`,
    payload: { accountId: 1, by: 'member' as const },
  };
}

/** Per consumer: effect rows, distinct positions, and outbox events. */
export async function effectCounts(
  db: Database,
  consumer: string,
): Promise<{ rows: number; distinct: number; events: number }> {
  const [row] = await queryRows<{ rows: string; distinct: string; events: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM event_effects WHERE consumer = ${consumer}) AS rows,
          (SELECT count(DISTINCT position) FROM event_effects WHERE consumer = ${consumer})
            AS distinct,
          (SELECT count(*) FROM outbox_events) AS events`,
  );
  return { rows: Number(row!.rows), distinct: Number(row!.distinct), events: Number(row!.events) };
}

/** The payloads of the outbox's events of `type`, in order. */
export async function publishedPayloads(db: Database, type: string): Promise<unknown[]> {
  const rows = await queryRows<{ payload: unknown }>(
    db,
    sql`SELECT payload FROM outbox_events WHERE type = ${type} ORDER BY position`,
  );
  return rows.map((r) => r.payload);
}

/**
 * Drains until `done()` holds (at most `timeoutMs`). Passing a hole waits until every older
 * transaction of the PostgreSQL cluster has ended (event-horizon.ts), and other test files'
 * databases share the cluster: one of their transactions may still be running.
 */
export async function drainUntil(
  dispatcher: { drain(): Promise<number> },
  done: () => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await dispatcher.drain();
    if (done() || Date.now() > end) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
