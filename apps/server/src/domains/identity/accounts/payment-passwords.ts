import { errorMessages } from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AttemptGuard, secondsUntil } from '../../../platform/attempt-guard.js';
import { AppError } from '../../../platform/errors.js';
import { verifyPassword } from '../../../platform/passwords.js';
import type { SettingsService } from '../../site/settings/index.js';

/**
 * The payment password guards money leaving the main wallet (withdrawals, transfers, and the
 * redeem and points conversion to come). Wrong answers are counted per account like sign-in
 * failures, atomically (see `AttemptGuard`): after `maxFailedLogins` in a row the payment password
 * locks for `lockMinutes` (the account policy's sign-in numbers), and every action that checks it
 * answers PAYMENT_PASSWORD_LOCKED with the seconds left. A right answer or a new payment password
 * clears the run.
 */
export class PaymentPasswords {
  private readonly attempts: AttemptGuard;

  constructor(
    db: Database,
    private readonly settings: SettingsService,
  ) {
    this.attempts = new AttemptGuard(db, {
      table: accounts,
      id: accounts.id,
      failures: accounts.paymentPasswordFailures,
      lockedUntil: accounts.paymentPasswordLockedUntil,
    });
  }

  /** Passes when `password` is the account's payment password and it is not locked. */
  async check(
    account: { id: number; paymentPasswordHash: string | null },
    password: string,
  ): Promise<void> {
    if (account.paymentPasswordHash === null) {
      throw new AppError('PAYMENT_PASSWORD_NOT_SET', errorMessages.PAYMENT_PASSWORD_NOT_SET.en);
    }
    const hash = account.paymentPasswordHash;
    const policy = await this.settings.get('accountPolicy');
    const verdict = await this.attempts.verify(
      account.id,
      { maxFailures: policy.maxFailedLogins, lockMinutes: policy.lockMinutes },
      () => verifyPassword(hash, password),
    );
    if (verdict.kind === 'right') return;
    if (verdict.kind === 'locked') {
      throw new AppError('PAYMENT_PASSWORD_LOCKED', errorMessages.PAYMENT_PASSWORD_LOCKED.en, {
        retryAfterSeconds: secondsUntil(verdict.until, new Date()),
      });
    }
    throw new AppError('WRONG_PAYMENT_PASSWORD', errorMessages.WRONG_PAYMENT_PASSWORD.en, {
      attemptsLeft: verdict.attemptsLeft,
    });
  }

  /** A new payment password starts with a clean run (and ends a lock). */
  async reset(accountId: number, db?: Database): Promise<void> {
    await this.attempts.clear(accountId, db);
  }
}
