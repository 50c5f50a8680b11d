/**
 * The public face of cashier/member-standing: the one rule of who may receive a reward or a
 * bonus (a library module: functions, no services). In the cashier so that the bonus wallet and
 * every engagement programme above it ask the same rule.
 */
export { accountStandingRefusal, type TAccountStandingCode } from './account-standing.js';
export {
  mayBeOffered,
  offerRefusal,
  requireGoodStanding,
  standingRefusal,
  standingRefusals,
  type StandingRequest,
} from './member-standing.js';
