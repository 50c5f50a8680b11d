import { errorMessages, type TPlayRestrictedDetails } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';

interface Restricted {
  playRestriction: 'time_out' | 'self_exclusion' | null;
  playRestrictedUntil: Date | 'infinity' | null;
}

/**
 * The time-out or self-exclusion in force on the account at `now` (issue 24), or null. The same
 * rule as the money paths' claim statements: in force while `play_restricted_until > now`.
 */
export function playRestrictionOf(account: Restricted, now: Date): TPlayRestrictedDetails | null {
  const until = account.playRestrictedUntil;
  if (!until || !account.playRestriction) return null;
  if (until !== 'infinity' && until.getTime() <= now.getTime()) return null;
  return {
    kind: account.playRestriction,
    until: until === 'infinity' ? null : until.toISOString(),
  };
}

/** The PLAY_RESTRICTED error of an account under a time-out or self-exclusion. */
export function playRestrictedError(details: TPlayRestrictedDetails): AppError {
  return new AppError('PLAY_RESTRICTED', errorMessages.PLAY_RESTRICTED.en, { ...details });
}

/** Throws PLAY_RESTRICTED when a time-out or self-exclusion is in force at `now`. */
export function refusePlayRestricted(account: Restricted, now: Date): void {
  const details = playRestrictionOf(account, now);
  if (details) throw playRestrictedError(details);
}
