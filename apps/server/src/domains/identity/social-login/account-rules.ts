import { isAgentType, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import type { AccountRow } from '../accounts/index.js';

export type SignInRefusal = 'ACCOUNT_DISABLED' | 'ACCOUNT_LOCKED' | 'NOT_A_MEMBER' | 'NOT_AN_AGENT';

/**
 * Why `account` may not sign in on `site`, or null: the same rules as the password sign-in
 * (disabled, locked by an operator or by failed passwords, trial on the member site, non-agent on
 * the agent site).
 */
export function signInRefusal(
  account: AccountRow,
  site: 'member' | 'agent',
  now = new Date(),
): SignInRefusal | null {
  if (account.status === 'disabled') return 'ACCOUNT_DISABLED';
  if (account.status === 'locked') return 'ACCOUNT_LOCKED';
  if (account.lockedUntil && account.lockedUntil > now) return 'ACCOUNT_LOCKED';
  if (site === 'member' && account.type === TRIAL_ACCOUNT_TYPE) return 'NOT_A_MEMBER';
  if (site === 'agent' && !isAgentType(account.type)) return 'NOT_AN_AGENT';
  return null;
}
