import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxEvents } from '../../db/schema/index.js';
import { EVENT_CATALOGUE, type DomainEvent } from './event-catalogue.js';

/** The NOTIFY channel that wakes dispatchers on PostgreSQL. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Writes `event` to the outbox inside the caller's transaction `tx`: it exists exactly when the
 * change it tells commits (a rollback takes it away). The payload is checked against the
 * catalogue. The NOTIFY rides on the same statement and is transactional too: listeners hear it
 * only after the commit (several in one transaction are sent once).
 */
export async function publish(tx: Database, event: DomainEvent): Promise<void> {
  const payload = EVENT_CATALOGUE[event.type].parse(event.payload);
  await tx
    .insert(outboxEvents)
    .values({ type: event.type, key: event.key, payload })
    .returning({ notified: sql`pg_notify(${OUTBOX_CHANNEL}, '')` });
}
