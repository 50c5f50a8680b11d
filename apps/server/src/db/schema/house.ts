import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/*
 * The house studio (domains/games/house): provably fair seed pairs, the rounds with their full
 * outcome, the operator's per-game settings and the progressive jackpot. Money never lives here:
 * it moves through the ledger's game wallet (vendor HOUSE) and the jackpot pool's ledger account;
 * these rows say what each round is owed, so an interrupted settlement is finished again (every
 * ledger call is idempotent by its transaction id).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player's seed pair per currency kind: `a<accountId>:real`, `a<accountId>:fun`, or a visitor's
 * demo session player id. One active pair per player key; a rotation reveals the old one.
 * @owner games/house
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerKey: text('player_key').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    kind: text('kind', { enum: ['real', 'fun'] }).notNull(),
    /** Sealed by the secret box (64 hex characters inside); the API shows only the hash until rotated. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /**
     * The player's browser makes it (crypto.getRandomValues) and sends it; null until then, and no
     * round is drawn from a pair without one.
     */
    clientSeed: text('client_seed'),
    /** The nonce of the next round. */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('house_seeds_active_uq')
      .on(t.playerKey)
      .where(sql`${t.active}`),
    index('house_seeds_hash_idx').on(t.serverSeedHash),
    index('house_seeds_account_idx').on(t.accountId),
    check('house_seeds_nonce_ck', sql`${t.nonce} >= 0`),
  ],
);

/**
 * One house round (a slot spin with its free spins, a dice roll, a mines round). Its id is the
 * vendorRoundId `H<id>` of game_rounds. Status: pending (outcome drawn, bet not yet confirmed),
 * open (mines in play), closing (outcome final, the win still to post), settled, void (the bet
 * was refused; no money moved).
 * @owner games/house
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerKey: text('player_key').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    /** The launch session's protocol player id (account id, or the visitor's demo id). */
    playerId: text('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The client's id of the action: a retry answers this round again. */
    requestId: text('request_id').notNull(),
    /** SHA-256 of the request's content: the same id with other content is refused. */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    /** Paid back in total (jackpot included); final once the status is closing or settled. */
    payout: money('payout').notNull().default(0),
    status: text('status', {
      enum: ['pending', 'open', 'closing', 'settled', 'void'],
    }).notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The outcome as the player sees it (contracts' ZHouseOutcome). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** What the player must not see before the round ends (mine positions). */
    secret: jsonb('secret').$type<Record<string, unknown>>(),
    jackpotContribution: money('jackpot_contribution').notNull().default(0),
    jackpotWon: boolean('jackpot_won').notNull().default(false),
    /** The pool paid, once claimed (null: not won, or not claimed yet). */
    jackpotAmount: money('jackpot_amount'),
    /** The player's balance after the round's last money movement. */
    balanceAfter: money('balance_after'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('house_rounds_request_uq').on(t.playerKey, t.requestId),
    // At most one unfinished mines round per player and game (also across restarts).
    uniqueIndex('house_rounds_open_uq')
      .on(t.playerKey, t.gameCode)
      .where(sql`${t.status} IN ('pending', 'open', 'closing') AND ${t.gameCode} = 'mines'`),
    index('house_rounds_account_idx').on(t.accountId, t.createdAt),
    index('house_rounds_seed_idx').on(t.seedId),
    index('house_rounds_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'closing')`),
    check('house_rounds_money_ck', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);

/**
 * The operator's settings of one house game (defaults in code until first saved).
 * @owner games/house
 */
export const houseGameSettings = pgTable(
  'house_game_settings',
  {
    gameCode: text('game_code').primaryKey(),
    enabled: boolean('enabled').notNull(),
    minBet: money('min_bet').notNull(),
    maxBet: money('max_bet').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('house_game_settings_bets_ck', sql`${t.minBet} > 0 AND ${t.maxBet} >= ${t.minBet}`),
  ],
);

/**
 * The operator's maximum win per round of an original (dice, mines, crash) in one currency
 * (defaults in code until first saved): dice refuses a bet that could win more, mines and crash
 * cash out automatically at it.
 * @owner games/house
 */
export const houseMaxWins = pgTable(
  'house_max_wins',
  {
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    maxWin: money('max_win').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameCode, t.currency] }),
    check('house_max_wins_positive_ck', sql`${t.maxWin} > 0`),
  ],
);

/**
 * The progressive jackpot's settings: one row (id 1), defaults in code until first saved.
 * @owner games/house
 */
export const houseJackpotSettings = pgTable(
  'house_jackpot_settings',
  {
    id: smallint('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    contributionBps: integer('contribution_bps').notNull(),
    seed: money('seed').notNull(),
    maxStake: money('max_stake').notNull(),
    oneIn: bigint('one_in', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('house_jackpot_settings_one_ck', sql`${t.id} = 1`)],
);

/**
 * The pool's history: every win (paid to a player) and reseed (refilled by the house).
 * @owner games/house
 * @read-by games/rounds a round's jackpot win in the back office
 */
export const houseJackpotEvents = pgTable(
  'house_jackpot_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['win', 'reseed'] }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).references(() => houseRounds.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('house_jackpot_events_at_idx').on(t.createdAt),
    unique('house_jackpot_events_round_uq').on(t.roundId, t.kind),
  ],
);
