import { errorMessages, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { restrictionError, type MoneyGate } from '../money-gate/index.js';

/**
 * Refuses a member who may receive no bonus money (at the grant, an activation and in any money
 * path of a bonus): the wager core's account rule (locked, disabled, must change the password;
 * trial accounts hold play money only), then the money gate's `bonus` path, which refuses an
 * exclusion or a time-out in force at `at` (PLAY_RESTRICTED). Read on the caller's transaction,
 * so an exclusion committed first is seen.
 */
export async function refuseBonusMember(
  tx: Database,
  gate: MoneyGate,
  request: { accountId: number; amount: number; currency: string; at: Date; key: string },
): Promise<void> {
  const [account] = await tx
    .select({
      type: accounts.type,
      status: accounts.status,
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(accounts)
    .where(eq(accounts.id, request.accountId));
  if (!account) throw new AppError('NOT_FOUND', errorMessages.NOT_FOUND.en);
  if (account.type === TRIAL_ACCOUNT_TYPE) {
    throw new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
  }
  if (account.status === 'locked') {
    throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  }
  if (account.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
  }
  if (account.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
  }
  const refusal = await gate.admit(tx, { ...request, path: 'bonus' });
  if (refusal) throw restrictionError(refusal);
}
