import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

/** The records whose decisions can lose a race, by the key of their status labels. */
type TDecidedKind = 'deposit' | 'withdrawal' | 'adjustment';

const ALREADY_DECIDED = new Set([
  'DEPOSIT_ALREADY_DECIDED',
  'WITHDRAWAL_ALREADY_DECIDED',
  'ADJUSTMENT_ALREADY_DECIDED',
]);

/**
 * The toast for a failed decision: the error's translation and, when someone else decided first,
 * the status the record is at now (the server names it), so the operator sees who won.
 */
export function decisionErrorText(
  error: unknown,
  language: string,
  t: TFunction<'cashier'>,
  kind: TDecidedKind,
): string {
  const text = apiErrorText(error, language);
  if (!(error instanceof ApiError) || !ALREADY_DECIDED.has(error.code)) return text;
  const status = error.details?.status;
  if (typeof status !== 'string') return text;
  return `${text} ${t('queue.nowStatus', { status: t(`statuses.${kind}.${status}`) })}`;
}
