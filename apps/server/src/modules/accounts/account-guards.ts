import { errorMessages, TRIAL_ACCOUNT_TYPE } from '@lw/contracts';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';

/**
 * Trial players hold play money only and have no member centre (spec §6): every member action
 * and every real-money step refuses them with the real-account message.
 */
export function refuseTrial(account: { type: number }): void {
  if (account.type === TRIAL_ACCOUNT_TYPE) {
    throw new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
  }
}

/** The payment password guards money leaving the main wallet (withdrawals, transfers). */
export async function checkPaymentPassword(
  account: { paymentPasswordHash: string | null },
  password: string,
): Promise<void> {
  if (account.paymentPasswordHash === null) {
    throw new AppError('PAYMENT_PASSWORD_NOT_SET', errorMessages.PAYMENT_PASSWORD_NOT_SET.en);
  }
  if (!(await verifyPassword(account.paymentPasswordHash, password))) {
    throw new AppError('WRONG_PAYMENT_PASSWORD', errorMessages.WRONG_PAYMENT_PASSWORD.en);
  }
}
