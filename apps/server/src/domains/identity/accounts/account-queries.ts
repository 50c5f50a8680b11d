import {
  AGENT_ACCOUNT_TYPES,
  TRIAL_ACCOUNT_TYPE,
  type TAccountDetail,
  type ZAccountSearchQuery,
} from '@lw/contracts';
import type { z } from 'zod';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { accounts, accountSessions, loginHistory } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { presentLogin, presentSummary } from './account-presenter.js';
import { ancestorIds, downlinePattern } from './agent-tree.js';

const upline = alias(accounts, 'upline');
type SearchInput = z.infer<typeof ZAccountSearchQuery>;

/** Back-office search over members and agents, newest first. */
export async function searchAccounts(db: Database, q: SearchInput) {
  const filters: (SQL | undefined)[] = [];
  if (q.q) {
    const prefix = `${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(accounts.username, prefix),
        ilike(accounts.nickname, prefix),
        ilike(accounts.mobile, prefix),
        ilike(accounts.email, prefix),
      ),
    );
  }
  if (q.kind === 'member') filters.push(eq(accounts.type, 0));
  if (q.kind === 'agent') filters.push(inArray(accounts.type, [...AGENT_ACCOUNT_TYPES]));
  if (q.kind === 'trial') filters.push(eq(accounts.type, TRIAL_ACCOUNT_TYPE));
  if (q.status) filters.push(eq(accounts.status, q.status));
  if (q.underAgentId) {
    const [agent] = await db
      .select({ path: accounts.path })
      .from(accounts)
      .where(eq(accounts.id, q.underAgentId));
    if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
    filters.push(
      sql`${accounts.path} like ${downlinePattern(agent.path)}`,
      ne(accounts.id, q.underAgentId),
    );
  }
  const where = and(...filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ account: accounts, uplineUsername: upline.username })
      .from(accounts)
      .leftJoin(upline, eq(upline.id, accounts.uplineId))
      .where(where)
      .orderBy(desc(accounts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return {
    items: rows.map((r) => presentSummary(r.account, r.uplineUsername)),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Everything the back office shows on one account. */
export async function accountDetail(db: Database, id: number): Promise<TAccountDetail> {
  const [found] = await db
    .select({ account: accounts, uplineUsername: upline.username })
    .from(accounts)
    .leftJoin(upline, eq(upline.id, accounts.uplineId))
    .where(eq(accounts.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Account not found');
  const a = found.account;
  const chainIds = ancestorIds(a.path);
  const [chain, [direct], [total], [sessions], logins] = await Promise.all([
    chainIds.length
      ? db
          .select({ id: accounts.id, username: accounts.username })
          .from(accounts)
          .where(inArray(accounts.id, chainIds))
      : Promise.resolve([]),
    db.select({ n: count() }).from(accounts).where(eq(accounts.uplineId, id)),
    db
      .select({ n: count() })
      .from(accounts)
      .where(and(sql`${accounts.path} like ${downlinePattern(a.path)}`, ne(accounts.id, id))),
    db
      .select({ n: count() })
      .from(accountSessions)
      .where(
        and(
          eq(accountSessions.accountId, id),
          isNull(accountSessions.revokedAt),
          gt(accountSessions.expiresAt, sql`now()`),
        ),
      ),
    db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.accountId, id))
      .orderBy(desc(loginHistory.id))
      .limit(20),
  ]);
  const byId = new Map(chain.map((c) => [c.id, c]));
  return {
    ...presentSummary(a, found.uplineUsername),
    realName: a.realName,
    email: a.email,
    mobile: a.mobile,
    countryDialingCode: a.countryDialingCode,
    birthday: a.birthday,
    affiliateCode: a.affiliateCode,
    referralCode: a.referralCode,
    profile: a.profile,
    uplineChain: chainIds.flatMap((cid) => (byId.has(cid) ? [byId.get(cid)!] : [])),
    directDownlineCount: Number(direct?.n ?? 0),
    totalDownlineCount: Number(total?.n ?? 0),
    activeSessions: Number(sessions?.n ?? 0),
    registerIp: a.registerIp,
    passwordChangedAt: a.passwordChangedAt.toISOString(),
    recentLogins: logins.map(presentLogin),
  };
}
