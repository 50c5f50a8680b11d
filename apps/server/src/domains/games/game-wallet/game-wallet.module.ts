import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Core } from '../../../platform/module.js';
import { defineModule } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { WagerCore } from '../../cashier/wagers/index.js';
import type { Catalogue } from '../catalogue/index.js';
import type { VendorDirectory } from '../vendors/index.js';
import { GameWalletService } from './game-wallet.service.js';
import { WalletFigures } from './wallet-figures.js';
import { walletApiRoutes } from './wallet-api.routes.js';
import { walletFiguresRoutes } from './wallet-figures.routes.js';

export interface GameWalletNeeds extends Pick<Core, 'db' | 'databaseKind' | 'clock' | 'log'> {
  ledger: LedgerService;
  wagers: WagerCore;
  vendors: Pick<VendorDirectory, 'get'>;
  catalogue: Pick<Catalogue, 'findGame'>;
  adminAuth: OperatorAuthenticator;
}

export interface GameWalletProvides {
  /** The seamless wallet API of the vendor protocol (bets, wins, rollbacks on the wager core). */
  gameWallet: GameWalletService;
  /** Live figures of the wallet API per vendor: calls, refusals by code, latency. */
  walletFigures: WalletFigures;
}

/** The vendor protocol's wallet API that seamless vendors call for every bet and win. */
export const gameWalletModule = defineModule<GameWalletNeeds, GameWalletProvides>({
  name: 'game-wallet',
  services: ({ db, databaseKind, clock, log, ledger, wagers, vendors, catalogue }) => {
    const walletFigures = new WalletFigures();
    const gameWallet = new GameWalletService({
      db,
      databaseKind,
      ledger,
      wagers,
      vendors,
      catalogue,
      clock,
      log,
      figures: walletFigures,
    });
    return { gameWallet, walletFigures };
  },
  routes: (deps) => [walletApiRoutes(deps), walletFiguresRoutes(deps)],
});
