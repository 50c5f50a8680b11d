import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { bankAccountsRoutes } from './payout-accounts.routes.js';
import { BankAccountsService } from './payout-accounts.service.js';

export interface PayoutAccountsNeeds extends Pick<Core, 'db'> {
  playerAuth: PlayerAuthenticator;
}

export interface PayoutAccountsProvides {
  /** Members' bank accounts for payouts. */
  payoutAccounts: BankAccountsService;
}

/** Members' bank accounts for payouts. */
export const payoutAccountsModule = defineModule<PayoutAccountsNeeds, PayoutAccountsProvides>({
  name: 'payout-accounts',
  services: ({ db }) => ({ payoutAccounts: new BankAccountsService(db) }),
  routes: (deps) => [bankAccountsRoutes(deps)],
});
