import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TBonusTerms, TLocalizedText } from '@lw/contracts';
import { accounts } from './accounts.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One bonus of a member (issue 26 item 2). Its money is the member's ledger `bonus` wallet
 * (purpose 'bonus', the member's currency); it enters from the house `promotion` account at the
 * grant and leaves only by conversion (to the main wallet) or forfeiture (back to `promotion`).
 * At most one bonus per member and currency is `active`; later grants wait `queued` (no money
 * moved yet) and activate in grant order when the active one ends. Money in minor units; the
 * requirement and contributions round as `ZBonusTerms` states (floor).
 * @owner cashier/bonus-wallet
 * @read-by cashier/wagers the active bonus's draw order, max bet and products, read in the wager's claim statement
 * @read-by engagement/promotions a promotion's granted bonuses still queued (its cost reconciliation)
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    /** What granted it (a promotion claim, an operator, …) and its id: one bonus per source. */
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** What the member reads it as (a promotion's title); null: named by its source's kind. */
    title: jsonb('title').$type<TLocalizedText>(),
    amount: money('amount').notNull(),
    /** The deposit a match bonus was granted on (the `bonus_plus_deposit` base); 0 when none. */
    depositAmount: money('deposit_amount').notNull().default(0),
    terms: jsonb('terms').$type<TBonusTerms>().notNull(),
    /** floor(multiple × base), set at the grant. */
    requirement: money('requirement').notNull(),
    /** The sum of `bonus_contributions.contribution` of this bonus's wagers. */
    progress: money('progress').notNull().default(0),
    status: text('status', {
      enum: ['queued', 'active', 'completed', 'forfeited', 'expired'],
    }).notNull(),
    grantedAt: at('granted_at').notNull(),
    /** When it became active (its money arrived, its wagering clock started); null while queued. */
    activatedAt: at('activated_at'),
    /** activated_at + wagerWindowHours: the expiry job forfeits it after this. */
    wagerEndsAt: at('wager_ends_at'),
    endedAt: at('ended_at'),
    /** requirement_met, member, withdrawal, expired, operator. */
    endReason: text('end_reason'),
    /** What turned real on completion, and what went back to the house (conversion cap, forfeit). */
    convertedAmount: money('converted_amount').notNull().default(0),
    forfeitedAmount: money('forfeited_amount').notNull().default(0),
    /** Bumped by every change of the row (progress, status). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('bonuses_source_uq').on(t.accountId, t.sourceKind, t.sourceId),
    uniqueIndex('bonuses_one_active_uq')
      .on(t.accountId, t.currency)
      .where(sql`${t.status} = 'active'`),
    index('bonuses_account_idx').on(t.accountId, t.id),
    index('bonuses_expiry_idx')
      .on(t.wagerEndsAt)
      .where(sql`${t.status} = 'active'`),
    check('bonuses_amounts_ck', sql`${t.amount} > 0 AND ${t.requirement} >= 0`),
  ],
);

/**
 * What one wager (product, wager id, leg) counted towards a bonus, at the wager's latest version
 * seen: valid stake × the category's rate (floor). A void or rollback sets it to 0 and a
 * resettle to the new figure, so a bonus's progress is always the sum of its rows.
 * @owner cashier/bonus-wallet
 */
export const bonusContributions = pgTable(
  'bonus_contributions',
  {
    product: text('product').notNull(),
    wagerId: text('wager_id').notNull(),
    leg: integer('leg').notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' })
      .notNull()
      .references(() => bonuses.id),
    version: integer('version').notNull(),
    category: text('category').notNull(),
    stake: money('stake').notNull(),
    validStake: money('valid_stake').notNull(),
    /** Percent of the valid stake that counts (the terms' rate for the category). */
    rate: integer('rate').notNull(),
    contribution: money('contribution').notNull(),
    status: text('status', { enum: ['settled', 'voided'] }).notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.wagerId, t.leg] }),
    index('bonus_contributions_bonus_idx').on(t.bonusId),
  ],
);
