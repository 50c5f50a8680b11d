import { errorMessages, type TErrorCode } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { restrictionError, type MoneyGate } from '../../cashier/money-gate/index.js';

/** accounts.type of a trial player. */
const TRIAL_ACCOUNT_TYPE = 4;

/**
 * Why a member may get no engagement reward now, or null: the wager core's account rule (locked,
 * disabled, must change the password: the play path refuses them) and trial accounts, then the
 * money gate's `bonus` path (responsible gaming: a time-out or self-exclusion) asked in `tx`, the
 * transaction of the reward itself, so an exclusion committed first is seen.
 */
export async function standingRefusal(
  tx: Database,
  gate: MoneyGate,
  request: { accountId: number; amount: number; currency: string; at: Date; key: string },
): Promise<AppError | null> {
  const [account] = await tx
    .select({
      type: accounts.type,
      status: accounts.status,
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(accounts)
    .where(eq(accounts.id, request.accountId));
  if (!account) return refusal('NOT_FOUND');
  if (account.type === TRIAL_ACCOUNT_TYPE) return refusal('TRIAL_NOT_ALLOWED');
  if (account.status === 'locked') return refusal('ACCOUNT_LOCKED');
  if (account.status !== 'active') return refusal('ACCOUNT_DISABLED');
  if (account.mustChangePassword) return refusal('PASSWORD_CHANGE_REQUIRED');
  const gated = await gate.admit(tx, { ...request, path: 'bonus' });
  return gated ? restrictionError(gated) : null;
}

/** Throws the refusal, if any (the caller's transaction rolls back). */
export async function requireGoodStanding(
  ...args: Parameters<typeof standingRefusal>
): Promise<void> {
  const refused = await standingRefusal(...args);
  if (refused) throw refused;
}

function refusal(code: TErrorCode): AppError {
  return new AppError(code, errorMessages[code].en);
}
