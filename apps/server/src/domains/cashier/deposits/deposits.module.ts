import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import { liveNotifier } from '../../../platform/live-notifier.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import type { PaymentMethodsService } from '../payment-methods/index.js';
import { adminDepositsRoutes } from './admin-deposits.routes.js';
import { createDeposits, type Deposits } from './deposit-services.js';
import { depositsRoutes } from './deposits.routes.js';
import { gatewayCallbackRoutes } from './gateway-callback.routes.js';

export interface DepositsNeeds extends Pick<Core, 'db' | 'log' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  ledger: LedgerService;
  /** Each decision is told to the member's open pages (`deposit.status`). */
  live: LiveHub;
  /** Responsible gaming: a deposit is checked at creation and counted at its credit (exclusions and limits). */
  moneyGate: MoneyGate;
  paymentMethods: PaymentMethodsService;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface DepositsProvides {
  /** Deposits: members' requests, approve/reject, gateway callbacks. */
  deposits: Deposits;
}

/** Deposits: members' requests, the operator's decisions, gateway callbacks, expiry. */
export const depositsModule = defineModule<DepositsNeeds, DepositsProvides>({
  name: 'deposits',
  services: (deps) => ({
    deposits: createDeposits({ ...deps, notify: liveNotifier(deps.live, deps.log) }),
  }),
  routes: (deps) => [depositsRoutes(deps), adminDepositsRoutes(deps), gatewayCallbackRoutes(deps)],
  jobs: ({ deposits }) => [
    {
      // Every minute, one process at a time (see expireDueDeposits).
      name: 'deposit-expiry',
      intervalMs: 60_000,
      run: async (log) => {
        const ids = await deposits.expireDue();
        if (ids && ids.length > 0) log.info({ depositIds: ids }, 'deposits expired');
      },
    },
  ],
});
