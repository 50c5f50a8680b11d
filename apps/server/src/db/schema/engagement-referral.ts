import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Invite a friend (issue 26 item 7, domains/engagement/referral). Who invited whom is the
 * account's `referred_by_id` (identity, set at sign-up from `?ref=`); these tables hold the
 * programme's rules and the rewards paid. Amounts are integer minor units; a bet reward is
 * `floor(friend's valid stake × bet_rate_bps / 10,000)` of a business day (`basisPointsOf`,
 * mode floor), capped by `bet_daily_cap`.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's rules: one row (id 1); absent, the programme's defaults apply.
 * @owner engagement/referral
 */
export const referralRules = pgTable('referral_rules', {
  id: integer('id').primaryKey(),
  /** What the referrer gets on the friend's first approved deposit (0: nothing). */
  firstDepositReward: money('first_deposit_reward').notNull(),
  /** The first deposit counts only from this amount. */
  firstDepositMin: money('first_deposit_min').notNull(),
  /** Basis points of the friend's valid stake per business day (0: no bet reward). */
  betRateBps: integer('bet_rate_bps').notNull(),
  /** The most one friend earns the referrer a business day. */
  betDailyCap: money('bet_daily_cap').notNull(),
  /** A friend is "active" with this much valid stake over the last 7 business days. */
  activeMinValidStake: money('active_min_valid_stake').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One reward of a referrer for one friend: the first deposit (once per friend) or the friend's
 * valid bets of a business day. `amount` is what moved so far; a correction of the day moves the
 * difference (`moves` keys the next transfer), never rewriting what was paid.
 * @owner engagement/referral
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    friendId: bigint('friend_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['first_deposit', 'bets'] }).notNull(),
    /** The deposit's day, or the day of the bets (operator's time zone). */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** The deposit amount, or the friend's valid stake of the day at the last movement. */
    basis: money('basis').notNull(),
    amount: money('amount').notNull(),
    moves: integer('moves').notNull(),
    /** The rate and cap of a bet reward when the day was first paid (kept for corrections). */
    rateBps: integer('rate_bps'),
    cap: money('cap'),
    /**
     * `pending`: a first deposit seen by the consumer, paid by the next pass of the payer;
     * `refused`: never pays (self-referral, a restricted referrer, under the minimum).
     */
    status: text('status', { enum: ['pending', 'paid', 'refused'] }).notNull(),
    reason: text('reason'),
    /** The deposit behind a first-deposit reward. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // A first deposit has one row per friend (its day is the deposit's); bets one per day.
    uniqueIndex('referral_rewards_first_uq')
      .on(t.friendId)
      .where(sql`${t.kind} = 'first_deposit'`),
    uniqueIndex('referral_rewards_bets_uq')
      .on(t.friendId, t.businessDay, t.currency)
      .where(sql`${t.kind} = 'bets'`),
    index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt),
    index('referral_rewards_day_idx').on(t.businessDay),
  ],
);
