import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TVipProgram } from '@lw/contracts';
import { accounts } from './accounts.js';

/*
 * VIP (issue 26 item 5, domains/engagement/vip). Amounts are integer minor units (bigint); the
 * bonuses are the operator's whole amounts, so no rounding happens here.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's VIP programme: one row (id 1), the window and the levels as one validated
 * document (`ZVipProgram`), edited as a whole so a half-saved ladder never exists.
 * @owner engagement/vip
 */
export const vipPrograms = pgTable('vip_programs', {
  id: integer('id').primaryKey(),
  program: jsonb('program').$type<TVipProgram>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The level each member holds (members never reached are absent: level 0). Raised atomically
 * (`GREATEST`) when the window's figures reach a higher level; the monthly review drops it one
 * level when neither the keep rule nor the window holds it.
 * @owner engagement/vip
 */
export const vipMembers = pgTable(
  'vip_members',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id),
    level: integer('level').notNull(),
    /** When the level held was reached (or set by the review). */
    reachedAt: at('reached_at').notNull(),
    /** The last month ('YYYY-MM') the review looked at for this member. */
    reviewedMonth: text('reviewed_month'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('vip_members_level_idx').on(t.level)],
);

/**
 * Every change of a member's level, with the figures behind it (the explanation's history).
 * @owner engagement/vip
 */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason', { enum: ['qualified', 'kept', 'dropped'] }).notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('vip_level_changes_account_idx').on(t.accountId, t.id)],
);

/**
 * A VIP bonus paid: once per (member, level-up of a level) and once per (member, month), by the
 * unique key and the ledger transfer's idempotency key `vip:<kind>:<account>:<period>`.
 * @owner engagement/vip
 */
export const vipBonuses = pgTable(
  'vip_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['levelUp', 'monthly'] }).notNull(),
    /** The level number (level-up) or 'YYYY-MM' (monthly). */
    period: text('period').notNull(),
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_bonuses_once_uq').on(t.accountId, t.kind, t.period)],
);

/**
 * Approved deposits as VIP counts them: one row per deposit from `deposit.approved` (keyed by
 * it, so a replay adds nothing), on the business day of its approval in the operator's zone.
 * @owner engagement/vip
 */
export const vipDeposits = pgTable(
  'vip_deposits',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
  },
  (t) => [index('vip_deposits_account_day_idx').on(t.accountId, t.businessDay)],
);
