import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMinorUnits } from '../../../lib/format';

/**
 * A LIMIT_EXCEEDED refusal of a deposit with what is left and when the limit resets (the
 * server's details), or null for any other error.
 */
export function depositLimitRefusal(
  error: unknown,
  t: TFunction,
  language: string,
  currency: string,
  dateTime: (iso: string) => string,
): string | null {
  if (!(error instanceof ApiError) || error.code !== 'LIMIT_EXCEEDED' || !error.details)
    return null;
  const { period, remaining, resetsAt } = error.details as {
    period?: string;
    remaining?: number;
    resetsAt?: string;
  };
  if (typeof remaining !== 'number' || typeof resetsAt !== 'string') return null;
  return t('refusal.deposit', {
    period: t(`period.${period ?? 'day'}`),
    amount: formatMinorUnits(remaining, language, currency),
    at: dateTime(resetsAt),
  });
}
