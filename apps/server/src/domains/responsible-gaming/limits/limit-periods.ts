import type { TLimitPeriod } from '@lw/contracts';
import {
  localDate,
  startOfCalendarDay,
  startOfDay,
  startOfNextDay,
} from '../../../platform/clock.js';

export interface PeriodBounds {
  start: Date;
  /** The first instant of the next period: when the limit resets. */
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (y: number, m: number, d: number) => {
  // Date.UTC normalises an overflowing day or month (the 32nd, month 13).
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};

/**
 * The business period `at` falls in, in the operator's time zone: the calendar day, the week from
 * Monday, the calendar month (each from its local midnight, daylight-saving days included).
 */
export function periodBounds(at: Date, period: TLimitPeriod, timeZone: string): PeriodBounds {
  if (period === 'day')
    return { start: startOfDay(at, timeZone), end: startOfNextDay(at, timeZone) };
  const { year, month, day } = localDate(at, timeZone);
  if (period === 'week') {
    const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return {
      start: startOfCalendarDay(dayText(year, month, day - sinceMonday), timeZone),
      end: startOfCalendarDay(dayText(year, month, day - sinceMonday + 7), timeZone),
    };
  }
  return {
    start: startOfCalendarDay(dayText(year, month, 1), timeZone),
    end: startOfCalendarDay(dayText(year, month + 1, 1), timeZone),
  };
}
