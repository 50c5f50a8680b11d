import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../platform/periodic-job.js';
import type { Redis } from 'ioredis';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/client.js';
import { accountRecordsRoutes } from '../domains/cashier/account-records/index.js';
import type { LedgerService } from '../domains/cashier/ledger/index.js';
import { LiveHub } from '../platform/live-hub.js';
import { registerLive } from '../domains/identity/live-channel/index.js';
import { liveSessionChecker } from '../domains/identity/live-channel/index.js';
import type { SettingsService } from '../domains/backoffice/settings/index.js';
import { NO_TRANSFER_VENDORS } from '../domains/cashier/vendor-transfers/index.js';
import { HttpVendorTransferClient } from '../domains/cashier/vendor-transfers/index.js';
import { VendorTransferService } from '../domains/cashier/vendor-transfers/index.js';
import { vendorWalletRoutes } from '../domains/cashier/vendor-transfers/index.js';
import { BalancePusher } from '../domains/cashier/wallet/index.js';
import { WalletBalanceService } from '../domains/cashier/wallet/index.js';
import { walletRoutes } from '../domains/cashier/wallet/index.js';

/** How often the reconciliation job looks for pending vendor transfers. */
const RECONCILE_EVERY_MS = 30_000;

export interface WalletServices {
  live: LiveHub;
  walletBalances: WalletBalanceService;
  vendorTransfers: VendorTransferService;
  pusher: BalancePusher;
}

/** Builds the wallet, live-event and vendor-transfer services of one app instance. */
export function createWalletServices(deps: {
  db: Database;
  settings: SettingsService;
  ledger: LedgerService;
  redis: Redis | null;
  liveChannel?: string | undefined;
}): WalletServices {
  const live = new LiveHub(deps.redis, liveSessionChecker(deps.db, deps.settings), {
    ...(deps.liveChannel ? { channel: deps.liveChannel } : {}),
  });
  const walletBalances = new WalletBalanceService(deps.db, deps.settings);
  // No transfer-mode vendor is configured before the games issue adds vendor settings.
  const vendorTransfers = new VendorTransferService(
    deps.db,
    deps.ledger,
    deps.settings,
    walletBalances,
    NO_TRANSFER_VENDORS,
    new HttpVendorTransferClient(),
  );
  const pusher = new BalancePusher(deps.db, deps.ledger, walletBalances, live);
  return { live, walletBalances, vendorTransfers, pusher };
}

/** Routes, the live socket, the balance pushes and the reconciliation job, with their shutdown. */
export async function registerWallet(
  app: FastifyInstance,
  ctx: AppContext,
  services: WalletServices,
): Promise<void> {
  await services.live.start();
  services.pusher.start();
  await registerLive(app, ctx);
  await app.register(walletRoutes(ctx));
  await app.register(vendorWalletRoutes(ctx));
  await app.register(accountRecordsRoutes(ctx));
  schedulePeriodicJob(app, {
    name: 'vendor-transfer-reconcile',
    intervalMs: RECONCILE_EVERY_MS,
    // Tests run the job themselves (reconcileOnce), so a timer never races their assertions.
    enabled: ctx.config.NODE_ENV !== 'test',
    run: async () => {
      await services.vendorTransfers.reconcileOnce();
    },
  });
  app.addHook('onClose', async () => {
    await services.pusher.stop();
    await services.live.close();
  });
}
