import { AppError } from '../../platform/errors.js';
import type { AccountRow } from '../accounts/account-presenter.js';

/** accounts.type of a trial player (schema/accounts.ts). */
const TRIAL_ACCOUNT_TYPE = 4;

/** Bank accounts and withdrawals are for real-money accounts: trial players hold play money only. */
export function assertRealMoneyAccount(account: AccountRow): void {
  if (account.type === TRIAL_ACCOUNT_TYPE) {
    throw new AppError('TRIAL_NOT_ALLOWED', 'Trial accounts cannot bind banks or withdraw');
  }
}
