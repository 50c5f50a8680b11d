import type { TExclusionPeriod, TRestrictionKind } from '@lw/contracts';
import type { TFunction } from 'i18next';

/** "24 hours", "6 months", "Permanent": a period as the member chooses it. */
export function periodText(t: TFunction, period: TExclusionPeriod): string {
  return t(`exclusion.period.${period}`);
}

/**
 * What is in force, in one sentence: "Your time-out ends on 4 Dec 2026 10:00 GMT+7." A
 * self-exclusion with no end date (permanent, or past its period but not lifted) says so.
 */
export function inForceText(
  t: TFunction,
  kind: TRestrictionKind,
  until: string | null,
  dateTime: (iso: string) => string,
): string {
  if (until === null) return t(`exclusion.inForce.${kind}Open`);
  return t(`exclusion.inForce.${kind}`, { date: dateTime(until) });
}
