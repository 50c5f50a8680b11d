import {
  isAgentType,
  type TAccountType,
  type TAgentTree,
  type TAgentTreeQuery,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountsService } from '../../identity/accounts/index.js';

export const AGENT_TREE_PAGE_SIZE = 50;

interface NodeRow {
  id: string;
  username: string;
  nickname: string;
  type: TAccountType;
  status: 'active' | 'locked' | 'disabled';
  depth: number;
  upline_id: string | null;
  upline_username: string | null;
  direct_count: string;
  team_size: string;
}

/**
 * The back office's agent tree (issue 25 item 5): one level at a time under a parent (the top:
 * under the house), or a username search over the whole tree, each row with its direct and
 * whole-team counts. Moves and locks are the accounts module's own operations.
 */
export class AgentTreeService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsService,
  ) {}

  async browse(query: TAgentTreeQuery): Promise<TAgentTree> {
    const page = query.page;
    const offset = (page - 1) * AGENT_TREE_PAGE_SIZE;
    let where;
    let chain: TAgentTree['chain'] = [];
    if (query.q) {
      // Usernames are stored lower-case; LIKE's own wildcards in the text are taken literally.
      const prefix = `${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where = sql`a.username like ${prefix}`;
    } else {
      const house = await this.accounts.house();
      const parent = query.parentId ? await this.accounts.findById(query.parentId) : house;
      if (!parent) throw new AppError('NOT_FOUND', 'Account not found');
      where = sql`a.upline_id = ${parent.id}`;
      if (parent.id !== house.id) chain = await this.chainOf(parent.path, house.id);
    }
    const rows = await queryRows<NodeRow & { total: string }>(
      this.db,
      sql`
        select a.id::text, a.username, a.nickname, a.type, a.status, a.depth,
               a.upline_id::text, u.username as upline_username,
               (select count(*) from accounts c where c.upline_id = a.id)::text as direct_count,
               (select count(*) from accounts d
                 where d.path like a.path || '%' and d.id <> a.id)::text as team_size,
               count(*) over ()::text as total
        from accounts a
        left join accounts u on u.id = a.upline_id
        where ${where} and a.type <> 4
        order by a.username
        limit ${AGENT_TREE_PAGE_SIZE} offset ${offset}`,
    );
    return {
      chain,
      items: rows.map((r) => ({
        id: Number(r.id),
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        isAgent: isAgentType(r.type),
        status: r.status,
        depth: r.depth,
        uplineId: r.upline_id === null ? null : Number(r.upline_id),
        uplineUsername: r.upline_username,
        directCount: Number(r.direct_count),
        teamSize: Number(r.team_size),
      })),
      total: Number(rows[0]?.total ?? 0),
      page,
      pageSize: AGENT_TREE_PAGE_SIZE,
    };
  }

  /** The parent and its uplines from the top down, without the house. */
  private async chainOf(path: string, houseId: number): Promise<TAgentTree['chain']> {
    const ids = path
      .split('/')
      .filter(Boolean)
      .map(Number)
      .filter((id) => id !== houseId);
    if (!ids.length) return [];
    const rows = await queryRows<{ id: string; username: string }>(
      this.db,
      sql`select id::text, username from accounts where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const names = new Map(rows.map((r) => [Number(r.id), r.username]));
    return ids.map((id) => ({ id, username: names.get(id) ?? String(id) }));
  }
}
