import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { redEnvelopesRoutes } from './red-envelopes.routes.js';
import { RedEnvelopes } from './red-envelopes.service.js';

export interface RedEnvelopesNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  ledger: LedgerService;
  settings: SettingsService;
  moneyGate: MoneyGate;
}

export interface RedEnvelopesProvides {
  /** Campaigns, windows and grabs, never over a window's pool. */
  redEnvelopes: RedEnvelopes;
}

/** Red envelopes (issue 26 item 3). */
export const redEnvelopesModule = defineModule<RedEnvelopesNeeds, RedEnvelopesProvides>({
  name: 'red-envelopes',
  services: ({ db, clock, ledger, settings, moneyGate }) => ({
    redEnvelopes: new RedEnvelopes(db, ledger, settings, moneyGate, clock),
  }),
  routes: (deps) => [redEnvelopesRoutes(deps)],
});
