import { refuseTrial } from '../../identity/accounts/account-guards.js';
import type { AccountRow } from '../../identity/accounts/account-presenter.js';

/** Bank accounts and withdrawals are for real-money accounts: trial players hold play money only. */
export function assertRealMoneyAccount(account: AccountRow): void {
  refuseTrial(account);
}
