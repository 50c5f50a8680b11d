import type { SettingsService } from '../../backoffice/settings/index.js';
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
  playerAuth: PlayerAuthenticator;
}

export interface LaunchProvides {
  /** Game launches: checks, launch sessions (the tokens vendors present), the vendor's URL. */
  launch: LaunchService;
}

/** Game launch for members (real, demo) and visitors (demo). */
export const launchModule = defineModule<LaunchNeeds, LaunchProvides>({
  name: 'game-launch',
  services: ({ config, db, clock, vendors, catalogue, settings }) => ({
    launch: new LaunchService({
      db,
      clock,
      vendors,
      catalogue,
      operatorCode: config.OPERATOR_CODE,
      launchHosts: async () => (await settings.get('site')).launchGameCDNs,
    }),
  }),
  routes: (deps) => [launchRoutes(deps)],
});
