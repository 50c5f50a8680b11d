import type { SettingsService } from '../../backoffice/settings/index.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { PlayerAuthService } from '../../identity/player-auth/index.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { VendorDirectory } from '../vendors/index.js';
import { launchRoutes } from './launch.routes.js';
import { LaunchService } from './launch.service.js';

export interface LaunchNeeds extends Pick<Core, 'config' | 'db' | 'clock'> {
  vendors: Pick<VendorDirectory, 'get'>;
  catalogue: Pick<CatalogueService, 'getGame' | 'recordLaunch' | 'hotGames' | 'isPlayable'>;
  settings: SettingsService;
  /** The guard, and the sign-out hook that ends the member's launch sessions. */
  playerAuth: PlayerAuthenticator & Pick<PlayerAuthService, 'onSignedOut'>;
  /** Operators ending an account's sessions (lock, disable, reset) end its launches too. */
  accounts: Pick<AccountsService, 'onSessionsEnded'>;
}

export interface LaunchProvides {
  /** Game launches: checks, launch sessions (the tokens vendors present), the vendor's URL. */
  launch: LaunchService;
}

/** Game launch for members (real, demo) and visitors (demo). */
export const launchModule = defineModule<LaunchNeeds, LaunchProvides>({
  name: 'game-launch',
  services: ({ config, db, clock, vendors, catalogue, settings, playerAuth, accounts }) => {
    const launch = new LaunchService({
      db,
      clock,
      vendors,
      catalogue,
      operatorCode: config.OPERATOR_CODE,
      launchHosts: async () => (await settings.get('site')).launchGameCDNs,
    });
    // A signed-out (or locked, disabled, reset) member's launch tokens stop taking bets at
    // once (TOKEN_EXPIRED) instead of 12 h later; wins and rollbacks never need the token.
    playerAuth.onSignedOut((accountId) => launch.revokeSessions(accountId));
    accounts.onSessionsEnded((accountId) => launch.revokeSessions(accountId));
    return { launch };
  },
  routes: (deps) => [launchRoutes(deps)],
});
