import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';

export interface DayUsage {
  count: number;
  amount: number;
}

/**
 * The member's withdrawals since `dayStart` (the start of today in the operator's time zone, from
 * the app's clock: see startOfDay). Rejected ones do not count: their money came back and the
 * member should not lose a try to an operator's refusal.
 */
export async function todayUsage(
  db: Database,
  accountId: number,
  dayStart: Date,
): Promise<DayUsage> {
  const [row] = await queryRows<{ count: number; amount: string }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS amount
          FROM withdrawals
         WHERE account_id = ${accountId} AND status <> 'rejected'
           AND created_at >= ${dayStart.toISOString()}::timestamptz`,
  );
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

/** Turnover still to bet over the member's uncleared requirements (never negative per row). */
export async function turnoverRemaining(db: Database, accountId: number): Promise<number> {
  const [row] = await queryRows<{ remaining: string }>(
    db,
    sql`SELECT coalesce(sum(greatest(required - achieved, 0)), 0)::text AS remaining
          FROM turnover_requirements
         WHERE account_id = ${accountId} AND cleared_at IS NULL`,
  );
  return Number(row?.remaining ?? 0);
}
