/** The public face of the deposit feature: the only file other features import. */
export { DepositPage } from './components/deposit-page';
export { HistoryCard } from './components/history-card';
export { LimitedAmountField } from './components/limited-amount-field';
export { limitProblem, quickAmounts, type TAmountProblem, zAmountText } from './lib/amount';
export { isRetryable } from './lib/retryable';
export { useRequestId } from './lib/use-request-id';
export { CopyButton } from './components/copy-button';
