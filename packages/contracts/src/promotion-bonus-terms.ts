/**
 * The bonus terms a promotion hands to the bonus wallet (cashier/bonus, issue 26 item 2). One
 * re-export point, so the promotions' rule object names the wallet's own `ZBonusTerms`.
 */
export {
  FAIR_TERMS,
  fairTermsBreaches,
  ZBonusTerms,
  type TBonusTerms,
  type TBonusTermsInput,
} from './promotion-bonus-terms-interim.js';
