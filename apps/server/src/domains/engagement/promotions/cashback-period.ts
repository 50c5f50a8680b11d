import { localDate } from '../../../platform/clock.js';

/** A closed range of business days (YYYY-MM-DD), both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period a cashback claim pays, in the operator's time zone: yesterday (daily), or the
 * Monday-to-Sunday week before this one (weekly). Its start is the claim's key, so each period
 * pays once.
 */
export function previousPeriod(now: Date, period: 'daily' | 'weekly', timeZone: string): DayRange {
  const { year, month, day } = localDate(now, timeZone);
  // Calendar arithmetic on the local date, held as a UTC midnight (no zone involved any more).
  const today = new Date(Date.UTC(year, month - 1, day));
  const shift = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000);
  if (period === 'daily') {
    const yesterday = iso(shift(today, -1));
    return { from: yesterday, to: yesterday };
  }
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const thisMonday = shift(today, -sinceMonday);
  return { from: iso(shift(thisMonday, -7)), to: iso(shift(thisMonday, -1)) };
}
