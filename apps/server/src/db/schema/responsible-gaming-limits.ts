import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

/*
 * Responsible gaming: a member's limits (domains/responsible-gaming/limits, issue 24 item 1).
 * Money is integer minor units of the member's currency; session limits are minutes.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const accountId = () =>
  bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id);

/**
 * One limit per (member, kind, period): the amount in force and a pending increase or removal
 * (in force only once the member confirms it after the cooling-off).
 * @owner responsible-gaming/limits
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    accountId: accountId(),
    /** deposit | loss | wager | session */
    kind: text('kind').notNull(),
    /** day | week | month (business periods in the operator's time zone; weeks start Monday) */
    period: text('period').notNull(),
    /** The limit in force; null while only a pending one exists (never in practice). */
    amount: money('amount'),
    /** A requested increase or removal: set while `pending_at` is set; null means removal. */
    pendingAmount: money('pending_amount'),
    pendingAt: at('pending_at'),
    /** From when the pending change may be confirmed (requested + cooling-off). */
    pendingConfirmableAt: at('pending_confirmable_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.period] })],
);

/**
 * Every change of a member's limits, never updated or deleted.
 * @owner responsible-gaming/limits
 */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    action: text('action').notNull(),
    fromAmount: money('from_amount'),
    toAmount: money('to_amount'),
    by: text('by').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    at: at('at').notNull(),
  },
  (t) => [index('limit_changes_account_idx').on(t.accountId, t.id)],
);

/**
 * What a member used of each limit kind per period: one row per (member, kind, period, start),
 * moved only by conditional updates in the money's own transaction (and by the settlement
 * consumer for net loss).
 * @owner responsible-gaming/limits
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    accountId: accountId(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    /** Minor units (net loss may go below 0 after wins). */
    used: money('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.period, t.periodStart] })],
);

/**
 * The money admitted against a member's limits, one row per caller key: a replay of the key is
 * admitted without counting again. A wager's row also holds what its stake and win counted, so
 * the settlement consumer moves net loss by the difference, once per wager version.
 * @owner responsible-gaming/limits
 */
export const limitAdmissions = pgTable(
  'limit_admissions',
  {
    accountId: accountId(),
    /** The caller's idempotency key (a wager: `wager:<product>:<wagerId>:<leg>`). */
    key: text('key').notNull(),
    path: text('path').notNull(),
    amount: money('amount').notNull(),
    /** Business time of the admission: the periods it counts in. */
    at: at('at').notNull(),
    /** Wagers: the stake and win counted so far, and the version they come from. */
    stake: money('stake').notNull().default(0),
    win: money('win').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

/**
 * The registration / first-deposit prompt to set a limit: a row once the member answered it.
 * @owner responsible-gaming/limits
 */
export const limitPrompts = pgTable('limit_prompts', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id),
  /** registration | first_deposit */
  answeredWhere: text('answered_where').notNull(),
  /** set | skipped */
  answer: text('answer').notNull(),
  answeredAt: at('answered_at')
    .notNull()
    .default(sql`now()`),
});
