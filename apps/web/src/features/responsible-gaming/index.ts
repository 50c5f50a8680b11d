/** The public face of the responsible-gaming feature (issue 24): the limits section (task D). */
export {
  DepositLimitsNotice,
  depositLimitRefusal,
  LimitPrompt,
  LimitsSection,
  limitsKey,
  PlayLimitsRemaining,
} from './limits';
