import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { wagerAgentDays, wagerAgentMemberDays } from '../../../db/schema/index.js';
import type { WagerRow } from './wager-fold.js';

/** A move of `wager_agent_days`: one upline, one level below it, one day and currency. */
export interface AgentDayDelta {
  agentId: number;
  level: number;
  businessDay: string;
  currency: string;
  wagers: number;
  stake: number;
  validStake: number;
  win: number;
}

/** A move of `wager_agent_member_days`: one upline, one day, one member's valid stake. */
export interface AgentMemberDayDelta {
  agentId: number;
  businessDay: string;
  currency: string;
  memberId: number;
  validStake: number;
}

/**
 * The moves of the agent roll-ups that take each wager from `before` to `after` (issue 25): the
 * old row's contribution leaves every upline of its agent path, the new one enters them, as
 * `dayDeltas` does for `wager_days`. A voided row contributes nothing. The agent path is the one
 * at settlement (kept through later versions), so both sides name the same uplines.
 */
export function agentDayDeltas(
  changes: readonly { before: WagerRow | undefined; after: WagerRow }[],
): { days: AgentDayDelta[]; members: AgentMemberDayDelta[] } {
  const days = new Map<string, AgentDayDelta>();
  const members = new Map<string, AgentMemberDayDelta>();
  const add = (row: WagerRow | undefined, sign: 1 | -1) => {
    if (!row || row.status === 'voided') return;
    row.agentPath.forEach((agentId, index) => {
      const level = index + 1;
      const dayKey = `${agentId}|${level}|${row.businessDay}|${row.currency}`;
      const d = days.get(dayKey) ?? {
        agentId,
        level,
        businessDay: row.businessDay,
        currency: row.currency,
        wagers: 0,
        stake: 0,
        validStake: 0,
        win: 0,
      };
      d.wagers += sign;
      d.stake += sign * row.stake;
      d.validStake += sign * row.validStake;
      d.win += sign * row.win;
      days.set(dayKey, d);
      const memberKey = `${agentId}|${row.businessDay}|${row.currency}|${row.accountId}`;
      const m = members.get(memberKey) ?? {
        agentId,
        businessDay: row.businessDay,
        currency: row.currency,
        memberId: row.accountId,
        validStake: 0,
      };
      m.validStake += sign * row.validStake;
      members.set(memberKey, m);
    });
  };
  for (const { before, after } of changes) {
    add(before, -1);
    add(after, 1);
  }
  return {
    days: [...days.values()].filter(
      (d) => d.wagers !== 0 || d.stake !== 0 || d.validStake !== 0 || d.win !== 0,
    ),
    members: [...members.values()].filter((m) => m.validStake !== 0),
  };
}

/** Applies the moves with two additive upserts, in the consumer's batch transaction. */
export async function moveAgentDays(
  tx: Database,
  deltas: ReturnType<typeof agentDayDeltas>,
): Promise<void> {
  if (deltas.days.length > 0) {
    const add = (column: string) => sql.raw(`wager_agent_days.${column} + excluded.${column}`);
    await tx
      .insert(wagerAgentDays)
      .values(deltas.days)
      .onConflictDoUpdate({
        target: [
          wagerAgentDays.agentId,
          wagerAgentDays.businessDay,
          wagerAgentDays.currency,
          wagerAgentDays.level,
        ],
        set: {
          wagers: add('wagers'),
          stake: add('stake'),
          validStake: add('valid_stake'),
          win: add('win'),
        },
      });
  }
  if (deltas.members.length > 0) {
    await tx
      .insert(wagerAgentMemberDays)
      .values(deltas.members)
      .onConflictDoUpdate({
        target: [
          wagerAgentMemberDays.agentId,
          wagerAgentMemberDays.businessDay,
          wagerAgentMemberDays.currency,
          wagerAgentMemberDays.memberId,
        ],
        set: { validStake: sql.raw('wager_agent_member_days.valid_stake + excluded.valid_stake') },
      });
  }
}
