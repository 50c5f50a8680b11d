import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import { riskConsumer } from './risk-consumer.js';
import { RiskQueue } from './risk-queue.js';
import { rescoreMarked } from './risk-scoring.js';
import { riskRoutes } from './risk.routes.js';

export interface RiskNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  settings: Pick<SettingsService, 'get'>;
}

export interface RiskProvides {
  riskQueue: RiskQueue;
}

/** Markers of harm scored from deposits and settled play, and the back office's risk queue. */
export const riskModule = defineModule<RiskNeeds, RiskProvides>({
  name: 'risk',
  services: ({ db, clock, events, settings }) => {
    events.register(
      riskConsumer({ clock, timeZone: async (tx) => (await settings.get('cashier', tx)).timeZone }),
    );
    return { riskQueue: new RiskQueue(db, clock) };
  },
  routes: (deps) => [riskRoutes(deps)],
  jobs: ({ db, clock, settings }) => [
    {
      // Settled play's markers (late nights, long sessions, chasing) within a minute.
      name: 'risk-rescore',
      intervalMs: 60_000,
      run: async (log) => {
        const { timeZone } = await settings.get('cashier');
        const scored = await rescoreMarked(db, clock.now(), timeZone);
        if (scored > 0) log.info({ scored }, 'members re-scored for markers of harm');
      },
    },
  ],
});
