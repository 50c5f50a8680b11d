import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import { AccountsService } from './accounts.service.js';
import { adminAccountsRoutes } from './admin-accounts.routes.js';
import { PaymentPasswords } from './payment-passwords.js';

export interface AccountsNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

export interface AccountsProvides {
  accounts: AccountsService;
  /** Checks payment passwords, with the per-account lock after too many wrong ones. */
  paymentPasswords: PaymentPasswords;
}

/** Member and agent accounts, the agent tree, payment passwords. */
export const accountsModule = defineModule<AccountsNeeds, AccountsProvides>({
  name: 'accounts',
  services: ({ db, settings }) => ({
    accounts: new AccountsService(db),
    paymentPasswords: new PaymentPasswords(db, settings),
  }),
  routes: (deps) => [adminAccountsRoutes(deps)],
});
