import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import { SettledWagerQueries } from './settled-wager-queries.js';
import { settledWagersConsumer } from './wager-outcome-consumer.js';

export interface SettledWagersNeeds extends Pick<Core, 'db'> {
  events: Pick<EventDispatcher, 'register'>;
  settings: Pick<SettingsService, 'get'>;
}

export interface SettledWagersProvides {
  /** The settled-wager read model's queries: turnover, daily totals, reconciliation, winners. */
  settledWagers: SettledWagerQueries;
}

/**
 * The settled-wager read model: a consumer of the wager core's `wager.*` events keeps
 * `settled_wagers` (one row per wager leg) and `wager_days` (its daily roll-up); programmes and
 * reports read them through `settledWagers`.
 */
export const settledWagersModule = defineModule<SettledWagersNeeds, SettledWagersProvides>({
  name: 'settled-wagers',
  services: ({ db, events, settings }) => {
    events.register(
      settledWagersConsumer({
        validStakePolicy: async (tx) => (await settings.get('cashier', tx)).validStake,
        timeZone: async (tx) => (await settings.get('cashier', tx)).timeZone,
      }),
    );
    return { settledWagers: new SettledWagerQueries(db) };
  },
});
