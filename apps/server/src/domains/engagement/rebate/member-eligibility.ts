import { TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';

/** Why a member gets no reward now; null: they may. */
export type TRewardRefusal =
  | 'PLAY_RESTRICTED'
  | 'ACCOUNT_LOCKED'
  | 'ACCOUNT_DISABLED'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'NOT_A_MEMBER';

/**
 * The engagement programmes' one check before a reward moves (issue 26): an excluded member or
 * one on a time-out (the money gate's `bonus` path, the same gate the cashier asks), a locked or
 * disabled account, one that must change its password, or a trial account gets nothing. Asked in
 * the reward's own transaction, so an exclusion committed first is seen.
 */
export async function rewardRefusal(
  tx: Database,
  gate: MoneyGate,
  request: { accountId: number; amount: number; currency: string; at: Date; key: string },
): Promise<TRewardRefusal | null> {
  const [row] = await tx
    .select({
      status: accounts.status,
      type: accounts.type,
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(accounts)
    .where(eq(accounts.id, request.accountId));
  if (!row || row.type === TRIAL_ACCOUNT_TYPE) return 'NOT_A_MEMBER';
  if (row.status === 'locked') return 'ACCOUNT_LOCKED';
  if (row.status === 'disabled') return 'ACCOUNT_DISABLED';
  if (row.mustChangePassword) return 'PASSWORD_CHANGE_REQUIRED';
  const refusal = await gate.admit(tx, { ...request, path: 'bonus' });
  return refusal ? 'PLAY_RESTRICTED' : null;
}

/**
 * `rewardRefusal` for many members at once (a daily run's chunk): one read of the accounts, and
 * the money gate asked only for members a programme could refuse (a play restriction or a spend
 * limit set: `play_restriction*`, `spend_limited`), as the cashier's money paths ask it.
 */
export async function rewardRefusals(
  tx: Database,
  gate: MoneyGate,
  members: { accountId: number; currency: string }[],
  at: Date,
  key: string,
): Promise<Map<number, TRewardRefusal | null>> {
  const out = new Map<number, TRewardRefusal | null>();
  if (members.length === 0) return out;
  const rows = await tx
    .select({
      id: accounts.id,
      status: accounts.status,
      type: accounts.type,
      mustChangePassword: accounts.mustChangePassword,
      playRestriction: accounts.playRestriction,
      playRestrictedUntil: accounts.playRestrictedUntil,
      spendLimited: accounts.spendLimited,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(members.map((m) => m.accountId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const m of members) {
    if (out.has(m.accountId)) continue;
    const row = byId.get(m.accountId);
    let refusal: TRewardRefusal | null = null;
    if (!row || row.type === TRIAL_ACCOUNT_TYPE) refusal = 'NOT_A_MEMBER';
    else if (row.status === 'locked') refusal = 'ACCOUNT_LOCKED';
    else if (row.status === 'disabled') refusal = 'ACCOUNT_DISABLED';
    else if (row.mustChangePassword) refusal = 'PASSWORD_CHANGE_REQUIRED';
    else if (row.playRestriction !== null || row.playRestrictedUntil !== null || row.spendLimited) {
      const r = await gate.admit(tx, {
        accountId: m.accountId,
        amount: 1,
        currency: m.currency,
        at,
        key: `${key}:${m.accountId}`,
        path: 'bonus',
      });
      refusal = r ? 'PLAY_RESTRICTED' : null;
    }
    out.set(m.accountId, refusal);
  }
  return out;
}
