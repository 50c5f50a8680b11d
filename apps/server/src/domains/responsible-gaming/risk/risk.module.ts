import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { Database } from '../../../db/client.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { ExclusionsService } from '../exclusions/index.js';
import type { LimitsService } from '../limits/index.js';
import { RiskActions } from './risk-actions.js';
import { riskConsumer } from './risk-consumer.js';
import type { RiskActionPorts } from './risk-ports.js';
import { RiskQueue } from './risk-queue.js';
import { rescoreMarked } from './risk-scoring.js';
import { riskRoutes } from './risk.routes.js';

export interface RiskNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  settings: Pick<SettingsService, 'get'>;
  /** Content's messages service (a higher layer): the member's inbox. */
  messages: RiskActionPorts['messages'];
  limits: Pick<LimitsService, 'lowerByOperator'>;
  exclusions: Pick<ExclusionsService, 'apply'>;
  accounts: Pick<AccountsService, 'setStatus'>;
}

export interface RiskProvides {
  riskQueue: RiskQueue;
  riskActions: RiskActions;
}

/** Markers of harm scored from deposits and settled play, and the back office's risk queue. */
export const riskModule = defineModule<RiskNeeds, RiskProvides>({
  name: 'risk',
  services: ({ db, clock, events, settings, messages, limits, exclusions, accounts }) => {
    const scoring = async (tx: Database) => ({
      timeZone: (await settings.get('cashier', tx)).timeZone,
      rules: await settings.get('riskRules', tx),
    });
    events.register(riskConsumer({ clock, scoring }));
    const riskQueue = new RiskQueue(db, clock, scoring);
    const ports = { messages, limits, exclusions, accounts };
    return { riskQueue, riskActions: new RiskActions(db, clock, riskQueue, ports) };
  },
  routes: (deps) => [riskRoutes(deps)],
  jobs: ({ db, clock, settings }) => [
    {
      // Settled play's markers (late nights, long sessions, chasing) within a minute.
      name: 'risk-rescore',
      intervalMs: 60_000,
      run: async (log) => {
        const scored = await rescoreMarked(db, clock.now(), {
          timeZone: (await settings.get('cashier')).timeZone,
          rules: await settings.get('riskRules'),
        });
        if (scored > 0) log.info({ scored }, 'members re-scored for markers of harm');
      },
    },
  ],
});
