import { refuseTrial } from '../../identity/accounts/index.js';
import type { AccountRow } from '../../identity/accounts/index.js';

/** Bank accounts and withdrawals are for real-money accounts: trial players hold play money only. */
export function assertRealMoneyAccount(account: AccountRow): void {
  refuseTrial(account);
}
