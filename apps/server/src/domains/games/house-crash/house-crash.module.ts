import { fencedBy, LeaderLease } from '../../../platform/leader-lease.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { HouseSettings, HouseSettlement } from '../house/index.js';
import type { VendorDirectory } from '../vendors/index.js';
import { CrashAdminLookup } from './crash-admin-lookup.js';
import { crashAdminRoutes } from './crash-admin.routes.js';
import { CrashChainStore } from './crash-chain-store.js';
import { CrashLive } from './crash-live.js';
import { CrashPayouts } from './crash-payouts.js';
import { crashRoutes } from './crash.routes.js';
import { CrashScheduler } from './crash-scheduler.js';
import { CrashSeedingService } from './crash-seeding.service.js';
import { CrashService } from './crash.service.js';
import { CrashSettlement } from './crash-settlement.js';
import { CrashStore } from './crash-store.js';

export interface HouseCrashNeeds extends Pick<
  Core,
  'config' | 'db' | 'clock' | 'log' | 'redis' | 'liveChannel'
> {
  vendors: Pick<VendorDirectory, 'get'>;
  houseSettlement: HouseSettlement;
  houseSettings: Pick<HouseSettings, 'game' | 'maxWin'>;
  live: LiveHub;
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  secretBox: SecretBox;
}

export interface HouseCrashProvides {
  /** Crash for members and visitors: state, bets, cash-outs, history, the chain. */
  crash: CrashService;
  /** The round cycle; tests call `tick` themselves after moving the clock. */
  crashScheduler: CrashScheduler;
  /** The back office's round and bet lookup. */
  crashAdminLookup: CrashAdminLookup;
  /** The chains' seeding events (publish, enter the salt, confirm it) and the games left. */
  crashSeeding: CrashSeedingService;
}

/** How often the scheduler looks at the clock (and so the precision of auto cash-out events). */
const TICK_MS = 100;

/**
 * Crash of the house studio: shared rounds on a schedule, from published hash chains whose salt
 * was fixed by a seeding event after publication.
 */
export const houseCrashModule = defineModule<HouseCrashNeeds, HouseCrashProvides>({
  name: 'house-crash',
  services: ({
    config,
    db,
    clock,
    log,
    vendors,
    houseSettlement,
    houseSettings,
    live,
    secretBox,
  }) => {
    const store = new CrashStore(db);
    const chains = new CrashChainStore(db, secretBox);
    const warnBelow = config.CRASH_CHAIN_WARN_GAMES;
    const settlement = new CrashSettlement(houseSettlement, vendors);
    const payouts = new CrashPayouts(store, settlement, clock, log);
    const crashLive = new CrashLive(live, store, log);
    const deps = { store, settlement, payouts, live: crashLive, clock, chains };
    return {
      crash: new CrashService({ ...deps, houseSettings }),
      crashScheduler: new CrashScheduler({ ...deps, log, warnBelow }),
      crashAdminLookup: new CrashAdminLookup(db),
      crashSeeding: new CrashSeedingService({
        db,
        chains,
        clock,
        log,
        chainLength: config.CRASH_CHAIN_LENGTH,
        warnBelow,
      }),
    };
  },
  routes: (deps) => [crashRoutes(deps), crashAdminRoutes(deps)],
  jobs: ({ db, clock, crashScheduler }) => {
    // One process runs the round cycle; its phase writes carry the lease's fencing token, so a
    // scheduler that paused past its lease cannot move a round the new leader moves.
    const lease = new LeaderLease(db, clock, 'crash-scheduler');
    return [
      {
        // A loop in every process (10 rounds a second is no queue's work); the lease picks one.
        name: 'crash-scheduler',
        loopMs: TICK_MS,
        run: async () => {
          const token = await lease.acquire();
          if (token !== null) await crashScheduler.tick(fencedBy(lease.name, token));
        },
      },
    ];
  },
});
