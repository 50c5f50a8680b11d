import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The wager core's idempotency record (domains/cashier/wagers): one row per operation on a wager
 * (place, settle, void, resettle to version `seq`; a vendor's stake, credit or refund named by
 * `ref`), claimed in the call's first statement and
 * given its result in the last. A replay with the same content answers `result`; other content
 * is refused. A refused operation leaves no row (it may come again).
 * @owner cashier/wagers
 * @read-by games/game-wallet the protocol's stored call takes its round and transfer ids from the
 *   operation's result in the same write round trip
 */
export const wagerOperations = pgTable(
  'wager_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product: text('product').notNull(),
    wagerId: text('wager_id').notNull(),
    leg: integer('leg').notNull(),
    kind: text('kind', {
      enum: ['place', 'settle', 'void', 'resettle', 'stake', 'credit', 'refund'],
    }).notNull(),
    /** The version a resettle moves the wager to; 0 for the other kinds. */
    seq: integer('seq').notNull(),
    /** A vendor-shaped operation's own id (the vendor's transaction id); '' otherwise. */
    ref: text('ref').notNull().default(''),
    requestHash: text('request_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** game_rounds.id of the wager. */
    roundId: bigint('round_id', { mode: 'number' }),
    /** The first answer: balance after, transfer id, status and version of then. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('wager_operations_key_uq').on(t.product, t.wagerId, t.leg, t.kind, t.seq, t.ref)],
);
