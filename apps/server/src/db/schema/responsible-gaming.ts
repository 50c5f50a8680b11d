import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

/**
 * Every time-out and self-exclusion a member took or an operator applied (issue 24), kept for
 * good (the history). What the hot paths read is its copy on `accounts.play_restricted_until`.
 * @owner responsible-gaming/exclusions
 */
export const playRestrictions = pgTable(
  'play_restrictions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['time_out', 'self_exclusion'] }).notNull(),
    /** 24h, 48h, 7d, 14d, 30d, 6w (time-outs); 6m, 1y, 5y, permanent (self-exclusions). */
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The period's end; null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    source: text('source', { enum: ['member', 'operator'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    reason: text('reason'),
    /** An operator's lift of a self-exclusion after its period, effective after a cooling-off. */
    liftRequestedAt: timestamp('lift_requested_at', { withTimezone: true }),
    liftRequestedBy: integer('lift_requested_by').references(() => operators.id),
    liftReason: text('lift_reason'),
    liftEffectiveAt: timestamp('lift_effective_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('play_restrictions_account_idx').on(t.accountId, t.id)],
);
