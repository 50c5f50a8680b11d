import type { TDatePreset } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import { localDate, startOfCalendarDay, startOfNextDay } from '../../../platform/clock.js';

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
  fromDay: string;
  toDay: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `at` in `timeZone`. */
export function dayOf(at: Date, timeZone: string): string {
  const d = localDate(at, timeZone);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** The start of a calendar day (YYYY-MM-DD) in `timeZone`. */
export function startOfNamedDay(day: string, timeZone: string): Date {
  return startOfCalendarDay(day, timeZone);
}

/**
 * The period of a records page: a preset, or from/to days (inclusive), in the operator's time
 * zone; default today. At most 92 days.
 */
export function periodOf(
  query: { preset?: TDatePreset | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): Period {
  const today = dayOf(now, timeZone);
  let fromDay = query.from ?? today;
  let toDay = query.to ?? fromDay;
  const back = (days: number) =>
    dayOf(
      new Date(startOfNamedDay(today, timeZone).getTime() - days * 86_400_000 + 43_200_000),
      timeZone,
    );
  switch (query.preset) {
    case 'today':
      fromDay = toDay = today;
      break;
    case 'yesterday':
      fromDay = toDay = back(1);
      break;
    case 'last7':
      fromDay = back(6);
      toDay = today;
      break;
    case 'last30':
      fromDay = back(29);
      toDay = today;
      break;
    case 'thisMonth':
      fromDay = `${today.slice(0, 8)}01`;
      toDay = today;
      break;
    default:
      break;
  }
  if (fromDay > toDay) throw new AppError('VALIDATION_ERROR', 'The period ends before it starts');
  const from = startOfNamedDay(fromDay, timeZone);
  const to = startOfNextDay(startOfNamedDay(toDay, timeZone), timeZone);
  if (to.getTime() - from.getTime() > 93 * 86_400_000) {
    throw new AppError('VALIDATION_ERROR', 'A period spans at most 92 days');
  }
  return { from, to, fromDay, toDay };
}
