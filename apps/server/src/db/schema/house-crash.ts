import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

/*
 * Crash (domains/games/house-crash): the published hash chain, the shared rounds and the players'
 * bets. Money moves only through the ledger's game wallet (vendor HOUSE, game crash); these rows
 * say what each bet is owed, so a bet whose ledger call was interrupted is finished again
 * (the ledger is idempotent by transaction id).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A reverse hash chain and its seeding event (issue 22 item 11): the chain is drawn and its
 * terminating hash published (`published_at`, with the future Bitcoin block whose hash will be
 * the salt); once that block is mined one operator enters its hash (`proposed_salt`) and a
 * second, different operator confirms it (`salt`). No game of a chain is played before its salt
 * is confirmed. Its checkpoints (every `checkpointEvery`-th hash from the secret seed) are sealed
 * with the server's secret box: they are future games' hashes.
 * @owner games/house-crash
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: serial('id').primaryKey(),
    /** h_n, published before the salt is known. */
    terminator: text('terminator').notNull().unique(),
    /** The confirmed salt (the named block's hash); null until confirmed. */
    salt: text('salt'),
    length: integer('length').notNull(),
    checkpointEvery: integer('checkpoint_every').notNull(),
    /** Sealed JSON array of h_0, h_every, h_2·every, … */
    sealedCheckpoints: text('sealed_checkpoints').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    publishedAt: at('published_at').notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => operators.id),
    publishedByName: text('published_by_name'),
    /** The Bitcoin block named at publication (null: chains retired by migration 0029). */
    saltBlockHeight: integer('salt_block_height'),
    /** The maker's entry, waiting for a checker. */
    proposedSalt: text('proposed_salt'),
    saltProposedBy: integer('salt_proposed_by').references(() => operators.id),
    saltProposedByName: text('salt_proposed_by_name'),
    saltProposedAt: at('salt_proposed_at'),
    saltConfirmedBy: integer('salt_confirmed_by').references(() => operators.id),
    saltConfirmedByName: text('salt_confirmed_by_name'),
    saltConfirmedAt: at('salt_confirmed_at'),
    /** Taken out of play for good (no new game starts from it). */
    retiredAt: at('retired_at'),
    retiredReason: text('retired_reason'),
  },
  (t) => [
    // A salt is in play only once a second operator confirmed it: that CHECK
    // (crash_chains_salt_confirmed_ck) is in migration 0029's hand-written block, after the
    // chains seeded with the old constant salt are retired.
    // Maker-checker: the confirming operator is never the one who entered the salt.
    check(
      'crash_chains_checker_ck',
      sql`${t.saltConfirmedBy} IS NULL OR ${t.saltConfirmedBy} <> ${t.saltProposedBy}`,
    ),
  ],
);

/**
 * One shared round: game `gameNumber` of a chain.
 * @owner games/house-crash
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    gameNumber: integer('game_number').notNull(),
    /** Kept secret by the API until the round has crashed. */
    hash: text('hash').notNull(),
    /** Hundredths; secret until crashed. */
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase', { enum: ['betting', 'running', 'crashed', 'refunded'] }).notNull(),
    startsAt: at('starts_at').notNull(),
    startedAt: at('started_at'),
    crashedAt: at('crashed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('crash_rounds_game_uq').on(t.chainId, t.gameNumber),
    index('crash_rounds_phase_idx').on(t.phase, t.id),
    // The back office's dispute lookup by game hash or game number (any chain).
    index('crash_rounds_hash_idx').on(t.hash),
    index('crash_rounds_game_number_idx').on(t.gameNumber),
    check('crash_rounds_point_ck', sql`${t.crashPoint} >= 100`),
  ],
);

/**
 * A member's bet in a round: at most one per round.
 * @owner games/house-crash
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The client's idempotency key of the placing request. */
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    /** The protocol currency (THB, or FUN for trial accounts). */
    currency: text('currency').notNull(),
    autoCashOut: integer('auto_cash_out'),
    /** placing: the ledger bet is under way; then active, cashed_out, lost or refunded. */
    status: text('status', {
      enum: ['placing', 'active', 'cashed_out', 'lost', 'refunded'],
    }).notNull(),
    cashedOutAt: integer('cashed_out_at'),
    win: money('win'),
    /** Set once the ledger has the outcome (win, loss or refund); null means still owed. */
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('crash_bets_round_account_uq').on(t.roundId, t.accountId),
    unique('crash_bets_request_uq').on(t.accountId, t.requestId),
    index('crash_bets_account_idx').on(t.accountId, t.id),
    index('crash_bets_unsettled_idx')
      .on(t.roundId)
      .where(sql`${t.settledAt} IS NULL`),
    check('crash_bets_amount_ck', sql`${t.amount} > 0`),
  ],
);
