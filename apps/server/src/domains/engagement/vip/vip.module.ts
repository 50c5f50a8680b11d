import { addDays, dayOfInstant } from '@lw/contracts';
import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { VipBonusPayer } from './vip-bonus-payer.js';
import { vipDepositsConsumer } from './vip-deposit-consumer.js';
import { VipLevelReader } from './vip-level-reader.js';
import { VipLevels } from './vip-levels.js';
import { VipReview } from './vip-review.js';
import { previousMonth } from './vip-window.js';
import { vipRoutes } from './vip.routes.js';

export interface VipNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  ledger: LedgerService;
  moneyGate: MoneyGate;
  settings: SettingsService;
}

export interface VipProvides {
  /** A member's VIP level (`levelOf`, for rebates and the header), its refresh and explanation. */
  vipLevels: VipLevels;
  /** The monthly keep-level review and monthly bonus. */
  vipReview: VipReview;
}

/** Members refreshed per job run at most (the rest wait for the next run or their page view). */
const REFRESH_BATCH = 5_000;

/**
 * Issue 26 item 5: VIP levels from deposits (`engagement.vip-deposits`, from `deposit.approved`)
 * and valid bets (the settled-wager read model), level-up and monthly bonuses through the ledger.
 */
export const vipModule = defineModule<VipNeeds, VipProvides>({
  name: 'vip',
  services: ({ db, clock, settings, ledger, moneyGate, events }) => {
    const payer = new VipBonusPayer(ledger, moneyGate, clock);
    const vipLevels = new VipLevels(db, clock, settings, payer, new VipLevelReader(db, settings));
    events.register(
      vipDepositsConsumer({
        timeZone: async (tx) => (await settings.get('cashier', tx)).timeZone,
      }),
    );
    return { vipLevels, vipReview: new VipReview(db, settings, payer) };
  },
  routes: (deps) => [vipRoutes(deps)],
  jobs: ({ vipLevels, vipReview, settings }) => [
    {
      // 00:30 operator time on the 1st: last month's keep-level review and monthly bonus.
      name: 'vip-monthly',
      cron: '30 0 1 * *',
      run: async (log, run) => {
        if (!(await vipLevels.enabled())) return;
        const { timeZone } = await settings.get('cashier');
        const month = previousMonth(dayOfInstant(run.scheduledFor, timeZone).slice(0, 7));
        log.info(await vipReview.reviewMonth(month), 'vip monthly review');
      },
    },
    {
      // Every 5 minutes: members who played or deposited since yesterday reach their new level.
      name: 'vip-refresh',
      intervalMs: 300_000,
      run: async () => {
        if (!(await vipLevels.enabled())) return;
        const members = await vipLevels.activeSince(addDays(await vipLevels.today(), -1));
        for (const accountId of members.slice(0, REFRESH_BATCH)) await vipLevels.refresh(accountId);
      },
    },
  ],
});
