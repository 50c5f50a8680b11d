import {
  AGENT_ACCOUNT_TYPES,
  errorMessages,
  isAgentType,
  type TAgentSelfDealing,
  type TSelfDealingFlag,
  type TSelfDealingKind,
  type TSelfDealingList,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountsService } from '../../identity/accounts/index.js';

/** Sign-in IPs older than this are not compared (addresses change hands). */
export const SELF_DEALING_IP_DAYS = 90;
/** The list shows the agents with the most shared accounts first, at most this many. */
const LIST_LIMIT = 200;

const agentTypes = sql.join(
  AGENT_ACCOUNT_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * Self-dealing flags (issue 25 item 5): an agent's own device ids, sign-in IPs or payout bank
 * accounts found on accounts inside its own subtree (an agent playing as its own downline to earn
 * on itself). Read from identity's devices, player-auth's sign-ins and the payout accounts.
 */
export class SelfDealingFlags {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
  ) {}

  private since(): Date {
    return new Date(this.clock.now().getTime() - SELF_DEALING_IP_DAYS * 86_400_000);
  }

  /** The flags of one agent, each shared value with the downline accounts that share it. */
  async ofAgent(agentId: number): Promise<TAgentSelfDealing> {
    const agent = await this.accounts.findById(agentId);
    if (!agent || !isAgentType(agent.type)) {
      throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
    }
    const under = sql`m.path like ${`${agent.path}%`} and m.id <> ${agent.id}`;
    const since = this.since();
    const rows = await queryRows<{
      kind: TSelfDealingKind;
      value: string;
      id: string;
      username: string;
    }>(
      this.db,
      sql`
        select distinct kind, value, id::text, username from (
          select 'device' as kind, d1.device_id as value, m.id, m.username
          from identity_devices d1
          join identity_devices d2 on d2.device_id = d1.device_id
          join accounts m on m.id = d2.account_id
          where d1.account_id = ${agent.id} and ${under}
          union all
          select 'ip', l1.ip, m.id, m.username
          from login_history l1
          join login_history l2 on l2.ip = l1.ip and l2.success and l2.at > ${since}
          join accounts m on m.id = l2.account_id
          where l1.account_id = ${agent.id} and l1.success and l1.ip is not null
            and l1.at > ${since} and ${under}
          union all
          select 'bank', b1.bank_code || ' ' || right(b1.account_number, 4), m.id, m.username
          from member_bank_accounts b1
          join member_bank_accounts b2 on b2.bank_code = b1.bank_code
            and b2.account_number = b1.account_number and b2.removed_at is null
          join accounts m on m.id = b2.account_id
          where b1.account_id = ${agent.id} and b1.removed_at is null and ${under}
        ) shared
        order by kind, value, username`,
    );
    const flags = new Map<string, TSelfDealingFlag>();
    for (const r of rows) {
      const key = `${r.kind}|${r.value}`;
      const flag = flags.get(key) ?? {
        kind: r.kind,
        value: maskValue(r.kind, r.value),
        accounts: [],
      };
      flag.accounts.push({ id: Number(r.id), username: r.username });
      flags.set(key, flag);
    }
    return { agentId: agent.id, username: agent.username, flags: [...flags.values()] };
  }

  /** Every agent with at least one flag, most shared accounts first. */
  async list(): Promise<TSelfDealingList> {
    const since = this.since();
    const rows = await queryRows<{
      id: string;
      username: string;
      devices: string;
      ips: string;
      banks: string;
    }>(
      this.db,
      sql`
        with pairs as (
          select a.id as agent_id, 'device' as kind, d2.account_id as member_id
          from accounts a
          join identity_devices d1 on d1.account_id = a.id
          join identity_devices d2 on d2.device_id = d1.device_id and d2.account_id <> a.id
          join accounts m on m.id = d2.account_id and m.path like a.path || '%'
          where a.type in (${agentTypes})
          union
          select a.id, 'ip', l2.account_id
          from accounts a
          join login_history l1 on l1.account_id = a.id and l1.success and l1.ip is not null
            and l1.at > ${since}
          join login_history l2 on l2.ip = l1.ip and l2.account_id <> a.id and l2.success
            and l2.at > ${since}
          join accounts m on m.id = l2.account_id and m.path like a.path || '%'
          where a.type in (${agentTypes})
          union
          select a.id, 'bank', b2.account_id
          from accounts a
          join member_bank_accounts b1 on b1.account_id = a.id and b1.removed_at is null
          join member_bank_accounts b2 on b2.bank_code = b1.bank_code
            and b2.account_number = b1.account_number and b2.account_id <> a.id
            and b2.removed_at is null
          join accounts m on m.id = b2.account_id and m.path like a.path || '%'
          where a.type in (${agentTypes})
        )
        select a.id::text, a.username,
               count(distinct p.member_id) filter (where p.kind = 'device')::text as devices,
               count(distinct p.member_id) filter (where p.kind = 'ip')::text as ips,
               count(distinct p.member_id) filter (where p.kind = 'bank')::text as banks
        from pairs p join accounts a on a.id = p.agent_id
        group by a.id, a.username
        order by count(distinct p.member_id) desc, a.username
        limit ${LIST_LIMIT}`,
    );
    return {
      items: rows.map((r) => ({
        agentId: Number(r.id),
        username: r.username,
        devices: Number(r.devices),
        ips: Number(r.ips),
        banks: Number(r.banks),
      })),
    };
  }
}

/** Bank accounts are already cut to the bank and the last 4 digits in SQL. */
function maskValue(kind: TSelfDealingKind, value: string): string {
  return kind === 'bank' ? value.replace(/ (\d{0,4})$/, ' ••••$1') : value;
}
