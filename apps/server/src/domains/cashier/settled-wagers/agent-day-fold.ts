import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The additive upsert of `wager_agent_days` for the batch's moves, as a CTE body of the
 * consumer's one write statement (a move list of none inserts nothing).
 */
export function agentDaysUpsert(days: AgentDayDelta[]): SQL {
  return sql`INSERT INTO wager_agent_days (agent_id, level, business_day, currency, wagers, stake,
                                           valid_stake, win)
             SELECT "agentId", level, "businessDay", currency, wagers, stake, "validStake", win
               FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS x("agentId" bigint,
                    level integer, "businessDay" date, currency text, wagers integer,
                    stake bigint, "validStake" bigint, win bigint)
             ON CONFLICT (agent_id, business_day, currency, level) DO UPDATE
                SET wagers = wager_agent_days.wagers + excluded.wagers,
                    stake = wager_agent_days.stake + excluded.stake,
                    valid_stake = wager_agent_days.valid_stake + excluded.valid_stake,
                    win = wager_agent_days.win + excluded.win
             RETURNING 1`;
}

/** The additive upsert of `wager_agent_member_days`, as `agentDaysUpsert` is. */
export function agentMemberDaysUpsert(members: AgentMemberDayDelta[]): SQL {
  return sql`INSERT INTO wager_agent_member_days (agent_id, business_day, currency, member_id,
                                                  valid_stake)
             SELECT "agentId", "businessDay", currency, "memberId", "validStake"
               FROM jsonb_to_recordset(${JSON.stringify(members)}::jsonb) AS x("agentId" bigint,
                    "businessDay" date, currency text, "memberId" bigint, "validStake" bigint)
             ON CONFLICT (agent_id, business_day, currency, member_id) DO UPDATE
                SET valid_stake = wager_agent_member_days.valid_stake + excluded.valid_stake
             RETURNING 1`;
}
