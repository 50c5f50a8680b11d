/** The public face of identity/accounts: the only file other modules import. */
export { maskEmail, maskMobile } from './account-codes.js';
export {
  publishAccountLocked,
  publishPasswordChanged,
  publishSignedOut,
} from './account-events.js';
export { refuseTrial } from './account-guards.js';
export {
  playRestrictedError,
  playRestrictionOf,
  refusePlayRestricted,
} from './play-restriction.js';
export { type AccountRow, presentLogin, presentMemberInfo } from './account-presenter.js';
export { DEMO_ACCOUNTS, DEMO_WEAK_ACCOUNT, seedAccounts } from './accounts.seed.js';
export { AccountsService, type NewAccount } from './accounts.service.js';
export { downlinePattern, isStrictlyUnder } from './agent-tree.js';
export { checkFields, checkNewPassword, type FieldIssue, throwIfIssues } from './field-rules.js';
export { PaymentPasswords } from './payment-passwords.js';
export { accountsModule } from './accounts.module.js';
