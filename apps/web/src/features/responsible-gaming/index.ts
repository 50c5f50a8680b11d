/** The public face of the responsible gaming feature (issue 24): its sections and notices. */
export {
  DepositLimitForm,
  DepositLimitsNotice,
  depositLimitRefusal,
  LimitPrompt,
  LimitsSection,
  limitsKey,
  PlayLimitsRemaining,
  useMyLimits,
} from './limits';
