import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { RewardCentre } from '../rewards/index.js';
import { leaderboardRoutes } from './leaderboard.routes.js';
import { Leaderboards } from './leaderboard.service.js';

export interface LeaderboardNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  rewardCentre: RewardCentre;
}

export interface LeaderboardProvides {
  /** Boards, live rankings, the once-per-period freeze with its prizes. */
  leaderboards: Leaderboards;
}

/**
 * The mission leaderboard (issue 26 item 4). It reads the `engagement.progress` consumer's rows
 * (engagement/tasks), so it is listed after the tasks module.
 */
export const leaderboardModule = defineModule<LeaderboardNeeds, LeaderboardProvides>({
  name: 'leaderboard',
  services: ({ db, clock, settings, rewardCentre }) => ({
    leaderboards: new Leaderboards(db, settings, rewardCentre, clock),
  }),
  routes: (deps) => [leaderboardRoutes(deps)],
  jobs: ({ leaderboards }) => [
    {
      // Every minute; a period freezes once however many processes or runs reach it.
      name: 'leaderboard-freeze',
      intervalMs: 60_000,
      run: async (log) => {
        const frozen = await leaderboards.freezeDue();
        if (frozen > 0) log.info({ frozen }, 'leaderboard periods frozen');
      },
    },
  ],
});
