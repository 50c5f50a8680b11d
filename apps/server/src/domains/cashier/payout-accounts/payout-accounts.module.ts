import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { bankAccountsRoutes } from './payout-accounts.routes.js';
import type { IdentityMatchesService } from '../../identity/identity-matches/index.js';
import { bankAccountDetails } from './payout-details.js';
import { BankAccountsService } from './payout-accounts.service.js';

export interface PayoutAccountsNeeds extends Pick<Core, 'db'> {
  playerAuth: PlayerAuthenticator;
  identityMatches: IdentityMatchesService;
}

export interface PayoutAccountsProvides {
  /** Members' bank accounts for payouts. */
  payoutAccounts: BankAccountsService;
}

/** Members' bank accounts for payouts. */
export const payoutAccountsModule = defineModule<PayoutAccountsNeeds, PayoutAccountsProvides>({
  name: 'payout-accounts',
  services: ({ db, identityMatches }) => {
    // Identity matching (a lower layer) compares excluded members' bank accounts through this.
    identityMatches.usePayoutDetails(bankAccountDetails);
    return { payoutAccounts: new BankAccountsService(db, identityMatches) };
  },
  routes: (deps) => [bankAccountsRoutes(deps)],
});
