import { defineModule, type Core } from '../../../platform/module.js';
import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import { BonusAdminQueries } from './bonus-admin-queries.js';
import { bonusProgressConsumer } from './bonus-progress-consumer.js';
import { adminBonusRoutes, bonusWalletRoutes } from './bonus-wallet.routes.js';
import { BonusWallet } from './bonus-wallet.service.js';

export interface BonusWalletNeeds extends Pick<Core, 'clock' | 'db'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  ledger: LedgerService;
  /** Responsible gaming's gate: an exclusion or time-out refuses the bonus path. */
  moneyGate: MoneyGate;
  settings: Pick<SettingsService, 'get'>;
}

export interface BonusWalletProvides {
  /** Grants (for programmes), the member's bonuses, forfeits, expiry, the withdrawal port. */
  bonusWallet: BonusWallet;
  bonusAdmin: BonusAdminQueries;
}

/**
 * Issue 26 item 2: the bonus wallet and its wagering. Wagering progress is a consumer of the
 * wager core's events here in the cashier, not in a programme module: the contribution rows, the
 * bonus's progress and the conversion's ledger transfers commit in one transaction with one
 * owner of `bonuses`, as the settled-wager read model does for its tables.
 */
export const bonusWalletModule = defineModule<BonusWalletNeeds, BonusWalletProvides>({
  name: 'bonus-wallet',
  services: ({ db, ledger, moneyGate, clock, events, settings }) => {
    events.register(
      bonusProgressConsumer(
        { ledger, gate: moneyGate, clock },
        async (tx) => (await settings.get('cashier', tx)).validStake,
      ),
    );
    return {
      bonusWallet: new BonusWallet(db, ledger, moneyGate, clock),
      bonusAdmin: new BonusAdminQueries(db),
    };
  },
  routes: (deps) => [bonusWalletRoutes(deps), adminBonusRoutes(deps)],
  jobs: ({ bonusWallet }) => [
    {
      // Active bonuses past their wagering window are forfeited (expired). Every ending is
      // guarded by status under the member's bonus lock, so two processes end each bonus once.
      name: 'bonus-expiry',
      intervalMs: 60_000,
      run: async (log) => {
        const expired = await bonusWallet.expireDue();
        if (expired > 0) log.info({ expired }, 'bonuses expired');
      },
    },
  ],
});
