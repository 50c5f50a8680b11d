import { errorMessages, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { playRestrictionOf } from '../../identity/accounts/index.js';
import { restrictionError, type MoneyGate } from '../../cashier/money-gate/index.js';

/** Why a member may not receive a reward now (null: they may). */
type Refusal = AppError | null;

async function accountRefusal(tx: Database, accountId: number, at: Date): Promise<Refusal> {
  const [a] = await tx
    .select({
      status: accounts.status,
      type: accounts.type,
      mustChangePassword: accounts.mustChangePassword,
      playRestriction: accounts.playRestriction,
      playRestrictedUntil: accounts.playRestrictedUntil,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!a) return new AppError('NOT_FOUND', 'Account not found');
  if (a.status === 'locked') return new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  if (a.status === 'disabled') {
    return new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
  }
  if (a.mustChangePassword) {
    return new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
  }
  if (a.type === TRIAL_ACCOUNT_TYPE) {
    return new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
  }
  const restriction = playRestrictionOf(a, at);
  return restriction
    ? new AppError('PLAY_RESTRICTED', errorMessages.PLAY_RESTRICTED.en, { ...restriction })
    : null;
}

/**
 * The one rule of every engagement programme: a member who is locked, disabled, must change
 * their password, plays with a trial account, or is on a time-out or self-exclusion gets no
 * offer and no money. Asked in the money's own transaction (a lock or exclusion committed first
 * is seen), then the cashier's money gate on the `bonus` path, as every money path asks it.
 */
export class MemberEligibility {
  constructor(private readonly moneyGate: MoneyGate) {}

  /** Throws the refusal (the caller's transaction rolls back). */
  async assertMayReceive(
    tx: Database,
    request: { accountId: number; amount: number; currency: string; at: Date; key: string },
  ): Promise<void> {
    const refusal = await accountRefusal(tx, request.accountId, request.at);
    if (refusal) throw refusal;
    const gate = await this.moneyGate.admit(tx, { ...request, path: 'bonus' });
    if (gate) throw restrictionError(gate);
  }

  /** For offers: a member who may not receive gets no offer (nothing is thrown). */
  async mayReceive(tx: Database, accountId: number, at: Date): Promise<boolean> {
    return (await accountRefusal(tx, accountId, at)) === null;
  }
}
