import { dayOfInstant } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { teamCashDays } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const TEAM_CASH_CONSUMER = 'agents.team-cash';

interface CashMove {
  kind: 'deposit' | 'withdrawal';
  refId: number;
  memberId: number;
  currency: string;
  amount: number;
  at: Date;
}

function moveOf(event: StoredEvent): CashMove | null {
  if (event.type === 'deposit.approved') {
    const p = event.payload as {
      depositId: number;
      accountId: number;
      amount: number;
      currency: string;
    };
    return {
      kind: 'deposit',
      refId: p.depositId,
      memberId: p.accountId,
      currency: p.currency,
      amount: p.amount,
      at: event.occurredAt,
    };
  }
  if (event.type === 'withdrawal.paid') {
    const p = event.payload as {
      withdrawalId: number;
      accountId: number;
      amountReceived: number;
      currency: string;
    };
    // What left for the member's bank: the paid amount, as the cashier reports it.
    return {
      kind: 'withdrawal',
      refId: p.withdrawalId,
      memberId: p.accountId,
      currency: p.currency,
      amount: p.amountReceived,
      at: event.occurredAt,
    };
  }
  return null;
}

/**
 * The consumer of `deposit.approved` and `withdrawal.paid` that keeps the team money of every
 * upline (issue 25): a fact per deposit or withdrawal (`team_cash_moves`, keyed by it, so a
 * replay or a duplicate adds nothing) and its additive roll-up per upline, level and day
 * (`team_cash_days`), in the dispatcher's transaction (exactly once with the position). The
 * agent path is the member's as the money moved; a member's first deposit is the first one
 * this consumer takes for them (the migration seeded the history before it).
 */
export function teamCashConsumer(rules: {
  timeZone(tx: Database): Promise<string>;
}): EventConsumer {
  return {
    name: TEAM_CASH_CONSUMER,
    types: ['deposit.approved', 'withdrawal.paid'],
    handle: async (tx, events) => {
      const moves = events.map(moveOf).filter((m): m is CashMove => m !== null);
      if (moves.length === 0) return;
      const timeZone = await rules.timeZone(tx);
      for (const move of moves) await applyMove(tx, move, timeZone);
    },
  };
}

async function applyMove(tx: Database, move: CashMove, timeZone: string): Promise<void> {
  const businessDay = dayOfInstant(move.at, timeZone);
  // One statement: the fact with its agent path (accounts.path now, nearest first, without the
  // member) and whether it is the member's first deposit; nothing when the fact is known.
  const [fact] = await queryRows<{ agent_path: (string | number)[]; first: number }>(
    tx,
    sql`INSERT INTO team_cash_moves
          (kind, ref_id, member_id, agent_path, currency, amount, first, business_day)
        SELECT ${move.kind}, ${move.refId}, a.id,
               COALESCE((SELECT array_agg(p.x::bigint ORDER BY p.ord DESC)
                           FROM unnest(string_to_array(trim(both '/' from a.path), '/'))
                                WITH ORDINALITY AS p(x, ord)
                          WHERE p.x::bigint <> a.id), '{}'::bigint[]),
               ${move.currency}, ${move.amount},
               CASE WHEN ${move.kind} = 'deposit' AND NOT EXISTS (
                      SELECT 1 FROM team_cash_moves f
                       WHERE f.kind = 'deposit' AND f.member_id = a.id) THEN 1 ELSE 0 END,
               ${businessDay}::date
          FROM accounts a WHERE a.id = ${move.memberId}
        ON CONFLICT (kind, ref_id) DO NOTHING
        RETURNING agent_path, first`,
  );
  if (!fact || fact.agent_path.length === 0) return;
  const deposit = move.kind === 'deposit';
  const rows = fact.agent_path.map((agentId, index) => ({
    agentId: Number(agentId),
    level: index + 1,
    businessDay,
    currency: move.currency,
    deposits: deposit ? move.amount : 0,
    depositCount: deposit ? 1 : 0,
    withdrawals: deposit ? 0 : move.amount,
    withdrawalCount: deposit ? 0 : 1,
    firstDeposits: fact.first,
    firstDepositAmount: fact.first ? move.amount : 0,
  }));
  const add = (column: string) => sql.raw(`team_cash_days.${column} + excluded.${column}`);
  await tx
    .insert(teamCashDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        teamCashDays.agentId,
        teamCashDays.businessDay,
        teamCashDays.currency,
        teamCashDays.level,
      ],
      set: {
        deposits: add('deposits'),
        depositCount: add('deposit_count'),
        withdrawals: add('withdrawals'),
        withdrawalCount: add('withdrawal_count'),
        firstDeposits: add('first_deposits'),
        firstDepositAmount: add('first_deposit_amount'),
      },
    });
}
