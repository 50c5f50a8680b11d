import type { z } from 'zod';
import type { ZVipMemberQuery } from '@lw/contracts';
import { and, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, vipMembers } from '../../../db/schema/index.js';

/** The back office's list of members holding a level (filter by username prefix and level). */
export async function listVipMembers(db: Database, query: z.infer<typeof ZVipMemberQuery>) {
  const filters: SQL[] = [gt(vipMembers.level, 0)];
  if (query.level !== undefined) filters.push(eq(vipMembers.level, query.level));
  if (query.username) filters.push(ilike(accounts.username, `${escapeLike(query.username)}%`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        accountId: vipMembers.accountId,
        username: accounts.username,
        level: vipMembers.level,
        reachedAt: vipMembers.reachedAt,
      })
      .from(vipMembers)
      .innerJoin(accounts, eq(accounts.id, vipMembers.accountId))
      .where(where)
      .orderBy(desc(vipMembers.level), vipMembers.accountId)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(vipMembers)
      .innerJoin(accounts, eq(accounts.id, vipMembers.accountId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, reachedAt: r.reachedAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
