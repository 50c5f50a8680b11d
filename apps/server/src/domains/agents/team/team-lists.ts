import {
  errorMessages,
  isAgentType,
  TEAM_EXPORT_MAX_ROWS,
  type TAccountRecordType,
  type TTeamMemberPage,
  type TTeamTransactionPage,
  type TTeamWagerPage,
} from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { reasonsOf, recordTypeOf } from '../../cashier/account-records/index.js';
import type { AgentScope, AgentScopes } from '../agent-scope/index.js';
import { presentRange, type PeriodQuery, type TeamReports } from './team-reports.js';
import { containsPattern, isAgentSql, num } from './team-sql.js';

interface Paged {
  page: number;
  pageSize: number;
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** Refuses an export whose result is larger than one CSV may be. */
export function checkExportSize(total: number): void {
  if (total > TEAM_EXPORT_MAX_ROWS) {
    throw new AppError('TEAM_EXPORT_TOO_LARGE', errorMessages.TEAM_EXPORT_TOO_LARGE.en, {
      rows: total,
      max: TEAM_EXPORT_MAX_ROWS,
    });
  }
}

/**
 * The team's lists (issue 25 item 2): downline members (one level or a search of the whole
 * subtree), settled wagers and ledger entries. Each query's team condition is the scope's, and a
 * member named in a filter is resolved through `agentScopes.downline` (403 NOT_IN_DOWNLINE
 * outside the team). CSV exports call the same methods with a page as large as an export.
 */
export class TeamLists {
  constructor(
    private readonly db: Database,
    private readonly scopes: AgentScopes,
    private readonly reports: TeamReports,
  ) {}

  async members(
    scope: AgentScope,
    query: Paged & {
      parentId?: number | undefined;
      search?: string | undefined;
      status?: 'active' | 'locked' | 'disabled' | undefined;
      kind?: 'member' | 'agent' | undefined;
    },
  ): Promise<TTeamMemberPage> {
    const parent = query.parentId ? await this.scopes.narrow(scope, { id: query.parentId }) : scope;
    const { currency } = await this.reports.range({ period: 'today' });
    const where: SQL[] = [scope.below(sql`a.path`), parent.below(sql`a.path`)];
    if (query.search) {
      where.push(sql`a.username LIKE ${containsPattern(query.search)}`);
    } else where.push(sql`a.upline_id = ${parent.agentId}`);
    if (query.status) where.push(sql`a.status = ${query.status}`);
    if (query.kind === 'agent') where.push(isAgentSql(sql`a.type`));
    if (query.kind === 'member') where.push(sql`NOT ${isAgentSql(sql`a.type`)}`);
    const condition = sql.join(where, sql` AND `);
    const [count, rows, breadcrumb] = await Promise.all([
      queryRows<{ n: unknown }>(
        this.db,
        sql`SELECT count(*) AS n FROM accounts a WHERE ${condition}`,
      ),
      queryRows<{
        id: unknown;
        username: string;
        nickname: string;
        type: number;
        depth: number;
        status: 'active' | 'locked' | 'disabled';
        balance: unknown;
        last_login_at: unknown;
        created_at: unknown;
        children: unknown;
      }>(
        this.db,
        sql`SELECT a.id, a.username, a.nickname, a.type, a.depth, a.status, a.last_login_at,
                   a.created_at,
                   (SELECT l.balance FROM ledger_accounts l
                     WHERE l.owner_type = 'account' AND l.owner_id = a.id AND l.purpose = 'main'
                       AND l.vendor = '' AND l.currency = ${currency}) AS balance,
                   (SELECT count(*) FROM accounts c WHERE c.upline_id = a.id) AS children
              FROM accounts a WHERE ${condition}
             ORDER BY a.depth, a.username
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      ),
      this.reports.breadcrumb(scope, parent),
    ]);
    return {
      items: rows.map((r) => ({
        id: num(r.id),
        username: r.username,
        nickname: r.nickname,
        kind: isAgentType(r.type) ? 'agent' : 'member',
        level: r.depth - scope.agent.depth,
        status: r.status,
        balance: num(r.balance),
        lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
        registeredAt: iso(r.created_at),
        directDownlines: num(r.children),
      })),
      total: num(count[0]?.n),
      page: query.page,
      pageSize: query.pageSize,
      currency,
      breadcrumb,
    };
  }

  async wagers(
    scope: AgentScope,
    query: PeriodQuery &
      Paged & {
        member?: string | undefined;
        product?: string | undefined;
        category?: string | undefined;
      },
  ): Promise<TTeamWagerPage> {
    const { range } = await this.reports.range(query);
    const where: SQL[] = [
      scope.settledUnder(sql`w.agent_path`),
      sql`w.business_day BETWEEN ${range.from}::date AND ${range.to}::date`,
    ];
    if (query.member) {
      const member = await this.scopes.downline(scope, { username: query.member });
      where.push(sql`w.account_id = ${member.id}`);
    }
    if (query.product) where.push(sql`w.product = ${query.product}`);
    if (query.category) where.push(sql`w.category = ${query.category}`);
    const condition = sql.join(where, sql` AND `);
    const [sums, rows] = await Promise.all([
      queryRows<{ n: unknown; stake: unknown; valid: unknown; win: unknown }>(
        this.db,
        sql`SELECT count(*) AS n,
                   sum(w.stake) FILTER (WHERE w.status <> 'voided') AS stake,
                   sum(w.valid_stake) FILTER (WHERE w.status <> 'voided') AS valid,
                   sum(w.win) FILTER (WHERE w.status <> 'voided') AS win
              FROM settled_wagers w WHERE ${condition}`,
      ),
      queryRows<{
        product: string;
        wager_id: string;
        leg: number;
        username: string | null;
        category: string;
        game_code: string;
        currency: string;
        stake: unknown;
        valid_stake: unknown;
        win: unknown;
        status: 'settled' | 'voided' | 'resettled';
        settled_at: unknown;
        business_day: string;
      }>(
        this.db,
        sql`SELECT w.product, w.wager_id, w.leg, a.username, w.category, w.game_code, w.currency,
                   w.stake, w.valid_stake, w.win, w.status, w.settled_at,
                   w.business_day::text AS business_day
              FROM settled_wagers w LEFT JOIN accounts a ON a.id = w.account_id
             WHERE ${condition}
             ORDER BY w.settled_at DESC, w.product, w.wager_id, w.leg
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      ),
    ]);
    const s = sums[0];
    return {
      items: rows.map((r) => {
        const voided = r.status === 'voided';
        return {
          product: r.product,
          wagerId: r.wager_id,
          leg: r.leg,
          username: r.username ?? '',
          category: r.category,
          gameCode: r.game_code,
          currency: r.currency,
          stake: num(r.stake),
          validStake: num(r.valid_stake),
          win: num(r.win),
          profitLoss: voided ? 0 : num(r.win) - num(r.stake),
          status: r.status,
          settledAt: iso(r.settled_at),
          businessDay: r.business_day,
        };
      }),
      total: num(s?.n),
      page: query.page,
      pageSize: query.pageSize,
      range: presentRange(range),
      totals: {
        stake: num(s?.stake),
        validStake: num(s?.valid),
        win: num(s?.win),
        profitLoss: num(s?.win) - num(s?.stake),
      },
    };
  }

  async transactions(
    scope: AgentScope,
    query: PeriodQuery &
      Paged & { member?: string | undefined; type?: TAccountRecordType | undefined },
  ): Promise<TTeamTransactionPage> {
    const { range } = await this.reports.range(query);
    const where: SQL[] = [
      scope.below(sql`a.path`),
      sql`l.owner_type = 'account'`,
      // Points (PTS, issue 26) are not money: the team ledger, like account records, skips them.
      sql`l.purpose <> 'points'`,
      sql`e.created_at >= ${range.startsAt.toISOString()}`,
      sql`e.created_at < ${range.endsAt.toISOString()}`,
    ];
    if (query.member) {
      const member = await this.scopes.downline(scope, { username: query.member });
      where.push(sql`l.owner_id = ${member.id}`);
    }
    if (query.type === 'other') {
      where.push(sql`t.reason <> ALL(${`{${mappedReasonList()}}`}::text[])`);
    } else if (query.type) {
      where.push(sql`t.reason = ANY(${`{${reasonsOf(query.type).join(',')}}`}::text[])`);
    }
    const condition = sql.join(where, sql` AND `);
    const from = sql`FROM ledger_entries e
                     JOIN ledger_accounts l ON l.id = e.account_id
                     JOIN accounts a ON a.id = l.owner_id
                     JOIN ledger_transfers t ON t.id = e.transfer_id`;
    const [count, rows] = await Promise.all([
      queryRows<{ n: unknown }>(this.db, sql`SELECT count(*) AS n ${from} WHERE ${condition}`),
      queryRows<{
        id: unknown;
        created_at: unknown;
        username: string;
        reason: string;
        amount: unknown;
        balance_after: unknown;
        currency: string;
        purpose: string;
        reference: string | null;
      }>(
        this.db,
        sql`SELECT e.id, e.created_at, a.username, t.reason, e.amount, e.balance_after,
                   l.currency, l.purpose, t.reference
              ${from} WHERE ${condition}
             ORDER BY e.id DESC
             LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      ),
    ]);
    return {
      items: rows.map((r) => ({
        id: num(r.id),
        time: iso(r.created_at),
        username: r.username,
        type: recordTypeOf(r.reason),
        reason: r.reason,
        amount: num(r.amount),
        balanceAfter: num(r.balance_after),
        currency: r.currency,
        wallet: r.purpose,
        reference: r.reference,
      })),
      total: num(count[0]?.n),
      page: query.page,
      pageSize: query.pageSize,
      range: presentRange(range),
    };
  }
}

function mappedReasonList(): string {
  return (
    ['deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'commission', 'adjustment'] as const
  )
    .flatMap((type) => reasonsOf(type))
    .join(',');
}
