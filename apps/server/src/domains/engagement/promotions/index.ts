/** The public face of engagement/promotions (issue 26 item 1). */
export { promotionsModule, PROMOTIONS_DEPOSIT_CONSUMER } from './promotions.module.js';
export type { BonusGrantRequest, BonusGrantResult, GrantBonus } from './bonus-grant.js';
export { promotionCounter, type PromotionCounter } from './promotion-counter.js';
