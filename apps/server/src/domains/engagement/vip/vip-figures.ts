import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { VipFigures } from './vip-rules.js';
import type { DayWindow } from './vip-window.js';

/**
 * A member's approved deposits (`vip_deposits`, the business day each was approved on) and valid
 * bets (the settled-wager read model's `wager_days`, by business day) over two windows of
 * business days, in one statement on the caller's transaction.
 */
export async function figuresOf(
  db: Database,
  accountId: number,
  currency: string,
  windows: { window: DayWindow; month: DayWindow },
): Promise<{ window: VipFigures; month: VipFigures }> {
  const { window: w, month: m } = windows;
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(amount), 0)::text FROM vip_deposits
            WHERE account_id = ${accountId} AND currency = ${currency}
              AND business_day BETWEEN ${w.fromDay}::date AND ${w.toDay}::date) AS w_deposits,
          (SELECT coalesce(sum(valid_stake), 0)::text FROM wager_days
            WHERE account_id = ${accountId} AND currency = ${currency}
              AND business_day BETWEEN ${w.fromDay}::date AND ${w.toDay}::date) AS w_valid,
          (SELECT coalesce(sum(amount), 0)::text FROM vip_deposits
            WHERE account_id = ${accountId} AND currency = ${currency}
              AND business_day BETWEEN ${m.fromDay}::date AND ${m.toDay}::date) AS m_deposits,
          (SELECT coalesce(sum(valid_stake), 0)::text FROM wager_days
            WHERE account_id = ${accountId} AND currency = ${currency}
              AND business_day BETWEEN ${m.fromDay}::date AND ${m.toDay}::date) AS m_valid`,
  );
  return {
    window: { deposits: Number(row!.w_deposits), validBets: Number(row!.w_valid) },
    month: { deposits: Number(row!.m_deposits), validBets: Number(row!.m_valid) },
  };
}
