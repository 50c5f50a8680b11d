import type { TWithdrawInfo } from '@lw/contracts';
import { limitProblem, type TAmountProblem } from '../../deposit';

/** What is left today of the daily amount limit (null: no limit). Minor units. */
export function dailyAmountLeft(info: TWithdrawInfo): number | null {
  if (info.dailyAmount <= 0) return null;
  return Math.max(0, info.dailyAmount - info.usedAmountToday);
}

/** True when today's number of withdrawals is used up. */
export function dailyCountUsedUp(info: TWithdrawInfo): boolean {
  return info.dailyCount > 0 && info.usedCountToday >= info.dailyCount;
}

/** The largest amount that can be asked now: per-request max, balance and today's rest. */
export function largestWithdrawal(info: TWithdrawInfo): number {
  const left = dailyAmountLeft(info);
  return Math.min(info.maxAmount, info.balance, left ?? Number.MAX_SAFE_INTEGER);
}

/** Which limit an amount in minor units breaks now (null: none): request, balance, today's rest. */
export function withdrawLimitProblem(minor: number, info: TWithdrawInfo): TAmountProblem {
  const base = limitProblem(minor, info.minAmount, info.maxAmount);
  if (base) return base;
  if (minor > info.balance) return 'balance';
  const left = dailyAmountLeft(info);
  if (left !== null && minor > left) return 'daily';
  return null;
}
