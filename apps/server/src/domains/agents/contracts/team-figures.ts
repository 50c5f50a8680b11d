import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { ZERO_FIGURES, type TeamFigures } from './contract-rules.js';
import { isDayPeriod, type Period } from './contract-periods.js';

/** The wagers of a period for the team figures: business days, or settlement instants. */
export function periodCondition(
  p: Pick<Period, 'type' | 'firstDay' | 'lastDay' | 'start' | 'end'>,
): SQL {
  return isDayPeriod(p.type)
    ? sql`w.business_day BETWEEN ${p.firstDay}::date AND ${p.lastDay}::date`
    : sql`w.settled_at >= ${p.start.toISOString()}::timestamptz AND w.settled_at < ${p.end.toISOString()}::timestamptz`;
}

/**
 * Team figures of many agents for one period in one statement, from the settled-wager read model
 * as it stands: each wager counts for its player and every upline at settlement (`agent_path`),
 * voided wagers not at all; a member is active when its period valid stake reaches the minimum.
 */
export async function teamFigures(
  db: Database,
  p: Period,
  agents: readonly { agentId: number; minRound: number }[],
  currency: string,
  activeMemberMinValidStake: number,
): Promise<Map<number, TeamFigures>> {
  const out = new Map<number, TeamFigures>();
  if (agents.length === 0) return out;
  const ids = agents.map((a) => a.agentId);
  const mins = agents.map((a) => a.minRound);
  const rows = await queryRows<{
    agent_id: string;
    v: string;
    loss: string;
    wv: string;
    lv: string;
    active: string;
  }>(
    db,
    sql`WITH c AS (
          SELECT * FROM unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${mins.join(',')}}`}::bigint[]) AS c(agent_id, min_round)
        ),
        t AS (
          SELECT c.agent_id, w.account_id,
            sum(w.valid_stake) AS v, sum(w.stake - w.win) AS loss,
            coalesce(sum(w.valid_stake) FILTER (WHERE w.win > w.stake AND w.stake >= c.min_round), 0) AS wv,
            coalesce(sum(w.valid_stake) FILTER (WHERE w.win < w.stake AND w.stake >= c.min_round), 0) AS lv
          FROM settled_wagers w
          CROSS JOIN LATERAL unnest(array_prepend(w.account_id, w.agent_path)) AS a(id)
          JOIN c ON c.agent_id = a.id
          WHERE ${periodCondition(p)} AND w.status <> 'voided' AND w.currency = ${currency}
          GROUP BY c.agent_id, w.account_id
        )
        SELECT agent_id, sum(v) AS v, sum(loss) AS loss, sum(wv) AS wv, sum(lv) AS lv,
          count(*) FILTER (WHERE v >= ${activeMemberMinValidStake}) AS active
        FROM t GROUP BY agent_id`,
  );
  for (const r of rows) {
    out.set(Number(r.agent_id), {
      validStake: Number(r.v),
      loss: Number(r.loss),
      winningValidStake: Number(r.wv),
      losingValidStake: Number(r.lv),
      activeMembers: Number(r.active),
    });
  }
  return out;
}

export function figuresOf(map: Map<number, TeamFigures>, agentId: number): TeamFigures {
  return map.get(agentId) ?? ZERO_FIGURES;
}
