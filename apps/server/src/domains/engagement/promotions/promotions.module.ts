import type { Database } from '../../../db/client.js';
import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { GrantBonus } from './bonus-grant.js';
import type { MemberVipLevel } from './promotion-eligibility.js';
import { PromotionApplications } from './promotion-applications.js';
import { PromotionCatalogue } from './promotion-catalogue.js';
import { PromotionClaims } from './promotion-claims.js';
import { PromotionOffers } from './promotion-offers.js';
import { promotionsAdminRoutes } from './promotions-admin.routes.js';
import { promotionsRoutes } from './promotions.routes.js';

/** The consumer that grants deposit matches (a new name is a new purpose: see "Events"). */
export const PROMOTIONS_DEPOSIT_CONSUMER = 'engagement.promotions-deposit-match';

export interface PromotionsNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  events: Pick<EventDispatcher, 'register'>;
  settings: SettingsService;
  /** Issue 24: an excluded member or one on a time-out gets no offer and cannot claim. */
  moneyGate: MoneyGate;
  settledWagers: Pick<SettledWagerQueries, 'memberDays'>;
  /** The bonus wallet's grant (cashier), wired in `app.ts`. */
  grantBonus: GrantBonus;
  /** engagement/vip's level of a member, for audiences of VIP levels (wired in `app.ts`). */
  vipLevelOf: MemberVipLevel;
}

export interface PromotionsProvides {
  promotionCatalogue: PromotionCatalogue;
  promotionOffers: PromotionOffers;
  promotionClaims: PromotionClaims;
  promotionApplications: PromotionApplications;
}

/**
 * Issue 26 item 1: promotions, one rule object each (deposit match, fixed bonus, free spins,
 * cashback, raffle, apply-for-review), claimed once per key under guarded budgets and paid
 * through the bonus wallet; the consumer grants deposit matches on `deposit.approved`.
 */
export const promotionsModule = defineModule<PromotionsNeeds, PromotionsProvides>({
  name: 'promotions',
  services: (d) => {
    const currency = async () => (await d.settings.get('cashier')).currency;
    const claimDeps = {
      moneyGate: d.moneyGate,
      grantBonus: d.grantBonus,
      vipLevelOf: d.vipLevelOf,
    };
    const promotionClaims = new PromotionClaims({
      ...claimDeps,
      db: d.db,
      clock: d.clock,
      settings: d.settings,
      settledWagers: d.settledWagers,
    });
    d.events.register({
      name: PROMOTIONS_DEPOSIT_CONSUMER,
      types: ['deposit.approved'],
      batchSize: 50,
      handle: async (tx, events) => {
        for (const event of events) {
          if (event.type !== 'deposit.approved') continue;
          const p = event.payload as {
            depositId: number;
            accountId: number;
            amount: number;
            currency: string;
          };
          await promotionClaims.onDepositApproved(tx as unknown as Database, p);
        }
      },
    });
    return {
      promotionCatalogue: new PromotionCatalogue(d.db, d.clock),
      promotionOffers: new PromotionOffers(d.db, d.clock, d.moneyGate, currency, d.vipLevelOf),
      promotionClaims,
      promotionApplications: new PromotionApplications({
        ...claimDeps,
        db: d.db,
        clock: d.clock,
        settings: d.settings,
      }),
    };
  },
  routes: (deps) => [promotionsRoutes(deps), promotionsAdminRoutes(deps)],
});
