import { TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { eq } from 'drizzle-orm';
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
