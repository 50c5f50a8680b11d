/** The public face of the limits section (responsible gaming, issue 24). */
export { LimitsSection } from './limits-section';
export { DepositLimitsNotice } from './deposit-limits-notice';
export { DepositLimitForm, LimitPrompt } from './limit-prompt';
export { depositLimitRefusal } from './limit-refusal';
export { limitsKey, useMyLimits } from './limits-api';
export { PlayLimitsRemaining } from './play-limits-remaining';
