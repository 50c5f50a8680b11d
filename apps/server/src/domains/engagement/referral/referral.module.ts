import { addDays, dayOfInstant } from '@lw/contracts';
import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { firstDepositConsumer } from './first-deposit-consumer.js';
import { ReferralPayer } from './referral-payer.js';
import { referralRoutes } from './referral.routes.js';
import { ReferralService } from './referral.service.js';

export interface ReferralNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  ledger: LedgerService;
  moneyGate: MoneyGate;
  settings: SettingsService;
}

export interface ReferralProvides {
  /** Invite a friend: codes, friends, rewards on first deposits and valid bets (issue 26 item 7). */
  referral: ReferralService;
}

/** Issue 26 item 7: invite a friend. */
export const referralModule = defineModule<ReferralNeeds, ReferralProvides>({
  name: 'referral',
  services: (d) => {
    d.events.register(
      firstDepositConsumer({
        timeZone: async (tx) => (await d.settings.get('cashier', tx)).timeZone,
      }),
    );
    const payer = new ReferralPayer(d.db, d.ledger, d.moneyGate, d.clock);
    return { referral: new ReferralService(d.db, payer, d.settings, d.clock) };
  },
  routes: (deps) => [referralRoutes(deps)],
  jobs: ({ referral, settings }) => [
    {
      // Every 15 s: first-deposit rewards the consumer noted (each once, under its row's lock).
      name: 'engagement-referral-pending',
      intervalMs: 15_000,
      run: async () => {
        await referral.payPending();
      },
    },
    {
      // 00:40 operator time: friends' valid bets of the day that ended, then a week of corrections.
      name: 'engagement-referral-bets',
      cron: '40 0 * * *',
      run: async (log, run) => {
        const { timeZone } = await settings.get('cashier');
        const day = addDays(dayOfInstant(run.scheduledFor, timeZone), -1);
        log.info(await referral.runBets(day), 'referral bet rewards');
      },
    },
  ],
});
