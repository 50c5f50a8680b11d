import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { RewardCentre } from './reward-centre.service.js';
import { rewardsRoutes } from './rewards.routes.js';

export interface RewardsNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  ledger: LedgerService;
  moneyGate: MoneyGate;
  settings: SettingsService;
}

export interface RewardsProvides {
  /** Claimable rewards: `offer(tx, reward)` for every programme, claim once, expiry. */
  rewardCentre: RewardCentre;
}

/** The reward centre (issue 26 item 3): one list of claimable rewards per member. */
export const rewardsModule = defineModule<RewardsNeeds, RewardsProvides>({
  name: 'rewards',
  services: ({ db, clock, ledger, settings, moneyGate }) => ({
    rewardCentre: new RewardCentre(db, ledger, settings, moneyGate, clock),
  }),
  routes: (deps) => [rewardsRoutes(deps)],
  jobs: ({ rewardCentre }) => [
    {
      name: 'reward-expiry',
      intervalMs: 60_000,
      run: async () => {
        await rewardCentre.expire();
      },
    },
  ],
});
