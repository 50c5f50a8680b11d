import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The settled-wager read model (domains/cashier/settled-wagers): what programmes and reports read
 * of play. Only its consumer of the `wager.*` events writes these tables; a replay of the events
 * from position 0 rebuilds the same rows. No foreign keys: a read model must never refuse an
 * event (an unknown account or product still gets its row). Amounts are integer minor units.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One wager leg as its latest version stands: keyed like the wager core, (product, wager, leg).
 * @owner cashier/settled-wagers
 * @read-by responsible-gaming/risk markers of harm read a member's hours of play (late, long)
 * @read-by agents/agent-tree the back office's agent report: a team's play over a period
 * @read-by agents/contracts team figures of agent contracts' bills and their explanations
 * @read-by agents/team the agent centre's team betting, within the agent's `agent_path`
 * @read-by engagement/rebate a member's valid stake per business day and category (rebates)
 * @read-by engagement/referral a referred friend's valid stake per business day (bet rewards)
 * @read-by engagement/promotions a promotion's cost against its claimants' NGR during wagering
 */
export const settledWagers = pgTable(
  'settled_wagers',
  {
    /** An outside vendor's code, or a house product (HOUSE, LOTTERY, SPORTS, ...). */
    product: text('product').notNull(),
    wagerId: text('wager_id').notNull(),
    leg: integer('leg').notNull(),
    /** The game's category (RNG, LIVE, FISH, SPORTS, LOTTERY, ...); '' when unknown. */
    category: text('category').notNull(),
    /** Who ran the game: the vendor code (today the product itself). */
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    gameId: bigint('game_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** ISO 4217, or FUN for play money. */
    currency: text('currency').notNull(),
    /**
     * The member's uplines when the wager first settled, nearest first (direct agent ... root):
     * an agent's figures follow the tree as it was, not as it is after a move.
     */
    agentPath: bigint('agent_path', { mode: 'number' }).array().notNull(),
    stake: money('stake').notNull(),
    /** `validStakeOf` under the policy in force when this version arrived (computed once). */
    validStake: money('valid_stake').notNull(),
    win: money('win').notNull(),
    status: text('status', { enum: ['settled', 'voided', 'resettled'] }).notNull(),
    /** How it resolved (win, loss, push, half_win, half_loss, void); null: casino play. */
    result: text('result'),
    /** The wager core's version of the wager: only a higher one replaces the row. */
    version: integer('version').notNull(),
    /** The wager's first settlement (business time): it fixes `business_day`. */
    settledAt: at('settled_at').notNull(),
    /** When the version held here happened (a resettle's or a void's own time). */
    changedAt: at('changed_at').notNull(),
    /** The day of `settled_at` in the operator's time zone: corrections stay on it. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    /**
     * The outbox position of the event that last changed the row (0: before positions were kept):
     * a reader that noted the consumer's position finds what changed since (agents' late bills).
     */
    position: bigint('position', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.wagerId, t.leg] }),
    index('settled_wagers_position_idx').on(t.position),
    index('settled_wagers_account_time_idx').on(t.accountId, t.settledAt),
    index('settled_wagers_day_product_idx').on(t.businessDay, t.product),
    index('settled_wagers_time_idx').on(t.settledAt),
  ],
);

/**
 * The daily roll-up of `settled_wagers` per business day, member, product and currency: the sums
 * of its rows that are not voided (a void takes the wager out of its day; a day it emptied keeps
 * a row of zeros).
 * @owner cashier/settled-wagers
 * @read-by responsible-gaming/risk chasing losses: a business day's net result beside its deposits
 * @read-by agents/team a direct downline's own play in the P/L report
 * @read-by engagement/vip a member's valid bets over the VIP window and month
 */
export const wagerDays = pgTable(
  'wager_days',
  {
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    wagers: integer('wagers').notNull(),
    stake: money('stake').notNull(),
    validStake: money('valid_stake').notNull(),
    win: money('win').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessDay, t.accountId, t.product, t.currency] }),
    index('wager_days_account_day_idx').on(t.accountId, t.businessDay),
  ],
);

/**
 * Issue 25: the agent-level daily roll-up of `settled_wagers`. Each wager counts once for every
 * upline in its `agent_path` (at settlement), at `level` = how far below that agent the member
 * sits (1: a direct member): an agent's team figures for a period and per level are a few dozen
 * rows, whatever the size of its team. Kept by the same consumer and batch as `wager_days`, with
 * the same differences (a void takes the wager out, a resettle moves the win).
 * @owner cashier/settled-wagers
 * @read-by agents/* the agent centre's team overview and P/L per downline and per level
 */
export const wagerAgentDays = pgTable(
  'wager_agent_days',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    wagers: integer('wagers').notNull(),
    stake: money('stake').notNull(),
    validStake: money('valid_stake').notNull(),
    win: money('win').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.businessDay, t.currency, t.level] })],
);

/**
 * Issue 25: each member's valid stake per business day, once for every upline in its agent path:
 * "active members" of a period (a member whose period valid stake reaches the operator's
 * minimum) is one index range scan of the agent's rows, not a walk of its whole team.
 * @owner cashier/settled-wagers
 * @read-by agents/* the agent centre's active members
 */
export const wagerAgentMemberDays = pgTable(
  'wager_agent_member_days',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    validStake: money('valid_stake').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.businessDay, t.currency, t.memberId] })],
);
