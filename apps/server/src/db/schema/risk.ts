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
import { RISK_NOTE_KINDS, type TRiskFinding } from '@lw/contracts';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The deposits a member was credited, as the risk programme heard them (`deposit.approved`):
 * its own copy, so markers of harm never query the cashier's tables.
 * @owner responsible-gaming/risk
 */
export const riskDeposits = pgTable(
  'risk_deposits',
  {
    depositId: bigint('deposit_id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('risk_deposits_account_at_idx').on(t.accountId, t.at)],
);

/**
 * Each member's last score, and whether play since asks for a new one: settled play marks the
 * member (`dirty_since`), the `risk-rescore` job scores the marked members from the read model.
 * @owner responsible-gaming/risk
 */
export const riskMemberScores = pgTable(
  'risk_member_scores',
  {
    accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
    score: integer('score').notNull().default(0),
    scoredAt: at('scored_at'),
    dirtySince: at('dirty_since'),
  },
  (t) => [
    index('risk_member_scores_dirty_idx')
      .on(t.dirtySince)
      .where(sql`dirty_since IS NOT NULL`),
  ],
);

/**
 * A case of the risk queue: at most one open (or assigned) case per member.
 * @owner responsible-gaming/risk
 */
export const riskCases = pgTable(
  'risk_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    status: text('status', { enum: ['open', 'assigned', 'closed'] }).notNull(),
    score: integer('score').notNull(),
    findings: jsonb('findings').$type<TRiskFinding[]>().notNull(),
    assignedTo: bigint('assigned_to', { mode: 'number' }).references(() => operators.id),
    outcome: text('outcome'),
    openedAt: at('opened_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('risk_cases_one_active_uq')
      .on(t.accountId)
      .where(sql`status <> 'closed'`),
    index('risk_cases_status_opened_idx').on(t.status, t.openedAt),
  ],
);

/**
 * A case's history: notes, assignment, new findings, each action taken, the close.
 * @owner responsible-gaming/risk
 */
export const riskCaseNotes = pgTable(
  'risk_case_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => riskCases.id),
    kind: text('kind', { enum: RISK_NOTE_KINDS }).notNull(),
    text: text('text').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    at: at('at').notNull(),
    /** The back office's idempotency key of the step this note records (null: no step). */
    requestId: text('request_id'),
  },
  (t) => [
    index('risk_case_notes_case_idx').on(t.caseId, t.id),
    // One note per step: a replayed step finds its note and is not taken again.
    uniqueIndex('risk_case_notes_request_uq')
      .on(t.caseId, t.requestId)
      .where(sql`${t.requestId} IS NOT NULL`),
  ],
);
