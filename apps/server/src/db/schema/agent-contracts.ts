import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TContractTerms } from '@lw/contracts';
import { accounts } from './accounts.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agent's commission contract of one kind (issue 25 item 3): offered by the direct upline
 * (`upline_id`; null: given by an operator to the top contracted layer, paid by the platform),
 * then accepted (`active`) or `rejected` by the holder; `terminated` by either side, the operator,
 * a replacement or a cascade (`end_reason`). Every step is a guarded update from the status it
 * leaves, so a race has one winner. One pending and one active per holder and kind (a pending
 * offer beside an active contract is an amendment; accepting it replaces the active one).
 * @owner agents/contracts
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: ['dailySalary', 'dividend', 'hourlySalary', 'realtimeSalary'],
    }).notNull(),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => accounts.id),
    operatorId: integer('operator_id'),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'terminated'] }).notNull(),
    terms: jsonb('terms').$type<TContractTerms>().notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    /** When it became active (null: never accepted). */
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_pending_uq')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_contracts_one_active_uq')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_kind_idx').on(t.kind, t.status),
  ],
);

/**
 * One bill per (contract, period): the team's figures from the settled-wager read model, the
 * agent's own amount, adjustment lines for earlier periods corrected after billing, and what was
 * paid through the ledger (key `agent-bill:<id>:<paid before>`). Never recomputed once made.
 * @owner agents/contracts
 */
export const agentBills = pgTable(
  'agent_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Who pays: the contract's upline (null: the platform). */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => accounts.id),
    /** The holder's depth in the tree (payment order: uplines first). */
    depth: integer('depth').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    currency: text('currency').notNull(),
    teamValidStake: money('team_valid_stake').notNull(),
    teamLoss: money('team_loss').notNull(),
    winningValidStake: money('winning_valid_stake').notNull(),
    losingValidStake: money('losing_valid_stake').notNull(),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier'),
    carryIn: money('carry_in').notNull(),
    ownAmount: money('own_amount').notNull(),
    downlineAmount: money('downline_amount').notNull(),
    adjustmentAmount: money('adjustment_amount').notNull(),
    adjustmentCarryIn: money('adjustment_carry_in').notNull(),
    payable: money('payable').notNull(),
    paidAmount: money('paid_amount').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'issued',
        'partiallyIssued',
        'insufficientBalance',
        'notReached',
        'held',
        'rejected',
      ],
    }).notNull(),
    computedAt: at('computed_at').notNull(),
    /**
     * The settled-wager consumer's position read before the figures: every wager row changed at a
     * later position is one this bill may not have seen (a late settlement, void or resettle).
     */
    seenPosition: bigint('seen_position', { mode: 'number' }).notNull().default(0),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('agent_bills_contract_period_uq').on(t.contractId, t.periodKey),
    index('agent_bills_period_idx').on(t.kind, t.periodKey),
    index('agent_bills_agent_idx').on(t.agentId, t.periodStart),
    index('agent_bills_payer_idx').on(t.payerId, t.periodStart),
  ],
);

/**
 * A signed adjustment line: an earlier bill's period changed after it was billed (a wager voided
 * or resettled), so the bill `bill_id` carries the difference; the earlier bill stays as paid.
 * @owner agents/contracts
 */
export const agentBillAdjustments = pgTable(
  'agent_bill_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => agentBills.id),
    forBillId: bigint('for_bill_id', { mode: 'number' })
      .notNull()
      .references(() => agentBills.id),
    ownBefore: money('own_before').notNull(),
    ownAfter: money('own_after').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('agent_bill_adjustments_uq').on(t.billId, t.forBillId),
    index('agent_bill_adjustments_for_idx').on(t.forBillId),
  ],
);
