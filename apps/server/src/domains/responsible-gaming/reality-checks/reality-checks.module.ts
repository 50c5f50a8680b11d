import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { SettledWagersProvides } from '../../cashier/settled-wagers/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { realityChecksRoutes } from './reality-checks.routes.js';
import { RealityChecksService } from './reality-checks.service.js';

export interface RealityChecksNeeds extends Pick<Core, 'db' | 'clock'>, SettledWagersProvides {
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface RealityChecksProvides {
  realityChecks: RealityChecksService;
}

/** Reality checks: the member's interval and the time and net result a game screen shows. */
export const realityChecksModule = defineModule<RealityChecksNeeds, RealityChecksProvides>({
  name: 'reality-checks',
  services: ({ db, clock, settledWagers, settings }) => ({
    realityChecks: new RealityChecksService(db, clock, settledWagers, settings),
  }),
  routes: (deps) => [realityChecksRoutes(deps)],
});
