import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (`platform/events`): one row per event, written by `publish` in the
 * transaction of the change it tells, so an event exists exactly when its change committed.
 *
 * Column order matters: `tx_id` comes before `position`, so an INSERT evaluates
 * `pg_current_xact_id()` (which gives the transaction its id) before `nextval` hands out the
 * position. The dispatcher relies on "a transaction holding a position already has an id" to
 * tell a gap that may still fill from one that never will (`event-horizon.ts`).
 * @owner platform/events
 * @written-by cashier/wagers a wager's events ride in its money statement (publish's row, one round
 *   trip)
 * @written-by cashier/ledger the vendor wallet's hot path writes its wager events in its statement
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    /** The writing transaction's id (xid8 as a number); see the column-order note above. */
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    /** The event's place in the log: consumers read in this order and remember the last one. */
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    /** A catalogue type, e.g. `deposit.approved` (`platform/events/event-catalogue.ts`). */
    type: text('type').notNull(),
    /** What the event is about, e.g. `account:42`: the aggregate whose change it tells. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_key_idx').on(t.key)],
);

/**
 * Where each named consumer is in the outbox: the last position it has handled. The row is also
 * the consumer's lock: a dispatcher claims a batch with `FOR UPDATE SKIP LOCKED` on it, so two
 * processes never run one consumer's batch at once.
 * @owner platform/events
 * @read-by agents/contracts a bill notes the settled-wager read model's position it saw (late changes)
 */
export const consumerPositions = pgTable('consumer_positions', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
