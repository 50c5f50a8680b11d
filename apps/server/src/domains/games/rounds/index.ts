/** The public face of games/rounds: the only file other modules import. */
export { roundsModule, type RoundsNeeds, type RoundsProvides } from './rounds.module.js';
export {
  RoundsService,
  type RoundFilter,
  type RoundPage,
  type RoundTotals,
  type RoundView,
} from './rounds.service.js';
export { RoundsFeed } from './rounds-feed.js';
export { maskUsername } from './winner-board.js';
export { dayOf, periodOf, startOfNamedDay, type Period } from './rounds-period.js';
