import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import type { WalletBalanceService } from '../wallet/index.js';
import type { TransferVendorDirectory } from './transfer-vendors.js';
import { HttpVendorTransferClient } from './vendor-transfer-client.js';
import { VendorTransferService } from './vendor-transfer.service.js';
import { vendorWalletRoutes } from './vendor-transfers.routes.js';

/** How often the reconciliation job looks for pending vendor transfers. */
const RECONCILE_EVERY_MS = 30_000;

export interface VendorTransfersNeeds extends Pick<Core, 'clock' | 'db'> {
  ledger: LedgerService;
  /** Responsible gaming refuses transfers in of excluded or limited members (issue 24). */
  moneyGate: MoneyGate;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  walletBalances: WalletBalanceService;
  /** The configured game vendors (games/vendors): its transfer-mode ones are listed here. */
  vendors: { asTransferDirectory(): TransferVendorDirectory };
}

export interface VendorTransfersProvides {
  /** Main wallet <-> transfer-mode vendor wallets, with the reconciliation job. */
  vendorTransfers: VendorTransferService;
}

/** Transfers between the main wallet and transfer-mode vendors' wallets. */
export const vendorTransfersModule = defineModule<VendorTransfersNeeds, VendorTransfersProvides>({
  name: 'vendor-transfers',
  services: ({ clock, db, ledger, moneyGate, settings, walletBalances, vendors }) => ({
    vendorTransfers: new VendorTransferService(
      db,
      ledger,
      settings,
      walletBalances,
      vendors.asTransferDirectory(),
      new HttpVendorTransferClient(),
      { gate: { clock, moneyGate } },
    ),
  }),
  routes: (deps) => [vendorWalletRoutes(deps)],
  // Tests run the job themselves (reconcileOnce), so a timer never races their assertions.
  jobs: ({ vendorTransfers }) => [
    {
      name: 'vendor-transfer-reconcile',
      intervalMs: RECONCILE_EVERY_MS,
      run: async () => {
        await vendorTransfers.reconcileOnce();
      },
    },
  ],
});
