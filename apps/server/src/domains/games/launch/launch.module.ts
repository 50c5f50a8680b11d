import type { SessionLimit } from '../../identity/player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { VendorDirectory } from '../vendors/index.js';
import { launchRevocationConsumer } from './launch-revocation.js';
import { launchRoutes } from './launch.routes.js';
import { LaunchService } from './launch.service.js';

export interface LaunchNeeds extends Pick<Core, 'config' | 'db' | 'clock'> {
  vendors: Pick<VendorDirectory, 'get'>;
  catalogue: Pick<CatalogueService, 'getGame' | 'recordLaunch' | 'hotGames' | 'isPlayable'>;
  settings: SettingsService;
  playerAuth: PlayerAuthenticator;
  /**
   * Identity's `account.sessions_ended` (an operator's lock, disable, reset or "end sessions",
   * the member's password change or reset) ends all the account's launches, `account.signed_out`
   * those of the signed-out session.
   */
  events: Pick<EventDispatcher, 'register'>;
  /** Keeps the key members' launch tokens are derived with. */
  serverSecrets: Pick<ServerSecrets, 'get'>;
  /** Responsible gaming's session-time limit (issue 24). */
  sessionLimit: SessionLimit;
}

/** server_secrets name of the key members' launch tokens are derived with. */
const LAUNCH_KEY_NAME = 'game-launch-token-key';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface LaunchProvides {
  /** Game launches: checks, launch sessions (the tokens vendors present), the vendor's URL. */
  launch: LaunchService;
}

/** Game launch for members (real, demo) and visitors (demo). */
export const launchModule = defineModule<LaunchNeeds, LaunchProvides>({
  name: 'game-launch',
  services: ({
    config,
    db,
    clock,
    vendors,
    catalogue,
    settings,
    events,
    serverSecrets,
    sessionLimit,
  }) => {
    const launch = new LaunchService({
      db,
      clock,
      vendors,
      catalogue,
      operatorCode: config.OPERATOR_CODE,
      launchHosts: async () => (await settings.get('site')).launchGameCDNs,
      launchKey: () => serverSecrets.get(LAUNCH_KEY_NAME),
      siteLanguage: async () => (await settings.get('languages')).default,
      sessionLimit,
    });
    // Launch tokens stop taking bets (TOKEN_EXPIRED) as soon as the event is delivered instead
    // of 12 h later; wins and rollbacks never need the token. A sign-out ends only that sign-in
    // session's launches.
    events.register(launchRevocationConsumer(launch));
    return { launch };
  },
  routes: (deps) => [launchRoutes(deps)],
  jobs: ({ launch }) => [
    {
      name: 'game-sessions-prune',
      intervalMs: PRUNE_EVERY_MS,
      run: async (log) => {
        const pruned = await launch.pruneExpired();
        if (pruned > 0) log.info({ pruned }, 'expired game launch sessions deleted');
      },
    },
  ],
});
