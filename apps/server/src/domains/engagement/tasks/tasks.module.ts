import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { RewardCentre } from '../rewards/index.js';
import { progressConsumer } from './progress-consumer.js';
import { tasksRoutes } from './tasks.routes.js';
import { Tasks } from './tasks.service.js';

export interface TasksNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  settings: SettingsService;
  rewardCentre: RewardCentre;
  moneyGate: MoneyGate;
}

export interface TasksProvides {
  /** The sign-in calendar and the daily tasks. */
  tasks: Tasks;
}

/**
 * The sign-in calendar and daily tasks (issue 26 item 4). Its consumer `engagement.progress`
 * keeps each wager's and deposit's contribution, which the mission leaderboard reads too.
 */
export const tasksModule = defineModule<TasksNeeds, TasksProvides>({
  name: 'tasks',
  services: ({ db, clock, settings, rewardCentre, moneyGate, events }) => {
    events.register(
      progressConsumer({
        settings: async (tx) => {
          const cashier = await settings.get('cashier', tx);
          return { timeZone: cashier.timeZone, validStake: cashier.validStake };
        },
      }),
    );
    return { tasks: new Tasks(db, settings, rewardCentre, moneyGate, clock) };
  },
  routes: (deps) => [tasksRoutes(deps)],
});
