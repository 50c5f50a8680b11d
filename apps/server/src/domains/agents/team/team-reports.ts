import type {
  TTeamCrumb,
  TTeamFigures,
  TTeamOverview,
  TTeamPeriod,
  TTeamPl,
  TTeamPlLevel,
  TTeamPlRow,
} from '@lw/contracts';
import { isAgentType } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScope, AgentScopes } from '../agent-scope/index.js';
import { daysOf, resolvePeriod, type TeamRange } from './team-period.js';
import { addFigures, figures, num, ZERO_FIGURES } from './team-sql.js';

export interface PeriodQuery {
  period: TTeamPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

/** The public part of a resolved range, as answers carry it. */
export function presentRange(range: TeamRange) {
  return { period: range.period, from: range.from, to: range.to, timeZone: range.timeZone };
}

/**
 * The team overview and the P/L report (issue 25 item 2). Both read the agent roll-ups
 * (`wager_agent_days`, `wager_agent_member_days` of the settled-wager read model and this
 * module's `team_cash_days`), so an answer is a few dozen rows per level and day whatever the
 * size of the team; people (team size, new members, online) come from `accounts`' path index.
 * Every condition on the team is the scope's (`below`, `rollupOf`).
 */
export class TeamReports {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly scopes: AgentScopes,
  ) {}

  async range(query: PeriodQuery): Promise<{ range: TeamRange; currency: string }> {
    const cashier = await this.settings.get('cashier');
    return {
      range: resolvePeriod(query, this.clock.now(), cashier.timeZone),
      currency: cashier.currency,
    };
  }

  async overview(scope: AgentScope, query: PeriodQuery): Promise<TTeamOverview> {
    const { range, currency } = await this.range(query);
    // One definition of an active member for the team pages and the contracts' tiers.
    const [{ activeMemberMinValidStake: activeMinValidStake }, policy] = await Promise.all([
      this.settings.get('agentContracts'),
      this.settings.get('accountPolicy'),
    ]);
    const now = this.clock.now();
    const idleSince = new Date(now.getTime() - policy.sessionIdleMinutes * 60_000);
    const [people, play, cash, active, online] = await Promise.all([
      // Two counts, so each can take its index: the path range for the team, the creation time
      // for the period's newcomers (few beside the team).
      queryRows<{ size: unknown; fresh: unknown }>(
        this.db,
        sql`SELECT (SELECT count(*) FROM accounts a WHERE ${scope.below(sql`a.path`)}) AS size,
                   (SELECT count(*) FROM accounts a
                     WHERE ${scope.below(sql`a.path`)}
                       AND a.created_at >= ${range.startsAt.toISOString()}
                       AND a.created_at < ${range.endsAt.toISOString()}) AS fresh`,
      ),
      queryRows<{ day: string; stake: unknown; valid: unknown; win: unknown }>(
        this.db,
        sql`SELECT d.business_day::text AS day, sum(d.stake) AS stake,
                   sum(d.valid_stake) AS valid, sum(d.win) AS win
              FROM wager_agent_days d
             WHERE ${scope.rollupOf(sql`d.agent_id`)} AND d.currency = ${currency}
               AND d.business_day BETWEEN ${range.from}::date AND ${range.to}::date
             GROUP BY d.business_day`,
      ),
      queryRows<{
        day: string;
        deposits: unknown;
        withdrawals: unknown;
        firsts: unknown;
        first_amount: unknown;
      }>(
        this.db,
        sql`SELECT c.business_day::text AS day, sum(c.deposits) AS deposits,
                   sum(c.withdrawals) AS withdrawals, sum(c.first_deposits) AS firsts,
                   sum(c.first_deposit_amount) AS first_amount
              FROM team_cash_days c
             WHERE ${scope.rollupOf(sql`c.agent_id`)} AND c.currency = ${currency}
               AND c.business_day BETWEEN ${range.from}::date AND ${range.to}::date
             GROUP BY c.business_day`,
      ),
      // Active: the member's valid stake over the whole period reaches the operator's minimum.
      queryRows<{ n: unknown }>(
        this.db,
        sql`SELECT count(*) AS n FROM (
              SELECT m.member_id FROM wager_agent_member_days m
               WHERE ${scope.rollupOf(sql`m.agent_id`)} AND m.currency = ${currency}
                 AND m.business_day BETWEEN ${range.from}::date AND ${range.to}::date
               GROUP BY m.member_id
              HAVING sum(m.valid_stake) >= ${activeMinValidStake}) active`,
      ),
      queryRows<{ n: unknown }>(
        this.db,
        sql`SELECT count(DISTINCT s.account_id) AS n
              FROM account_sessions s JOIN accounts a ON a.id = s.account_id
             WHERE ${scope.below(sql`a.path`)} AND s.revoked_at IS NULL
               AND s.expires_at > ${now.toISOString()}
               AND s.last_seen_at > ${idleSince.toISOString()}`,
      ),
    ]);
    const playByDay = new Map(play.map((r) => [r.day, r]));
    const cashByDay = new Map(cash.map((r) => [r.day, r]));
    const days = daysOf(range).map((day) => {
      const p = playByDay.get(day);
      const c = cashByDay.get(day);
      const f = figures({
        stake: p?.stake,
        validStake: p?.valid,
        win: p?.win,
        deposits: c?.deposits,
        withdrawals: c?.withdrawals,
      });
      return {
        day,
        bets: f.bets,
        validBets: f.validBets,
        wins: f.wins,
        profitLoss: f.profitLoss,
        deposits: f.deposits,
        withdrawals: f.withdrawals,
      };
    });
    const total = days.reduce(
      (t, d) =>
        addFigures(t, figures({ ...d, stake: d.bets, validStake: d.validBets, win: d.wins })),
      ZERO_FIGURES,
    );
    return {
      range: presentRange(range),
      currency,
      teamSize: num(people[0]?.size),
      newMembers: num(people[0]?.fresh),
      firstDeposits: {
        count: cash.reduce((n, r) => n + num(r.firsts), 0),
        amount: cash.reduce((n, r) => n + num(r.first_amount), 0),
      },
      activeMembers: num(active[0]?.n),
      activeMinValidStake,
      deposits: total.deposits,
      withdrawals: total.withdrawals,
      bets: total.bets,
      validBets: total.validBets,
      wins: total.wins,
      rebates: total.rebates,
      bonuses: total.bonuses,
      profitLoss: total.profitLoss,
      onlineNow: num(online[0]?.n),
      days,
    };
  }

  /**
   * P/L per direct downline (each row that downline's whole subtree, itself included) and per
   * level, with totals, for the signed-in agent or a downline agent it drills into.
   */
  async pl(
    scope: AgentScope,
    query: PeriodQuery & { agentId?: number | undefined; page: number; pageSize: number },
  ): Promise<TTeamPl> {
    const { range, currency } = await this.range(query);
    const target = query.agentId ? await this.scopes.narrow(scope, { id: query.agentId }) : scope;
    const inPeriod = sql`BETWEEN ${range.from}::date AND ${range.to}::date`;
    const [count, page, levelPlay, levelCash, breadcrumb] = await Promise.all([
      queryRows<{ n: unknown }>(
        this.db,
        sql`SELECT count(*) AS n FROM accounts a
             WHERE ${target.below(sql`a.path`)} AND a.upline_id = ${target.agentId}`,
      ),
      queryRows<{ id: unknown; username: string; type: number; path: string }>(
        this.db,
        sql`SELECT a.id, a.username, a.type, a.path FROM accounts a
             WHERE ${target.below(sql`a.path`)} AND a.upline_id = ${target.agentId}
             ORDER BY a.username
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      ),
      queryRows<{ level: number; stake: unknown; valid: unknown; win: unknown }>(
        this.db,
        sql`SELECT d.level, sum(d.stake) AS stake, sum(d.valid_stake) AS valid, sum(d.win) AS win
              FROM wager_agent_days d
             WHERE ${target.rollupOf(sql`d.agent_id`)} AND d.currency = ${currency}
               AND d.business_day ${inPeriod}
             GROUP BY d.level`,
      ),
      queryRows<{ level: number; deposits: unknown; withdrawals: unknown }>(
        this.db,
        sql`SELECT c.level, sum(c.deposits) AS deposits, sum(c.withdrawals) AS withdrawals
              FROM team_cash_days c
             WHERE ${target.rollupOf(sql`c.agent_id`)} AND c.currency = ${currency}
               AND c.business_day ${inPeriod}
             GROUP BY c.level`,
      ),
      this.breadcrumb(scope, target),
    ]);
    const levelNumbers = [
      ...new Set([...levelPlay.map((l) => l.level), ...levelCash.map((l) => l.level)]),
    ].sort((a, b) => a - b);
    const levels: TTeamPlLevel[] = levelNumbers.map((level) => {
      const p = levelPlay.find((l) => l.level === level);
      const c = levelCash.find((l) => l.level === level);
      return {
        level,
        ...figures({
          stake: p?.stake,
          validStake: p?.valid,
          win: p?.win,
          deposits: c?.deposits,
          withdrawals: c?.withdrawals,
        }),
      };
    });
    const totals = levels.reduce<TTeamFigures>(
      (t, { level: _level, ...f }) => addFigures(t, f),
      ZERO_FIGURES,
    );
    return {
      range: presentRange(range),
      currency,
      agent: { id: target.agentId, username: target.agent.username },
      breadcrumb,
      rows: await this.rows(target, page, currency, inPeriod),
      total: num(count[0]?.n),
      page: query.page,
      pageSize: query.pageSize,
      levels,
      totals,
    };
  }

  /** The P/L rows of one page of direct downlines: subtree roll-up plus their own play. */
  private async rows(
    target: AgentScope,
    page: { id: unknown; username: string; type: number; path: string }[],
    currency: string,
    inPeriod: ReturnType<typeof sql>,
  ): Promise<TTeamPlRow[]> {
    if (page.length === 0) return [];
    const ids = sql`(SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(
      page.map((r) => Number(r.id)),
    )}::jsonb))`;
    const [subPlay, ownPlay, subCash, ownCash, sizes] = await Promise.all([
      queryRows<{ id: unknown; stake: unknown; valid: unknown; win: unknown }>(
        this.db,
        sql`SELECT d.agent_id AS id, sum(d.stake) AS stake, sum(d.valid_stake) AS valid,
                   sum(d.win) AS win
              FROM wager_agent_days d
             WHERE d.agent_id IN ${ids} AND d.currency = ${currency} AND d.business_day ${inPeriod}
             GROUP BY d.agent_id`,
      ),
      queryRows<{ id: unknown; stake: unknown; valid: unknown; win: unknown }>(
        this.db,
        sql`SELECT w.account_id AS id, sum(w.stake) AS stake, sum(w.valid_stake) AS valid,
                   sum(w.win) AS win
              FROM wager_days w
             WHERE w.account_id IN ${ids} AND w.currency = ${currency}
               AND w.business_day ${inPeriod}
             GROUP BY w.account_id`,
      ),
      queryRows<{ id: unknown; deposits: unknown; withdrawals: unknown }>(
        this.db,
        sql`SELECT c.agent_id AS id, sum(c.deposits) AS deposits, sum(c.withdrawals) AS withdrawals
              FROM team_cash_days c
             WHERE c.agent_id IN ${ids} AND c.currency = ${currency} AND c.business_day ${inPeriod}
             GROUP BY c.agent_id`,
      ),
      queryRows<{ id: unknown; deposits: unknown; withdrawals: unknown }>(
        this.db,
        sql`SELECT m.member_id AS id,
                   sum(m.amount) FILTER (WHERE m.kind = 'deposit') AS deposits,
                   sum(m.amount) FILTER (WHERE m.kind = 'withdrawal') AS withdrawals
              FROM team_cash_moves m
             WHERE m.member_id IN ${ids} AND m.currency = ${currency}
               AND m.business_day ${inPeriod}
             GROUP BY m.member_id`,
      ),
      // Each downline's subtree as one range of the path index (text_pattern_ops): paths are
      // digits and '/', all below ':', so [path, path || ':') is exactly "starts with path".
      queryRows<{ id: unknown; n: unknown }>(
        this.db,
        sql`SELECT a.id,
                   (SELECT count(*) FROM accounts s
                     WHERE s.path ~>=~ a.path AND s.path ~<~ (a.path || ':')
                       AND ${target.below(sql`s.path`)}) AS n
              FROM accounts a WHERE ${target.below(sql`a.path`)} AND a.id IN ${ids}`,
      ),
    ]);
    const by = <T extends { id: unknown }>(rows: T[]) => new Map(rows.map((r) => [num(r.id), r]));
    const [sp, op, sc, oc, sz] = [by(subPlay), by(ownPlay), by(subCash), by(ownCash), by(sizes)];
    return page.map((row) => {
      const id = Number(row.id);
      const sub = (m: Map<number, { stake?: unknown; valid?: unknown; win?: unknown }>) => {
        const r = m.get(id);
        return figures({ stake: r?.stake, validStake: r?.valid, win: r?.win });
      };
      const cash = (m: Map<number, { deposits?: unknown; withdrawals?: unknown }>) => {
        const r = m.get(id);
        return figures({ deposits: r?.deposits, withdrawals: r?.withdrawals });
      };
      const f = [sub(sp), sub(op), cash(sc), cash(oc)].reduce(addFigures, ZERO_FIGURES);
      return {
        id,
        username: row.username,
        kind: isAgentType(row.type) ? ('agent' as const) : ('member' as const),
        teamSize: num(sz.get(id)?.n),
        ...f,
      };
    });
  }

  /** From the signed-in agent down to `target` (inclusive): the drill-down path. */
  async breadcrumb(scope: AgentScope, target: AgentScope): Promise<TTeamCrumb[]> {
    const ids = target.path.split('/').filter(Boolean).map(Number);
    const chain = ids.slice(ids.indexOf(scope.agentId));
    const rows = await queryRows<{ id: unknown; username: string }>(
      this.db,
      sql`SELECT a.id, a.username FROM accounts a
           WHERE ${scope.withinTeam(sql`a.path`)}
             AND a.id IN (SELECT value::bigint FROM jsonb_array_elements_text(
                            ${JSON.stringify(chain)}::jsonb))`,
    );
    const names = new Map(rows.map((r) => [num(r.id), r.username]));
    return chain.flatMap((id) => (names.has(id) ? [{ id, username: names.get(id)! }] : []));
  }
}
