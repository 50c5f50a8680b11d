import type { Database } from '../../db/client.js';
import type { EventType, StoredEvent } from './event-catalogue.js';

/**
 * A named reader of the outbox. Its position lives in `consumer_positions` under `name`, so a
 * name must never be reused for a different purpose (a new purpose is a new name, starting from
 * the first event).
 *
 * `handle` gets a batch in position order inside the transaction that then advances the
 * position: an effect written with `tx` commits exactly once with it (exactly-once effect). An
 * effect outside the database (a mail, a call to a peer) can be repeated after a crash between
 * the effect and the commit: make it idempotent with `event.position` as its key
 * (at-least-once delivery). A failing `handle` rolls the batch back; it is tried again later.
 */
export interface EventConsumer {
  name: string;
  /** The types it wants (default: all); others are passed over, the position still moves. */
  types?: readonly EventType[];
  /** At most this many events per batch (default 500). */
  batchSize?: number;
  handle: (tx: Database, events: readonly StoredEvent[]) => Promise<void>;
}
