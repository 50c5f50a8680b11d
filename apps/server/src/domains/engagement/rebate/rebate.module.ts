import { addDays, dayOfInstant } from '@lw/contracts';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { RebatePayer } from './rebate-payer.js';
import { rebateRoutes } from './rebate.routes.js';
import { RebateService } from './rebate.service.js';
import type { VipLevelOf, VipLevelsOf } from './vip-level-port.js';

export interface RebateNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  ledger: LedgerService;
  moneyGate: MoneyGate;
  settings: SettingsService;
  /** The member's VIP level (the VIP programme; wired in app.ts). */
  vipLevelOf: VipLevelOf;
  /** The levels of many members at once (the same programme; wired in app.ts). */
  vipLevelsOf: VipLevelsOf;
}

export interface RebateProvides {
  /** Daily and manual rebates on valid bets per category and VIP level (issue 26 item 8). */
  rebate: RebateService;
}

/** Issue 26 item 8: the automatic daily rebate, the member's manual claim, and their views. */
export const rebateModule = defineModule<RebateNeeds, RebateProvides>({
  name: 'rebate',
  services: (d) => {
    const payer = new RebatePayer(d.db, d.ledger, d.moneyGate, d.vipLevelsOf, d.clock);
    return {
      rebate: new RebateService(d.db, payer, d.settings, d.moneyGate, d.vipLevelOf, d.clock),
    };
  },
  routes: (deps) => [rebateRoutes(deps)],
  jobs: ({ rebate, settings }) => [
    {
      // 00:30 operator time: the business day that ended at midnight, then corrections of the
      // week before it (once across processes: the job runner's (kind, occurrence) key).
      name: 'engagement-daily-rebate',
      cron: '30 0 * * *',
      run: async (log, run) => {
        const { timeZone } = await settings.get('cashier');
        const day = addDays(dayOfInstant(run.scheduledFor, timeZone), -1);
        log.info(await rebate.runDay(day, `job:${run.scheduledFor.toISOString()}`), 'daily rebate');
      },
    },
  ],
});
