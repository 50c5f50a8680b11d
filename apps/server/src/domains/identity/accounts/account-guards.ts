import { errorMessages, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';

/**
 * Trial players hold play money only and have no member centre (spec §6): every member action
 * and every real-money step refuses them with the real-account message.
 */
export function refuseTrial(account: { type: number }): void {
  if (account.type === TRIAL_ACCOUNT_TYPE) {
    throw new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
  }
}
