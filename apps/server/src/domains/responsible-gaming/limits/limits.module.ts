import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { adminLimitsRoutes } from './admin-limits.routes.js';
import { limitsRoutes } from './limits.routes.js';
import { LimitsService } from './limits.service.js';
import { limitsLossConsumer } from './loss-consumer.js';

export interface LimitsNeeds extends Pick<Core, 'db' | 'clock'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface LimitsProvides {
  /** Members' deposit, loss, wager and session limits (responsible gaming). */
  limits: LimitsService;
}

/**
 * Responsible gaming: limits. The money paths reach it through the cashier's money gate
 * (`LimitsGate`, wired in app.ts); net loss follows settlement through its consumer.
 */
export const limitsModule = defineModule<LimitsNeeds, LimitsProvides>({
  name: 'limits',
  services: ({ db, clock, settings, accounts, events }) => {
    events.register(limitsLossConsumer(async (tx) => (await settings.get('cashier', tx)).timeZone));
    return { limits: new LimitsService(db, clock, settings, accounts) };
  },
  routes: (deps) => [limitsRoutes(deps), adminLimitsRoutes(deps)],
});
