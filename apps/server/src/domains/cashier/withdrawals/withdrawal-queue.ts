import {
  WITHDRAWAL_STATUSES,
  type TWithdrawalQueuePage,
  type ZWithdrawalQueueQuery,
  type TWithdrawalStatus,
} from '@lw/contracts';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { accounts, withdrawals } from '../../../db/schema/index.js';
import { presentAdminWithdrawal, selectWithdrawalViews } from './withdrawal-views.js';

/** The operator's withdrawal queue: filters, paging, and count and amount per status. */
export async function withdrawalQueue(
  db: Database,
  query: z.output<typeof ZWithdrawalQueueQuery>,
): Promise<TWithdrawalQueuePage> {
  const { page, pageSize } = query;
  const common: (SQL | undefined)[] = [
    query.accountId ? eq(withdrawals.accountId, query.accountId) : undefined,
    query.username
      ? sql`${withdrawals.accountId} = (SELECT ${accounts.id} FROM ${accounts}
              WHERE ${accounts.username} = ${query.username.toLowerCase()})`
      : undefined,
    query.from ? gte(withdrawals.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(withdrawals.createdAt, new Date(query.to)) : undefined,
  ];
  const where = and(...common, query.status ? eq(withdrawals.status, query.status) : undefined);

  const views = await selectWithdrawalViews(db, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(where);
  const grouped = await db
    .select({
      status: withdrawals.status,
      count: count(),
      amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`,
    })
    .from(withdrawals)
    .where(and(...common))
    .groupBy(withdrawals.status);

  const totals = Object.fromEntries(
    WITHDRAWAL_STATUSES.map((s) => [s, { count: 0, amount: 0 }]),
  ) as TWithdrawalQueuePage['totals'];
  for (const g of grouped) {
    totals[g.status as TWithdrawalStatus] = { count: g.count, amount: Number(g.amount) };
  }
  return { items: views.map(presentAdminWithdrawal), total, page, pageSize, totals };
}
