import { addDays, dayOfInstant, dayStart, parseDay, type TVipWindow } from '@lw/contracts';

/** A window of business days in the operator's zone: [fromDay, toDay], and the instant it starts. */
export interface DayWindow {
  fromDay: string;
  toDay: string;
  start: Date;
}

/**
 * The window thresholds count over at `now`: the last `days` business days (today included), or
 * the calendar month, quarter or year so far, all in the operator's time zone `timeZone`.
 */
export function windowAt(window: TVipWindow, now: Date, timeZone: string): DayWindow {
  const today = dayOfInstant(now, timeZone);
  const fromDay =
    window.kind === 'rolling' ? addDays(today, 1 - window.days) : calendarStart(today, window.unit);
  return { fromDay, toDay: today, start: dayStart(fromDay, timeZone) };
}

/** The calendar month `now` falls in (operator zone), as a window. */
export function monthAt(now: Date, timeZone: string): DayWindow {
  return windowAt({ kind: 'calendar', unit: 'month' }, now, timeZone);
}

/** 'YYYY-MM' of a business day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The whole calendar month 'YYYY-MM' (operator zone): its first and last day, and its start. */
export function wholeMonth(month: string, timeZone: string): DayWindow & { end: Date } {
  const fromDay = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return {
    fromDay,
    toDay: addDays(next, -1),
    start: dayStart(fromDay, timeZone),
    end: dayStart(next, timeZone),
  };
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  return monthOf(addDays(`${month}-01`, -1));
}

function calendarStart(today: string, unit: 'month' | 'quarter' | 'year'): string {
  const d = parseDay(today)!;
  const month = unit === 'year' ? 1 : unit === 'quarter' ? d.month - ((d.month - 1) % 3) : d.month;
  return `${d.year}-${String(month).padStart(2, '0')}-01`;
}
