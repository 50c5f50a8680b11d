/** The public face of cashier/payout-accounts: the only file other modules import. */
export { maskAccountNumber } from './payee-name.js';
export { BankAccountsService } from './payout-accounts.service.js';
export { assertRealMoneyAccount } from './real-member.js';
export { payoutAccountsModule } from './payout-accounts.module.js';
