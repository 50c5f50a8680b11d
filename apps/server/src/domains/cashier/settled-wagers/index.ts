/** The public face of cashier/settled-wagers: the only file other modules import. */
export { settledWagersModule, type SettledWagersProvides } from './settled-wagers.module.js';
export {
  SettledWagerQueries,
  validStakeSince,
  type MemberTotals,
  type ProductDayTotals,
  type ReconciledWager,
  type WagerDayTotals,
  type WagerSide,
  type WinningWager,
} from './settled-wager-queries.js';
export { SETTLED_WAGERS_CONSUMER } from './wager-outcome-consumer.js';
