import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { EVENT_CATALOGUE, type DomainEvent } from './event-catalogue.js';

/** The NOTIFY channel that wakes dispatchers on PostgreSQL. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Writes `event` to the outbox inside the caller's transaction `tx`: it exists exactly when the
 * change it tells commits (a rollback takes it away). The payload is checked against the
 * catalogue. The NOTIFY rides on the same statement and is transactional too: listeners hear it
 * only after the commit (several in one transaction are sent once).
 */
export function publish(tx: Database, event: DomainEvent): Promise<void> {
  return publishAll(tx, [event]);
}

/**
 * Writes several events in one statement (a batch of changes in one transaction: a group of
 * wagers settled together), in their order, with one NOTIFY: one round trip however many.
 */
export async function publishAll(tx: Database, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => {
    const payload = EVENT_CATALOGUE[event.type].parse(event.payload);
    return sql`(${event.type}, ${event.key}, ${JSON.stringify(payload)}::jsonb)`;
  });
  // Multi-row VALUES take their positions in list order (one nextval per row, in order).
  await tx.execute(
    sql`WITH written AS (
          INSERT INTO outbox_events (type, key, payload) VALUES ${sql.join(rows, sql`, `)}
          RETURNING 1)
        SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM (SELECT 1 FROM written LIMIT 1) AS once`,
  );
}
