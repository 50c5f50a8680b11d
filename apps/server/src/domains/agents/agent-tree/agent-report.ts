import {
  addDays,
  AGENT_REPORT_MAX_DAYS,
  dayStart,
  errorMessages,
  isAgentType,
  type TAgentReport,
  type TAgentReportQuery,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';

/**
 * The back office's report of one agent's team over a period of business days (issue 25 item 5):
 * team size and sign-ups from the tree, approved deposits by their decision time, play from the
 * settled-wager read model (its business day, the agent path at settlement, voids excluded).
 */
export class AgentReports {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsService,
    private readonly settings: SettingsService,
  ) {}

  async report(agentId: number, query: TAgentReportQuery): Promise<TAgentReport> {
    const { from, to } = query;
    if (from > to) throw new AppError('VALIDATION_ERROR', 'from is after to');
    if (addDays(from, AGENT_REPORT_MAX_DAYS - 1) < to) {
      throw new AppError('DATE_RANGE_TOO_LONG', errorMessages.DATE_RANGE_TOO_LONG.en, {
        maxDays: AGENT_REPORT_MAX_DAYS,
      });
    }
    const agent = await this.accounts.findById(agentId);
    if (!agent || !isAgentType(agent.type)) {
      throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
    }
    const { timeZone, currency } = await this.settings.get('cashier');
    // [start of `from`, start of the day after `to`) in the operator's zone.
    const start = dayStart(from, timeZone);
    const end = dayStart(addDays(to, 1), timeZone);
    const team = sql`path like ${`${agent.path}%`} and id <> ${agent.id}`;
    const [row] = await queryRows<Record<string, string>>(
      this.db,
      sql`
        select
          (select count(*) from accounts where ${team})::text as team_size,
          (select count(*) from accounts where ${team}
             and created_at >= ${start} and created_at < ${end})::text as new_members,
          d.n::text as deposit_count, d.amount::text as deposits,
          w.active::text as active_members, w.stake::text as bets,
          w.valid::text as valid_bets, w.win::text as wins
        from
          (select count(*) as n, coalesce(sum(amount), 0) as amount
             from deposits
            where status = 'approved' and currency = ${currency}
              and decided_at >= ${start} and decided_at < ${end}
              and account_id in (select id from accounts where ${team})) d,
          (select count(distinct account_id) as active,
                  coalesce(sum(stake), 0) as stake,
                  coalesce(sum(valid_stake), 0) as valid,
                  coalesce(sum(win), 0) as win
             from settled_wagers
            where agent_path @> array[${agent.id}]::bigint[]
              and status <> 'voided' and currency = ${currency}
              and business_day between ${from} and ${to}) w`,
    );
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      agentId: agent.id,
      username: agent.username,
      from,
      to,
      currency,
      teamSize: n('team_size'),
      newMembers: n('new_members'),
      depositCount: n('deposit_count'),
      deposits: n('deposits'),
      activeMembers: n('active_members'),
      bets: n('bets'),
      validBets: n('valid_bets'),
      wins: n('wins'),
      profitLoss: n('wins') - n('bets'),
    };
  }
}
