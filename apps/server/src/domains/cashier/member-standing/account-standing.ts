import { TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import type { accounts } from '../../../db/schema/index.js';

/** The account half of the rule: the account's own state, before responsible gaming's gate. */
export type TAccountStandingCode =
  'TRIAL_NOT_ALLOWED' | 'ACCOUNT_LOCKED' | 'ACCOUNT_DISABLED' | 'PASSWORD_CHANGE_REQUIRED';

export type AccountStandingFacts = Pick<
  typeof accounts.$inferSelect,
  'type' | 'status' | 'mustChangePassword'
>;

/**
 * Why this account may get no reward or bonus, or null. Trial accounts hold play money only;
 * a locked or disabled account, or one that must change its password, is refused on the play
 * path too (the wager core's account rule). One order, so a member in two states always hears
 * the same code.
 */
export function accountStandingRefusal(account: AccountStandingFacts): TAccountStandingCode | null {
  if (account.type === TRIAL_ACCOUNT_TYPE) return 'TRIAL_NOT_ALLOWED';
  if (account.status === 'locked') return 'ACCOUNT_LOCKED';
  if (account.status !== 'active') return 'ACCOUNT_DISABLED';
  if (account.mustChangePassword) return 'PASSWORD_CHANGE_REQUIRED';
  return null;
}
