import type { SettingsService } from '../../site/settings/index.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { Core } from '../../../platform/module.js';
import { defineModule } from '../../../platform/module.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';
import type { Catalogue } from '../catalogue/index.js';
import type { VendorDirectory } from '../vendors/index.js';
import { RoundsFeed } from './rounds-feed.js';
import { roundsRoutes } from './rounds.routes.js';
import { RoundsService } from './rounds.service.js';
import { WinnerBoard } from './winner-board.js';

/** How often transfer-mode vendors' /bets are imported. */
const FEED_EVERY_MS = 5 * 60 * 1000;

export interface RoundsNeeds extends Pick<Core, 'config' | 'db' | 'clock'> {
  vendors: Pick<VendorDirectory, 'get' | 'list'>;
  catalogue: Pick<Catalogue, 'findGame' | 'isPlayable' | 'setWinnerSource'>;
  /** The settled-wager read model: winner board, reconciliation, profit and loss. */
  settledWagers: Pick<
    SettledWagerQueries,
    'biggestWins' | 'productDayWagers' | 'productDays' | 'ledgerDay' | 'memberDays'
  >;
  settings: SettingsService;
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
}

export interface RoundsProvides {
  /** Game rounds: the records of play, round by round (betting records, rounds search). */
  rounds: RoundsService;
  /** Transfer-mode vendors' /bets import and the daily reconciliation. */
  roundsFeed: RoundsFeed;
}

/** Game rounds, the source of truth of play. */
export const roundsModule = defineModule<RoundsNeeds, RoundsProvides>({
  name: 'game-rounds',
  services: ({ config, db, clock, vendors, catalogue, settledWagers }) => {
    const rounds = new RoundsService(db);
    // The lobby's winner board reads the settled wagers; the catalogue (listed earlier) serves it.
    catalogue.setWinnerSource(new WinnerBoard({ db, clock, catalogue, wagers: settledWagers }));
    const roundsFeed = new RoundsFeed({
      db,
      clock,
      settledWagers,
      vendors,
      catalogue,
      operatorCode: config.OPERATOR_CODE,
    });
    return { rounds, roundsFeed };
  },
  routes: (deps) => [
    roundsRoutes({
      ...deps,
      timeZone: async () => (await deps.settings.get('cashier')).timeZone,
    }),
  ],
  jobs: ({ roundsFeed, clock }) => [
    {
      name: 'game-rounds-feed-import',
      intervalMs: FEED_EVERY_MS,
      run: async (log) => {
        const results = await roundsFeed.importRecent(clock.now());
        const inserted = results.reduce((a, r) => a + r.inserted, 0);
        if (inserted > 0) log.info({ results }, 'game rounds imported from vendor feeds');
      },
    },
  ],
});
