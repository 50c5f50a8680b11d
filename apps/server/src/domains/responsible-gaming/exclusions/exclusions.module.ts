import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import { adminExclusionsRoutes, exclusionsRoutes } from './exclusions.routes.js';
import { ExclusionsService, type OwnPasswordCheck } from './exclusions.service.js';

export interface ExclusionsNeeds extends Pick<Core, 'clock' | 'db'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
  /** The guard, and the sign-in password asked again to confirm. */
  playerAuth: PlayerAuthenticator & OwnPasswordCheck;
}

export interface ExclusionsProvides {
  /** Time-outs and self-exclusions (issue 24). */
  exclusions: ExclusionsService;
}

/** Responsible gaming: time-outs and self-exclusions; its money gate is wired in app.ts. */
export const exclusionsModule = defineModule<ExclusionsNeeds, ExclusionsProvides>({
  name: 'exclusions',
  services: ({ db, clock, accounts, playerAuth }) => ({
    exclusions: new ExclusionsService(db, clock, accounts, playerAuth),
  }),
  routes: (deps) => [exclusionsRoutes(deps), adminExclusionsRoutes(deps)],
});
