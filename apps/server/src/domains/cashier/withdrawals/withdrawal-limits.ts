import { errorMessages } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';

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

/**
 * The member's turnover since `since`: the valid bets of what the products settled since then,
 * read on the caller's database or transaction. A port: the products (games/rounds) sit above
 * the cashier, so app.ts wires their count in.
 */
export type TurnoverSince = (
  db: Pick<Database, 'execute'>,
  accountId: number,
  since: Date,
) => Promise<number>;

/**
 * Turnover still to bet over the member's uncleared requirements (never negative per row), less
 * the member's turnover since the oldest of them.
 */
export async function turnoverRemaining(
  db: Database,
  accountId: number,
  turnoverSince: TurnoverSince,
): Promise<number> {
  const [row] = await queryRows<{ remaining: string; since: unknown }>(
    db,
    sql`SELECT coalesce(sum(greatest(required - achieved, 0)), 0)::text AS remaining,
               min(created_at) AS since
          FROM turnover_requirements
         WHERE account_id = ${accountId} AND cleared_at IS NULL`,
  );
  const remaining = Number(row?.remaining ?? 0);
  if (remaining === 0 || !row?.since) return remaining;
  return Math.max(
    0,
    remaining - (await turnoverSince(db, accountId, new Date(row.since as string))),
  );
}

/** The member's KYC level (identity/kyc's service), read in the caller's transaction. */
export interface KycLevels {
  levelOf(accountId: number, tx?: Database): Promise<number>;
}

/** The level a withdrawal above cashier.kycWithdrawal's amount needs: identity verified. */
export const KYC_WITHDRAWAL_LEVEL = 1;

/**
 * Refuses a withdrawal above the setting's amount until the member's identity is verified
 * (403 KYC_REQUIRED). Only withdrawals: KYC never gates an exclusion or a deposit refusal.
 */
export async function refuseWithoutKyc(
  kyc: KycLevels,
  tx: Database,
  accountId: number,
  amount: number,
  setting: { enabled: boolean; aboveAmount: number },
): Promise<void> {
  if (!setting.enabled || amount <= setting.aboveAmount) return;
  const level = await kyc.levelOf(accountId, tx);
  if (level >= KYC_WITHDRAWAL_LEVEL) return;
  throw new AppError('KYC_REQUIRED', errorMessages.KYC_REQUIRED.en, {
    requiredLevel: KYC_WITHDRAWAL_LEVEL,
    level,
    aboveAmount: setting.aboveAmount,
  });
}
