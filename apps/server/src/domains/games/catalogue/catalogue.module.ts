import type { SettingsService } from '../../site/settings/index.js';
import { expiringCounter } from '../../../platform/expiring-counter.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { ImageStore } from '../art/index.js';
import type { VendorsService } from '../vendors/index.js';
import { CatalogueSync } from './catalogue-sync.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { CatalogueService } from './catalogue.service.js';
import { registerSimulatorVendors } from './simulator-vendors.js';

/** How often every enabled vendor's catalogue is pulled. */
const SYNC_EVERY_MS = 6 * 60 * 60 * 1000;

export interface CatalogueNeeds extends Pick<Core, 'config' | 'db' | 'clock' | 'log' | 'redis'> {
  vendors: VendorsService;
  images: ImageStore;
  settings: SettingsService;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
}

export interface CatalogueProvides {
  /**
   * The catalogue: `findGame`/`getGame` (from memory), `recordLaunch`, the lobby's lists and
   * favourites, and the back office's overrides.
   */
  catalogue: CatalogueService;
  /** Pulls vendors' `/games` lists (scheduled, on demand, after simulator registration). */
  catalogueSync: CatalogueSync;
}

/** The games catalogue: sync from the vendors, the lobby's lists, favourites, game art. */
export const catalogueModule = defineModule<CatalogueNeeds, CatalogueProvides>({
  name: 'game-catalogue',
  services: ({ db, clock, redis, vendors }) => {
    const catalogue = new CatalogueService(db, vendors, clock, expiringCounter(redis, 'lw-fav:'));
    vendors.onChange(() => catalogue.invalidate());
    const catalogueSync = new CatalogueSync(db, vendors, clock, () => catalogue.invalidate());
    return { catalogue, catalogueSync };
  },
  routes: (deps) => [
    catalogueRoutes({
      ...deps,
      offeredLanguages: async () => (await deps.settings.get('languages')).offered,
    }),
  ],
  jobs: ({ catalogueSync }) => [
    {
      name: 'catalogue-sync',
      intervalMs: SYNC_EVERY_MS,
      run: async (log) => {
        const results = await catalogueSync.syncAll();
        const failed = results.filter((r) => !r.ok);
        if (failed.length > 0) log.warn({ failed }, 'catalogue sync: some vendors failed');
      },
    },
  ],
  start: (deps) => {
    if (deps.config.VENDOR_SIM_URL) {
      // In the background: a simulator that is down must not hold up (or stop) the start.
      pendingRegistrations.set(deps.catalogue, registerSimulatorVendors(deps));
    }
  },
  stop: async ({ catalogue }) => {
    await pendingRegistrations.get(catalogue);
  },
});

const pendingRegistrations = new WeakMap<CatalogueService, Promise<void>>();

/** Resolves once the start-up registration of simulator vendors is over (tests await it). */
export function simulatorRegistration(catalogue: CatalogueService): Promise<void> {
  return pendingRegistrations.get(catalogue) ?? Promise.resolve();
}
