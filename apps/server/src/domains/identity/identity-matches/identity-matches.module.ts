import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { identityMatchesRoutes } from './identity-matches.routes.js';
import { IdentityMatchesService } from './identity-matches.service.js';
import type { RestrictedAccounts } from './ports.js';
import { accountRestrictions } from './restricted-accounts.js';

export interface IdentityMatchesNeeds extends Pick<Core, 'clock' | 'db'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: Pick<PlayerAuthService, 'useDeviceSeen'>;
  /** Another rule of "excluded or closed"; the default reads the account row. */
  restrictedAccounts?: RestrictedAccounts;
}

export interface IdentityMatchesProvides {
  /** Duplicate identities of excluded or closed members (issue 24 item 4). */
  identityMatches: IdentityMatchesService;
}

/** Re-registration of excluded or closed members: matching, the record, the member-page list. */
export const identityMatchesModule = defineModule<IdentityMatchesNeeds, IdentityMatchesProvides>({
  name: 'identity-matches',
  services: ({ db, clock, playerAuth, restrictedAccounts }) => {
    const identityMatches = new IdentityMatchesService(
      db,
      clock,
      restrictedAccounts ?? accountRestrictions,
    );
    // Every sign-in's device id is kept, so an excluded member's browser is known.
    playerAuth.useDeviceSeen((accountId, deviceId, tx) =>
      identityMatches.rememberDevice(accountId, deviceId, tx),
    );
    return { identityMatches };
  },
  routes: (deps) => [identityMatchesRoutes(deps)],
});
