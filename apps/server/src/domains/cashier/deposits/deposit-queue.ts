import {
  DEPOSIT_STATUSES,
  ZDepositQueueQuery,
  type TAdminDeposit,
  type TAdminDepositDetail,
  type TDepositQueuePage,
  type TDepositQueueQuery,
  type TDepositTotals,
} from '@lw/contracts';
import { aliasedTable, and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  deposits,
  gatewayCallbacks,
  operators,
  paymentMethods,
} from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { presentAdminDeposit } from './deposit-presenter.js';
import { methodInfo } from './deposits.service.js';

const decider = aliasedTable(operators, 'decider');

/** The back office's deposit queue: filters, paging and per-status totals. */
export async function listDepositQueue(
  db: Database,
  query: TDepositQueueQuery,
): Promise<TDepositQueuePage> {
  const q = ZDepositQueueQuery.parse(query);
  // Totals ignore the status filter so the tabs can show every status's count and sum.
  const common: SQL[] = [];
  if (q.username) common.push(sql`lower(${accounts.username}) = ${q.username.toLowerCase()}`);
  if (q.paymentMethodId) common.push(eq(deposits.paymentMethodId, q.paymentMethodId));
  if (q.from) common.push(gte(deposits.createdAt, new Date(q.from)));
  if (q.to) common.push(lt(deposits.createdAt, new Date(q.to)));
  const listed = q.status ? [...common, eq(deposits.status, q.status)] : common;
  const where = listed.length ? and(...listed) : undefined;

  const [rows, [{ total } = { total: 0 }], sums] = await Promise.all([
    selectDeposits(db)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(deposits)
      .innerJoin(accounts, eq(accounts.id, deposits.accountId))
      .where(where),
    db
      .select({
        status: deposits.status,
        count: count(),
        amount: sql<string>`coalesce(sum(${deposits.amount}), 0)::text`,
      })
      .from(deposits)
      .innerJoin(accounts, eq(accounts.id, deposits.accountId))
      .where(common.length ? and(...common) : undefined)
      .groupBy(deposits.status),
  ]);
  const totals = Object.fromEntries(
    DEPOSIT_STATUSES.map((s) => [s, { count: 0, amount: 0 }]),
  ) as TDepositTotals;
  for (const s of sums) totals[s.status] = { count: Number(s.count), amount: Number(s.amount) };
  return {
    items: rows.map(present),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
    totals,
  };
}

/** One deposit with every gateway callback received for it (forged ones included). */
export async function depositDetail(db: Database, id: number): Promise<TAdminDepositDetail> {
  const deposit = await adminDeposit(db, id);
  const callbacks = deposit.gatewayId
    ? await db
        .select()
        .from(gatewayCallbacks)
        .where(
          and(
            eq(gatewayCallbacks.gatewayId, deposit.gatewayId),
            // Callbacks name the gateway's order id; forged ones may name only our reference.
            sql`(${gatewayCallbacks.orderId} = ${deposit.gatewayOrderId ?? ''} OR ${gatewayCallbacks.orderId} = ${deposit.referenceCode})`,
          ),
        )
        .orderBy(asc(gatewayCallbacks.id))
    : [];
  return {
    deposit,
    callbacks: callbacks.map((c) => ({ ...c, receivedAt: c.receivedAt.toISOString() })),
  };
}

export async function adminDeposit(db: Database, id: number): Promise<TAdminDeposit> {
  const [row] = await selectDeposits(db).where(eq(deposits.id, id));
  if (!row) throw new AppError('NOT_FOUND', `Deposit ${id} does not exist`);
  return present(row);
}

function selectDeposits(db: Database) {
  return db
    .select({
      deposit: deposits,
      method: paymentMethods,
      username: accounts.username,
      decidedBy: decider.username,
    })
    .from(deposits)
    .innerJoin(accounts, eq(accounts.id, deposits.accountId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
    .leftJoin(decider, eq(decider.id, deposits.decidedBy))
    .$dynamic();
}

function present(r: {
  deposit: typeof deposits.$inferSelect;
  method: typeof paymentMethods.$inferSelect;
  username: string;
  decidedBy: string | null;
}): TAdminDeposit {
  return presentAdminDeposit(r.deposit, methodInfo(r.method), r.username, r.decidedBy);
}
