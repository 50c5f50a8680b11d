import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/*
 * Game play (domains/games): the rounds every later feature reads (betting records, profit and
 * loss, withdrawal turnover, rebates, VIP, tasks, agent reports), the vendors' wallet calls that
 * built them, and the launch sessions whose tokens the vendors present.
 *
 * These tables sit on the hottest money path (one row or two per wallet call): no foreign key to
 * game_vendors (every call of a vendor would take a share lock on one row) or to the ledger
 * (the ledger module writes both in one transaction). Amounts are integer minor units.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/** The answer a wallet call got, stored so that a replay answers exactly the same. */
export interface StoredWalletAnswer {
  status: string;
  balance?: number;
  currency?: string;
  platformTransactionId?: string;
}

/**
 * One game round of one player at one vendor: the source of truth of play. Seamless rounds are
 * built by the wallet calls; transfer-mode vendors' rounds come from their /bets feed.
 * @owner cashier/wagers
 * @written-by games/rounds the transfer-mode vendors' rounds, imported from their feeds
 * @read-by games/* the rounds lists, the reconciliation and a house round's play row
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    /** The vendor's round id (the wager core's wager id): unique per vendor and leg. */
    vendorRoundId: text('vendor_round_id').notNull(),
    /** The wager's leg (a slip's selection); 0 for a casino round. */
    leg: integer('leg').notNull().default(0),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    gameCode: text('game_code').notNull(),
    /** games.id (the spec's nodeId) when the catalogue knows the game. */
    gameId: bigint('game_id', { mode: 'number' }),
    /** The game's category (RNG, LIVE, FISH, …); '' when unknown. */
    category: text('category').notNull().default(''),
    /** ISO 4217 code, or FUN for play money. */
    currency: text('currency').notNull(),
    /** Sum of the round's bets that were not rolled back. */
    bet: money('bet').notNull().default(0),
    /** The part of the bet that counts for turnover, rebates and VIP (seamless: the bet). */
    validBet: money('valid_bet').notNull().default(0),
    /** Sum of the round's wins. */
    win: money('win').notNull().default(0),
    status: text('status', { enum: ['open', 'settled', 'rolled_back', 'voided'] })
      .notNull()
      .default('open'),
    /** seamless: vendor wallet calls; feed: a transfer vendor's /bets; wager: the wager core. */
    source: text('source', { enum: ['seamless', 'feed', 'wager'] }).notNull(),
    /** The wager core's count of outcome changes (settle 1, each void or resettle +1). */
    version: integer('version').notNull().default(1),
    openedAt: at('opened_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The wager core's stake by side, when stakes told their side (hedges); null otherwise. */
    sides: jsonb('sides').$type<Record<string, number>>(),
    /**
     * Issue 26: the bonus whose wallet paid part of the stake (bonuses.id; null: real money
     * only), that part of `bet`, and the part of `win` accounted to that bonus
     * (floor(win × bonus_bet ÷ bet)). Not a foreign key: the play row stays the cashier's.
     */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    bonusBet: money('bonus_bet').notNull().default(0),
    bonusWin: money('bonus_win').notNull().default(0),
  },
  (t) => [
    unique('game_rounds_vendor_round_leg_uq').on(t.vendor, t.vendorRoundId, t.leg),
    // A player's betting records and profit and loss, newest first.
    index('game_rounds_account_time_idx').on(t.accountId, t.openedAt),
    // Operator search and the per-vendor daily reconciliation.
    index('game_rounds_vendor_time_idx').on(t.vendor, t.openedAt),
    index('game_rounds_time_idx').on(t.openedAt),
    check('game_rounds_amounts_ck', sql`${t.bet} >= 0 AND ${t.validBet} >= 0 AND ${t.win} >= 0`),
    check(
      'game_rounds_bonus_ck',
      sql`${t.bonusBet} >= 0 AND ${t.bonusBet} <= ${t.bet} AND ${t.bonusWin} >= 0 AND ${t.bonusWin} <= ${t.win}`,
    ),
  ],
);

/**
 * One wallet call of a vendor, keyed by the vendor's transaction id (unique per vendor): the
 * idempotency record of the protocol. A replay with the same content answers `answer`; other
 * content is refused. A 'tombstone' is left by a rollback of a transaction we never saw: a bet
 * arriving later with that id is refused TRANSACTION_ROLLED_BACK.
 * @owner games/game-wallet
 * @read-by games/rounds a round's transactions in the back office
 */
export const gameWalletTransactions = pgTable(
  'game_wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: ['bet', 'win', 'rollback', 'tombstone'] }).notNull(),
    /** game_rounds.id; null for a tombstone and for demo play. */
    roundId: bigint('round_id', { mode: 'number' }),
    vendorRoundId: text('vendor_round_id').notNull(),
    /** The protocol's playerId as the vendor sent it. */
    playerId: text('player_id').notNull(),
    /** null for a visitor's demo play. */
    accountId: bigint('account_id', { mode: 'number' }),
    /** Minor units, always >= 0: the bet, the win, or the amount a rollback returned. */
    amount: money('amount').notNull().default(0),
    currency: text('currency').notNull(),
    /** For a rollback: the transaction it reverses. */
    originalTransactionId: text('original_transaction_id'),
    /** For a bet: the rollback that reversed it. */
    rolledBackBy: text('rolled_back_by'),
    /** SHA-256 of the call's content (call type, player, round, amount, currency). */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<StoredWalletAnswer>(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('game_wallet_transactions_vendor_tx_uq').on(t.vendor, t.transactionId),
    index('game_wallet_transactions_round_idx').on(t.roundId),
    check('game_wallet_transactions_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/**
 * A game launch: the token a vendor presents on /session and /bet. Only its SHA-256 is stored.
 * Demo sessions of visitors have no account; their play money lives in `demoBalance`.
 * @owner games/launch
 * @read-by games/* the vendor wallet and the house games check the launch session
 * @written-by games/game-wallet a visitor's demo balance lives on its launch session
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The protocol's playerId: the account id, or `demo-…` for a visitor's demo play. */
    playerId: text('player_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    gameId: bigint('game_id', { mode: 'number' }),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    /** ISO 4217 code, or FUN. */
    currency: text('currency').notNull(),
    language: text('language').notNull().default('th'),
    /** Play money of a visitor's demo session (minor units); null when the ledger holds it. */
    demoBalance: money('demo_balance'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('game_sessions_player_idx').on(t.playerId, t.createdAt),
    // The prune job finds long-expired launches by it.
    index('game_sessions_expires_idx').on(t.expiresAt),
    check('game_sessions_demo_balance_ck', sql`${t.demoBalance} IS NULL OR ${t.demoBalance} >= 0`),
  ],
);
