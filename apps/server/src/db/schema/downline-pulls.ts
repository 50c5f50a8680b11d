import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { ledgerTransfers } from './ledger.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agent taking money back from someone in its downline (issue 22 item 4). 'pending' waits for
 * the member, who confirms (the money moves: 'confirmed') or declines; an unanswered one becomes
 * 'expired' at `expires_at`. 'direct' is a pull the operator's setting allowed without consent
 * (the money moved at once). Every step is a guarded update from 'pending', so a confirm racing
 * a decline or the expiry has exactly one winner.
 * @owner cashier/downline-pulls
 */
export const downlinePulls = pgTable(
  'downline_pulls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'declined', 'expired', 'direct'],
    }).notNull(),
    /** The agent's requestId: a retried pull answers the first one. */
    requestId: text('request_id').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('downline_pulls_request_uq').on(t.agentId, t.requestId),
    index('downline_pulls_member_idx').on(t.memberId, t.createdAt),
    index('downline_pulls_agent_idx').on(t.agentId, t.createdAt),
    // The expiry job walks only the pending ones.
    index('downline_pulls_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // One open request per agent and member: an agent cannot queue requests for the member to
    // confirm by mistake (or fill the member's inbox with them).
    uniqueIndex('downline_pulls_one_pending_uq')
      .on(t.agentId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('downline_pulls_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * What an agent pulled directly per day (the cashier's time zone): one guarded upsert per direct
 * pull, in the transaction that moves the money, so parallel pulls never pass the daily cap.
 * @owner cashier/downline-pulls
 */
export const downlinePullDailyTotals = pgTable(
  'downline_pull_daily_totals',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day] }),
    check('downline_pull_daily_totals_positive', sql`${t.amount} > 0`),
  ],
);
