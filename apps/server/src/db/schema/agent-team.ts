import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * The agent centre's team money (issue 25, domains/agents/team): deposits and withdrawals of an
 * agent's downline, kept by the `agents.team-cash` consumer of `deposit.approved` and
 * `withdrawal.paid`. Amounts are integer minor units.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One approved deposit or paid withdrawal of a member, as the consumer took it: the key makes a
 * replay of the events change nothing, and `first` marks the member's first deposit.
 * @owner agents/team
 */
export const teamCashMoves = pgTable(
  'team_cash_moves',
  {
    kind: text('kind', { enum: ['deposit', 'withdrawal'] }).notNull(),
    /** The deposit's or the withdrawal's id. */
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's uplines when the money moved, nearest first (as the wagers' agent path). */
    agentPath: bigint('agent_path', { mode: 'number' }).array().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** The member's first approved deposit. */
    first: integer('first').notNull(),
    /** The day the money moved in the operator's time zone. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('team_cash_moves_member_day_idx').on(t.memberId, t.businessDay),
  ],
);

/**
 * The daily roll-up of `team_cash_moves` per upline and level (1: the member is a direct
 * downline), like `wager_agent_days` for play.
 * @owner agents/team
 */
export const teamCashDays = pgTable(
  'team_cash_days',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    deposits: money('deposits').notNull(),
    depositCount: integer('deposit_count').notNull(),
    withdrawals: money('withdrawals').notNull(),
    withdrawalCount: integer('withdrawal_count').notNull(),
    firstDeposits: integer('first_deposits').notNull(),
    firstDepositAmount: money('first_deposit_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.businessDay, t.currency, t.level] })],
);
