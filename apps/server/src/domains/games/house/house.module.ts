import { HOUSE_VENDOR, housePagePath } from '@lw/contracts';
import crypto from 'node:crypto';
import type { SettingsService } from '../../site/settings/index.js';
import { driverRunner, type LedgerService } from '../../cashier/ledger/index.js';
import type { WagerCore } from '../../cashier/wagers/index.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { Catalogue, CatalogueSync } from '../catalogue/index.js';
import { DemoWallet } from '../game-wallet/index.js';
import type { LaunchService } from '../launch/index.js';
import type { VendorsService } from '../vendors/index.js';
import { houseAdminRoutes } from './house-admin.routes.js';
import { houseCatalogue } from './house-games.js';
import { HouseInstant } from './house-instant.js';
import { HouseRoundIds } from './house-round-ids.js';
import { HouseJackpot } from './house-jackpot.js';
import { HouseLookup } from './house-lookup.js';
import { HouseMines } from './house-mines.js';
import { HousePlay } from './house-play.js';
import { resumeStaleRounds } from './house-resume.js';
import { HouseRounds } from './house-rounds.js';
import { HouseSeedHistory } from './house-seed-history.js';
import { HouseSeeds } from './house-seeds.js';
import { HouseSessions } from './house-session.js';
import { HouseSettings } from './house-settings.js';
import { HouseSettlement } from './house-settlement.js';
import { houseRoutes } from './house.routes.js';
import { RoundSettler } from './round-settler.js';
import { seedBox } from './seed-box.js';

export interface HouseNeeds extends Pick<Core, 'config' | 'db' | 'databaseKind' | 'clock' | 'log'> {
  ledger: LedgerService;
  wagers: WagerCore;
  vendors: VendorsService;
  catalogue: Pick<Catalogue, 'findGame'>;
  catalogueSync: CatalogueSync;
  launch: Pick<LaunchService, 'setInSiteVendor'>;
  secretBox: Pick<SecretBox, 'encrypt' | 'decrypt'>;
  settings: SettingsService;
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
}

export interface HouseProvides {
  /** Launch sessions of house pages (the `x-house-session` header). */
  houseSessions: HouseSessions;
  /** Money of house rounds through the game wallet (the crash module settles with it too). */
  houseSettlement: HouseSettlement;
  houseSettings: HouseSettings;
  houseSeeds: HouseSeeds;
  /** A player's revealed seed pairs with their rounds (the fairness panel's history). */
  houseSeedHistory: HouseSeedHistory;
  housePlay: HousePlay;
  houseMines: HouseMines;
  houseJackpot: HouseJackpot;
  houseLookup: HouseLookup;
  houseSettler: RoundSettler;
  houseRounds: HouseRounds;
}

/** How often rounds left half settled (a crash between the draw and the money) are finished. */
const RESUME_EVERY_MS = 60_000;

/**
 * The house studio: our own vendor HOUSE, registered in-process at start (no HTTP /games), whose
 * games run on the server with @lw/games and settle through the game wallet like any vendor's.
 */
export const houseModule = defineModule<HouseNeeds, HouseProvides>({
  name: 'house',
  services: ({
    config,
    databaseKind,
    db,
    clock,
    log,
    ledger,
    wagers,
    catalogue,
    launch,
    settings,
    secretBox,
  }) => {
    // A launch of a house game opens its page here; the page presents the session token.
    launch.setInSiteVendor(
      HOUSE_VENDOR,
      (gameCode, token) => `${housePagePath(gameCode)}#session=${encodeURIComponent(token)}`,
    );
    const houseSettings = new HouseSettings(
      db,
      clock,
      async () => (await settings.get('cashier')).currency,
      config.SETTINGS_CACHE_MS,
    );
    const box = seedBox(secretBox);
    const houseSeeds = new HouseSeeds(db, clock, box);
    const houseRounds = new HouseRounds(db, houseSeeds, clock, box, driverRunner(db, databaseKind));
    const houseSettlement = new HouseSettlement({
      ledger,
      wagers,
      demo: new DemoWallet(db),
      catalogue,
      clock,
      log,
    });
    const houseJackpot = new HouseJackpot({
      db,
      ledger,
      settings: houseSettings,
      clock,
      currency: async () => (await settings.get('cashier')).currency,
    });
    const houseSettler = new RoundSettler({
      db,
      rounds: houseRounds,
      settlement: houseSettlement,
      jackpot: houseJackpot,
    });
    const houseMines = new HouseMines({
      db,
      settings: houseSettings,
      rounds: houseRounds,
      settler: houseSettler,
    });
    const houseSessions = new HouseSessions(db, clock);
    const runner = driverRunner(db, databaseKind);
    const houseInstant = new HouseInstant({
      runner,
      seeds: houseSeeds,
      sessions: houseSessions,
      rounds: houseRounds,
      roundIds: new HouseRoundIds(runner),
      settlement: houseSettlement,
      wagers,
      jackpot: houseJackpot,
      catalogue,
      clock,
      box,
    });
    const housePlay = new HousePlay({
      instant: houseInstant,
      sessions: houseSessions,
      settings: houseSettings,
      seeds: houseSeeds,
      rounds: houseRounds,
      settler: houseSettler,
      settlement: houseSettlement,
      jackpot: houseJackpot,
      mines: houseMines,
    });
    return {
      houseSessions,
      houseSettlement,
      houseSettings,
      houseSeeds,
      houseSeedHistory: new HouseSeedHistory(db, box),
      housePlay,
      houseMines,
      houseJackpot,
      houseLookup: new HouseLookup(db, houseRounds, box),
      houseSettler,
      houseRounds,
    };
  },
  routes: (deps) => [houseRoutes(deps), houseAdminRoutes(deps)],
  jobs: (deps) => [
    {
      name: 'house-resume',
      intervalMs: RESUME_EVERY_MS,
      run: async (log) => {
        await resumeStaleRounds({ ...deps, log });
      },
    },
  ],
  start: async (deps) => {
    if (deps.config.HOUSE_CATALOGUE === 'off') return;
    try {
      await registerHouseVendor(deps);
    } catch (err) {
      // The rest of the site runs without the house games; the next sync lists them.
      deps.log.error({ err }, 'house vendor not registered');
    }
  },
});

/** HOUSE as a vendor of the catalogue, its games listed from this process. */
async function registerHouseVendor({
  vendors,
  catalogueSync,
  settings,
  houseSettings,
  log,
}: HouseNeeds & HouseProvides): Promise<void> {
  // The catalogue lists the enabled games with the operator's minimum bets.
  catalogueSync.registerInProcess(HOUSE_VENDOR, async () => {
    const games = (await houseSettings.games()).filter((g) => g.enabled);
    const minBets = Object.fromEntries(games.map((g) => [g.gameCode, g.minBet]));
    return houseCatalogue(minBets).filter((g) => g.gameCode in minBets);
  });
  const { currency } = await settings.get('cashier');
  // Registered like the simulator's vendors: the operator's later edits (name, order,
  // maintenance, enabled) stay; the secret is never used (nothing calls HOUSE over HTTP).
  await vendors.registerFromManifest({
    vendors: [
      {
        code: HOUSE_VENDOR,
        name: 'LuckyWay Originals',
        mode: 'seamless',
        currency,
        baseUrl: 'https://house.invalid',
        secret: crypto.randomBytes(24).toString('hex'),
      },
    ],
  });
  const result = await catalogueSync.syncVendor(HOUSE_VENDOR);
  if (!result.ok) log.warn({ result }, 'house games not listed');
}
