import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/*
 * Issue 26 items 3 and 4 (domains/engagement): the reward centre, red envelopes, the sign-in
 * calendar and daily tasks, the mission leaderboard. Money is integer minor units (bigint) of the
 * site currency; no figure here is scaled by a ratio (amounts are the operator's, random envelope
 * amounts are whole draws between two whole bounds), so no rounding mode applies.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Operator text in the shipped languages (`TLocalizedText`). */
type Localized = { th: string; en: string; zh: string };

/**
 * One claimable reward of a member: whatever programme offered it (a task, the sign-in calendar,
 * a leaderboard prize; later VIP, rebate, referral), keyed by (source_kind, source_key) so an
 * offer made twice is one reward. Claiming pays it through the ledger once.
 * @owner engagement/rewards
 */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The programme: `task`, `sign_in`, `leaderboard`, … (a title key of the player site). */
    sourceKind: text('source_kind').notNull(),
    /** Unique within the kind: what the reward is for (`<task>:<day>:<member>`). */
    sourceKey: text('source_key').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Values for the title's placeholders (a task's name, a day, a rank). */
    titleParams: jsonb('title_params').$type<Record<string, string | number>>().notNull(),
    /** Turnover to bet before withdrawing, in percent of the amount (0: none). */
    turnoverPercent: integer('turnover_percent').notNull().default(0),
    availableFrom: at('available_from').notNull(),
    /** Null: never expires. */
    availableUntil: at('available_until'),
    status: text('status', { enum: ['unclaimed', 'claimed', 'expired'] })
      .notNull()
      .default('unclaimed'),
    claimedAt: at('claimed_at'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_items_source_uq').on(t.sourceKind, t.sourceKey),
    index('reward_items_account_idx').on(t.accountId, t.status),
    index('reward_items_expiry_idx').on(t.status, t.availableUntil),
    check('reward_items_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * An operator's red-envelope campaign: a daily window in the operator's time zone, a pool per
 * window, fixed or random amounts.
 * @owner engagement/red-envelopes
 */
export const redEnvelopeCampaigns = pgTable(
  'red_envelope_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** What one window may pay in total. */
    poolAmount: money('pool_amount').notNull(),
    mode: text('mode', { enum: ['fixed', 'random'] }).notNull(),
    /** fixed: every envelope; random: the lower bound. */
    minAmount: money('min_amount').notNull(),
    /** random: the upper bound (fixed: equals min). */
    maxAmount: money('max_amount').notNull(),
    /** Wall-clock start of the daily window in the operator's zone, 'HH:MM'. */
    windowStart: text('window_start').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    /** First and last calendar day of the campaign, in the operator's zone. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** all: every active member; depositors: members with an approved deposit. */
    audience: text('audience', { enum: ['all', 'depositors'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'red_envelope_campaigns_amounts_ck',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.poolAmount} >= ${t.minAmount}`,
    ),
  ],
);

/**
 * One window of a campaign and what it has paid: the guard counter. A grab adds its amount with
 * one guarded update (`paid + amount <= pool`), so parallel grabs never pay over the pool.
 * @owner engagement/red-envelopes
 */
export const redEnvelopeWindows = pgTable(
  'red_envelope_windows',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopeCampaigns.id),
    startsAt: at('starts_at').notNull(),
    pool: money('pool').notNull(),
    paid: money('paid').notNull().default(0),
    grabs: integer('grabs').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.startsAt] }),
    check('red_envelope_windows_pool_ck', sql`${t.paid} <= ${t.pool}`),
  ],
);

/**
 * One member's envelope of one window (unique: one per member per window).
 * @owner engagement/red-envelopes
 */
export const redEnvelopeGrabs = pgTable(
  'red_envelope_grabs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    windowStartsAt: at('window_starts_at').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_envelope_grabs_member_uq').on(t.campaignId, t.windowStartsAt, t.accountId),
    index('red_envelope_grabs_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A daily task the operator defines: deposit X, bet Y (valid stake, optionally one category),
 * play Z rounds, within one business day.
 * @owner engagement/tasks
 */
export const engagementTasks = pgTable(
  'engagement_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['deposit', 'bet', 'rounds'] }).notNull(),
    /** Minor units (deposit, bet) or a count of rounds. */
    target: bigint('target', { mode: 'number' }).notNull(),
    /** bet and rounds: only this game category counts (null: any). */
    category: text('category'),
    rewardAmount: money('reward_amount').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('engagement_tasks_ck', sql`${t.target} > 0 and ${t.rewardAmount} > 0`)],
);

/**
 * The sign-in calendar's reward for the n-th day of a streak (the last row repeats after it).
 * @owner engagement/tasks
 */
export const signInRewards = pgTable(
  'sign_in_rewards',
  {
    streakDay: integer('streak_day').primaryKey(),
    amount: money('amount').notNull(),
  },
  (t) => [check('sign_in_rewards_ck', sql`${t.streakDay} between 1 and 31 and ${t.amount} >= 0`)],
);

/**
 * A member's check-in of one business day (unique: once a day) and the streak it made.
 * @owner engagement/tasks
 */
export const signIns = pgTable(
  'sign_ins',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.businessDay] })],
);

/**
 * What each wager leg contributes to tasks and leaderboards, as its latest version says (the
 * `engagement.progress` consumer of `wager.*`): progress and rankings are sums over these rows, so
 * a void or resettle changes them exactly as a recomputation would.
 * @owner engagement/tasks
 * @read-by engagement/leaderboard the ranking is the period's sum of valid stake per member
 */
export const engagementWagers = pgTable(
  'engagement_wagers',
  {
    product: text('product').notNull(),
    wagerId: text('wager_id').notNull(),
    leg: integer('leg').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    validStake: money('valid_stake').notNull(),
    /** 1 for a round that counts (settled real money), 0 once voided. */
    rounds: integer('rounds').notNull(),
    version: integer('version').notNull(),
    settledAt: at('settled_at').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.wagerId, t.leg] }),
    index('engagement_wagers_member_day_idx').on(t.accountId, t.businessDay),
    index('engagement_wagers_day_idx').on(t.businessDay),
  ],
);

/**
 * Approved deposits as the same consumer heard them (`deposit.approved`), for deposit tasks.
 * @owner engagement/tasks
 * @read-by engagement/red-envelopes a depositors-only campaign asks whether the member deposited
 */
export const engagementDeposits = pgTable(
  'engagement_deposits',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
  },
  (t) => [index('engagement_deposits_member_day_idx').on(t.accountId, t.businessDay)],
);

/**
 * A mission leaderboard: ranking by valid bet over a daily, weekly (Monday) or monthly period in
 * the operator's zone, frozen `freezeMinutes` after the period ends; prizes by rank.
 * @owner engagement/leaderboard
 */
export const leaderboards = pgTable('leaderboards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
  category: text('category'),
  freezeMinutes: integer('freeze_minutes').notNull(),
  /** Prize of rank 1, 2, … (minor units). */
  prizes: jsonb('prizes').$type<number[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A period of a board once frozen: the row's insert is the freeze's claim (a second process's
 * insert conflicts and does nothing), so the results and prizes are made once.
 * @owner engagement/leaderboard
 */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    leaderboardId: bigint('leaderboard_id', { mode: 'number' })
      .notNull()
      .references(() => leaderboards.id),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    frozenAt: at('frozen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaderboardId, t.firstDay] })],
);

/**
 * The frozen ranking of a period (the prize-winning places and below, up to 100).
 * @owner engagement/leaderboard
 */
export const leaderboardResults = pgTable(
  'leaderboard_results',
  {
    leaderboardId: bigint('leaderboard_id', { mode: 'number' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    validStake: money('valid_stake').notNull(),
    reachedAt: at('reached_at').notNull(),
    prize: money('prize').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leaderboardId, t.firstDay, t.rank] }),
    index('leaderboard_results_account_idx').on(t.accountId),
  ],
);
