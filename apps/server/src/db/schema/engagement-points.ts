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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText, TPointsConfig } from '@lw/contracts';
import { accounts } from './accounts.js';

/*
 * The points mall (issue 26 item 6, domains/engagement/points). Points are the ledger's own
 * currency PTS (whole points; the balances are the ledger's); these tables hold the rules, the
 * catalogue and the records behind each points transfer. Money amounts are minor units (bigint).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's points rules: one row (id 1), the earn tiers and the conversion rate as one
 * validated document (`ZPointsConfig`).
 * @owner engagement/points
 */
export const pointsConfigs = pgTable('points_configs', {
  id: integer('id').primaryKey(),
  config: jsonb('config').$type<TPointsConfig>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Points earned on one approved deposit (from `deposit.approved`, keyed by the deposit: a replay
 * earns nothing more), and their clawback when the deposit is reversed.
 * @owner engagement/points
 */
export const pointsAwards = pgTable(
  'points_awards',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Points credited (0 when no tier applied or the member's standing refused rewards). */
    points: bigint('points', { mode: 'number' }).notNull(),
    /** The tier's ratio when earned: `ratioPoints` per `ratioAmount` minor units. */
    ratioPoints: integer('ratio_points').notNull(),
    ratioAmount: bigint('ratio_amount', { mode: 'number' }).notNull(),
    note: text('note'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    /** Points taken back when the deposit was reversed (at most what the wallet held). */
    clawedBack: bigint('clawed_back', { mode: 'number' }),
    clawbackReason: text('clawback_reason'),
    clawedBackAt: at('clawed_back_at'),
    clawbackTransferId: bigint('clawback_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('points_awards_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A reward of the catalogue. `stock` is the guard counter: a redemption takes one with a guarded
 * update (`stock > 0`), so it never goes below zero; null stock is unlimited.
 * @owner engagement/points
 */
export const pointsRewards = pgTable(
  'points_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: jsonb('name').$type<TLocalizedText>().notNull(),
    description: jsonb('description').$type<TLocalizedText>().notNull(),
    /** An uploaded image's address, or null (the page draws one from the name). */
    imageUrl: text('image_url'),
    pricePoints: bigint('price_points', { mode: 'number' }).notNull(),
    stock: integer('stock'),
    /** Redemptions per member that are not rejected, at most; null: no limit. */
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('points_rewards_stock_ck', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('points_rewards_price_ck', sql`${t.pricePoints} > 0`),
  ],
);

/**
 * A member's redemption (a reward: `in_process` until the operator approves or rejects it; a
 * rejection refunds the points, "store refund mode") or conversion of points to money
 * (`approved` at once). Unique per (member, request id): a replayed request answers the first.
 * @owner engagement/points
 */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    type: text('type', { enum: ['reward', 'convert'] }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => pointsRewards.id),
    points: bigint('points', { mode: 'number' }).notNull(),
    /** Money received (conversions), minor units; 0 for a reward. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The conversion ratio used: `ratioAmount` minor units per `ratioPoints` points. */
    ratioPoints: integer('ratio_points'),
    ratioAmount: bigint('ratio_amount', { mode: 'number' }),
    status: text('status', { enum: ['in_process', 'approved', 'rejected'] }).notNull(),
    /** The transaction reference the member and the operator see. */
    reference: text('reference').notNull(),
    remark: text('remark'),
    spendTransferId: bigint('spend_transfer_id', { mode: 'number' }),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_redemptions_request_uq').on(t.accountId, t.requestId),
    uniqueIndex('points_redemptions_reference_uq').on(t.reference),
    index('points_redemptions_status_idx').on(t.status, t.id),
    index('points_redemptions_member_reward_idx').on(t.accountId, t.rewardId),
  ],
);
