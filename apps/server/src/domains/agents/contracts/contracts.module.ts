import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScopes } from '../agent-scope/index.js';
import { contractsRoutes } from './contracts.routes.js';
import { ContractsService } from './contracts.service.js';
import { SettlementService } from './settlement.service.js';

export interface ContractsNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  agentScopes: AgentScopes;
  ledger: LedgerService;
  settings: SettingsService;
}

export interface ContractsProvides {
  /** Agent contracts: offers, acceptance, termination with its cascade. */
  agentContracts: ContractsService;
  /** Bills per (contract, period), their payment and explanation. */
  agentSettlement: SettlementService;
}

/** Real-time windows are settled once they are this old (the read model's delivery). */
const REALTIME_GRACE_MS = 10_000;

/** Issue 25 items 3 and 4: agent commission contracts and their exactly-once settlement. */
export const contractsModule = defineModule<ContractsNeeds, ContractsProvides>({
  name: 'agent-contracts',
  services: (d) => ({
    agentContracts: new ContractsService(d.db, d.settings, d.agentScopes, d.clock),
    agentSettlement: new SettlementService(d.db, d.ledger, d.settings, d.clock),
  }),
  routes: (deps) => [contractsRoutes(deps)],
  jobs: ({ agentSettlement, agentContracts, clock }) => {
    const ifOn =
      (kind: Parameters<ContractsService['kindEnabled']>[0], run: () => Promise<unknown>) =>
      async () => {
        if (await agentContracts.kindEnabled(kind)) await run();
      };
    return [
      {
        // 02:05 operator time: yesterday's daily salaries (and last week's on Mondays).
        name: 'agent-daily-salary',
        cron: '5 2 * * *',
        run: async (log, run) => {
          await ifOn('dailySalary', async () => {
            const day = await agentSettlement.periodAt('daily', run.scheduledFor);
            log.info(await agentSettlement.settleEnded('dailySalary', day.start), 'daily salary');
          })();
        },
      },
      {
        // 02:10: dividends of the periods that ended at midnight (1st and 16th: half-months).
        name: 'agent-dividend',
        cron: '10 2 * * *',
        run: async (log, run) => {
          await ifOn('dividend', async () => {
            const day = await agentSettlement.periodAt('daily', run.scheduledFor);
            log.info(await agentSettlement.settleEnded('dividend', day.start), 'dividend');
          })();
        },
      },
      {
        // :10 every hour: the hour before.
        name: 'agent-hourly-salary',
        cron: '10 * * * *',
        run: async (log, run) => {
          await ifOn('hourlySalary', async () => {
            const hour = await agentSettlement.periodAt('hourly', run.scheduledFor);
            const prev = await agentSettlement.periodAt(
              'hourly',
              new Date(hour.start.getTime() - 1),
            );
            log.info(await agentSettlement.settle('hourlySalary', prev), 'hourly salary');
          })();
        },
      },
      {
        // Every 15 s: the last 5-minute window that ended over 10 s ago (already billed: no work).
        name: 'agent-realtime-salary',
        intervalMs: 15_000,
        run: async () => {
          await ifOn('realtimeSalary', async () => {
            const at = new Date(clock.now().getTime() - REALTIME_GRACE_MS);
            const current = await agentSettlement.periodAt('fiveMinutes', at);
            const last = await agentSettlement.periodAt(
              'fiveMinutes',
              new Date(current.start.getTime() - 1),
            );
            await agentSettlement.settle('realtimeSalary', last);
          })();
        },
      },
    ];
  },
});
