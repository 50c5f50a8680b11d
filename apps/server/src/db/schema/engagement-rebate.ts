import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The rebate programme (issue 26 item 8, domains/engagement/rebate). Amounts are integer minor
 * units; a rebate is `floor(valid stake × rate_bps / 10,000)` of one member's business day and
 * game category (contracts/money-arithmetic `basisPointsOf`, mode floor: the payer never pays a
 * fraction more than the rate), then capped by the rate row's daily cap.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The rate table: one rate per (VIP level, game category). A member's rate for a category is the
 * row of the highest level at or below theirs; level 0 is the base every member has.
 * @owner engagement/rebate
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    level: integer('level').notNull(),
    /** A game category code (RNG, LIVE, SPORTS, ...). */
    category: text('category').notNull(),
    /** Basis points of the valid stake (100 = 1 %). */
    rateBps: integer('rate_bps').notNull(),
    /** The most one member earns a business day in this category; null: no cap. */
    dailyCap: money('daily_cap'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.level, t.category] })],
);

/**
 * What was paid on one member's business day and category: the sum of every movement so far.
 * A manual claim, the daily job and a later correction each move `accrued − paid` (locked row),
 * so the ledger always holds exactly what the sources give at the last run.
 * @owner engagement/rebate
 */
export const rebateDays = pgTable(
  'rebate_days',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    /** The member's VIP level and the rate when the day was first paid (kept for corrections). */
    level: integer('level').notNull(),
    rateBps: integer('rate_bps').notNull(),
    dailyCap: money('daily_cap'),
    /** The valid stake the last movement was computed on. */
    validStake: money('valid_stake').notNull(),
    /** Σ of the movements (rebate_moves.amount). */
    paid: money('paid').notNull(),
    /** How many movements so far: the next one's idempotency key. */
    moves: integer('moves').notNull(),
    /** `forfeited`: the member was restricted when the day was paid; it never pays. */
    status: text('status', { enum: ['open', 'forfeited'] }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.businessDay, t.category, t.currency] }),
    index('rebate_days_day_idx').on(t.businessDay),
  ],
);

/**
 * Every rebate movement, one ledger transfer each: a member's claim, the daily payment, or an
 * adjustment after a correction (signed: negative takes back).
 * @owner engagement/rebate
 */
export const rebateMoves = pgTable(
  'rebate_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['claim', 'daily', 'adjustment'] }).notNull(),
    validStake: money('valid_stake').notNull(),
    amount: money('amount').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).notNull(),
    /** The daily run that made it; null for a member's claim. */
    runId: bigint('run_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('rebate_moves_account_idx').on(t.accountId, t.createdAt),
    index('rebate_moves_day_idx').on(t.businessDay),
  ],
);

/**
 * One run of the daily rebate (the job or an operator's run): the day it paid and its figures.
 * @owner engagement/rebate
 */
export const rebateRuns = pgTable('rebate_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  businessDay: date('business_day', { mode: 'string' }).notNull(),
  /** `job:<occurrence>` or `operator:<id>`. */
  trigger: text('trigger').notNull(),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at'),
  members: integer('members').notNull().default(0),
  moves: integer('moves').notNull().default(0),
  paid: money('paid').notNull().default(0),
  takenBack: money('taken_back').notNull().default(0),
  forfeited: integer('forfeited').notNull().default(0),
});
