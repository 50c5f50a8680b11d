import type { Database } from '../../../db/client.js';
import type { accounts } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { MemberVipLevel } from './promotion-eligibility.js';
import { PromotionOffers } from './promotion-offers.js';

/** The header's availablePromoCount (spec §3), as the cashier's public-state port asks it. */
export interface PromotionCounter {
  availableCount(account: typeof accounts.$inferSelect): Promise<number>;
}

/**
 * The counter over the same offers the promotions page lists, for the wallet's public state
 * (cashier sits below engagement: `app.ts` wires this in before the wallet module).
 */
export function promotionCounter(deps: {
  db: Database;
  clock: Clock;
  moneyGate: MoneyGate;
  settings: SettingsService;
  vipLevelOf: MemberVipLevel;
}): PromotionCounter {
  return new PromotionOffers(
    deps.db,
    deps.clock,
    deps.moneyGate,
    async () => (await deps.settings.get('cashier')).currency,
    deps.vipLevelOf,
  );
}
