import { kindOfPeriod, type TExclusionPeriod, type TRestrictionKind } from '@lw/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Time-outs in hours; self-exclusions in calendar months (null: permanent). */
const LENGTHS: Record<TExclusionPeriod, { ms: number } | { months: number } | null> = {
  '24h': { ms: 24 * HOUR_MS },
  '48h': { ms: 48 * HOUR_MS },
  '7d': { ms: 7 * DAY_MS },
  '14d': { ms: 14 * DAY_MS },
  '30d': { ms: 30 * DAY_MS },
  '6w': { ms: 42 * DAY_MS },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '5y': { months: 60 },
  permanent: null,
};

/** The end of a period taken at `start` (null: permanent). Months are UTC calendar months. */
export function periodEnd(period: TExclusionPeriod, start: Date): Date | null {
  const length = LENGTHS[period];
  if (!length) return null;
  if ('ms' in length) return new Date(start.getTime() + length.ms);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + length.months);
  return end;
}

export { kindOfPeriod, type TRestrictionKind };

/**
 * The cooling-off between an operator's lift and its effect (MGA Player Protection Directive: at
 * least 24 hours for a definite exclusion, 7 days for an indefinite one).
 */
export const COOLING_OFF_MS = { definite: DAY_MS, indefinite: 7 * DAY_MS } as const;

/** A permanent exclusion may be lifted only this long after it began (LCCP's 6-month minimum). */
export const PERMANENT_MINIMUM_MONTHS = 6;
