import { errorMessages, isAgentType, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import type { LoginSite } from '../player-auth/index.js';

/**
 * What password sign-in refuses besides a wrong password, for the paths that prove the account
 * another way (SMS code, reset by mobile): disabled or locked accounts, trial accounts on the
 * member site, non-agents on the agent site.
 */
export function assertMaySignIn(account: AccountRow, site: LoginSite, now = new Date()): void {
  if (account.status === 'disabled') {
    throw new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
  }
  if (account.status === 'locked') {
    throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en, {
      retryAfterSeconds: Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000),
    });
  }
  if (site === 'member' && account.type === TRIAL_ACCOUNT_TYPE) {
    throw new AppError('NOT_A_MEMBER', errorMessages.NOT_A_MEMBER.en);
  }
  if (site === 'agent' && !isAgentType(account.type)) {
    throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
  }
}
