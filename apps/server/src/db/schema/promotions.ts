import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TPromotionAudience, TPromotionRule } from '@lw/contracts';
import { accounts } from './accounts.js';

/*
 * Promotions (issue 26 item 1). Money is bigint minor units; a percent of an amount is
 * percentOf(amount, percent, 'floor') from the contracts' money arithmetic.
 */
const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
type TLang = { th: string; en: string; zh: string };
/** Raw bytes (bytea), as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One promotion: its texts, audience, window, budget and the rule object the engine runs and the
 * terms renderer writes out. `spent` and `claims` are the budget's guard counters, moved only by
 * a guarded `UPDATE … WHERE spent + amount <= budget_total` in the claim's transaction.
 * @owner engagement/promotions
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<TLang>().notNull(),
    content: jsonb('content').$type<TLang>().notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    audience: jsonb('audience').$type<TPromotionAudience>().notNull(),
    languages: text('languages').array().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    budgetTotal: money('budget_total'),
    budgetPerMember: money('budget_per_member'),
    claimLimit: integer('claim_limit').notNull(),
    rule: jsonb('rule').$type<TPromotionRule>().notNull(),
    state: text('state', { enum: ['draft', 'published', 'closed'] }).notNull(),
    spent: money('spent').notNull().default(0),
    claims: integer('claims').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('promotions_live_idx').on(t.state, t.endsAt)],
);

/**
 * Every grant of a promotion to a member (and raffle entries, amount 0 until drawn). `request_key`
 * is the claim's idempotency key (the client's requestId, `deposit:<id>`, `cashback:<day>`,
 * `application:<id>`): a replay finds its row and answers the first result. The claim limit is
 * `promotion_member_totals`' guarded counter.
 * @owner engagement/promotions
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    requestKey: text('request_key').notNull(),
    /** issued: bonus granted; signed: a raffle entry not drawn yet; lost: a raffle entry not drawn. */
    status: text('status', { enum: ['issued', 'signed', 'lost'] }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The bonus wallet's bonus this claim granted (its source is `promotion:<id>:<claim id>`). */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    /** Where the claim came from, for the abuse signals (the member's request). */
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_claims_request_uq').on(t.promotionId, t.accountId, t.requestKey),
    index('promotion_claims_account_idx').on(t.accountId),
  ],
);

/**
 * What one member has received of a promotion: the per-member guard counters (claims, amount),
 * moved by one guarded upsert in the claim's transaction.
 * @owner engagement/promotions
 */
export const promotionMemberTotals = pgTable(
  'promotion_member_totals',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    claims: integer('claims').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.accountId] })],
);

/**
 * A member's opt-in to a deposit-match offer: `waiting` until the member's next approved deposit
 * (the `deposit.approved` consumer) takes it (`used`, with the deposit), or `skipped` when that
 * deposit was too small or the offer could no longer pay. One waiting opt-in per member.
 * @owner engagement/promotions
 */
export const promotionOptIns = pgTable(
  'promotion_opt_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: ['waiting', 'used', 'skipped'] }).notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    note: text('note'),
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('promotion_opt_ins_waiting_uq')
      .on(t.accountId)
      .where(sql`status = 'waiting'`),
    uniqueIndex('promotion_opt_ins_deposit_uq')
      .on(t.depositId)
      .where(sql`deposit_id is not null`),
  ],
);

/**
 * Apply-for-review applications (spec §3 activity claim application: remark ≤ 140, ≤ 3 images).
 * One waiting application per member and promotion; the decision is a guarded update from
 * `applying`, so two operators cannot both decide.
 * @owner engagement/promotions
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    remark: text('remark').notNull(),
    imageCount: smallint('image_count').notNull(),
    status: text('status', { enum: ['applying', 'issued', 'rejected'] }).notNull(),
    amount: money('amount'),
    reason: text('reason'),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_applications_waiting_uq')
      .on(t.promotionId, t.accountId)
      .where(sql`status = 'applying'`),
    index('promotion_applications_status_idx').on(t.status, t.id),
  ],
);

/**
 * An application's images: the bytes (PNG or JPEG by their magic numbers, ≤ 5 MB each), read back
 * only through the operators' guarded route.
 * @owner engagement/promotions
 */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    position: smallint('position').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.position] })],
);
