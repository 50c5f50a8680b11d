import { addDays, dayStart, parseDay } from '@lw/contracts';

export type TPeriodKind = 'daily' | 'weekly' | 'monthly';

/** A period of a board: calendar days of the operator's zone, both ends included. */
export interface BoardPeriod {
  firstDay: string;
  lastDay: string;
}

/** The period `day` falls in: the day, its week (Monday first) or its month. */
export function periodOf(kind: TPeriodKind, day: string): BoardPeriod {
  if (kind === 'daily') return { firstDay: day, lastDay: day };
  const { year, month, day: d } = parseDay(day)!;
  if (kind === 'weekly') {
    const weekday = new Date(Date.UTC(year, month - 1, d)).getUTCDay(); // 0 Sunday
    const firstDay = addDays(day, -((weekday + 6) % 7));
    return { firstDay, lastDay: addDays(firstDay, 6) };
  }
  const firstDay = `${day.slice(0, 8)}01`;
  const nextMonth = addDays(firstDay, 32);
  return { firstDay, lastDay: addDays(`${nextMonth.slice(0, 8)}01`, -1) };
}

/** The period before this one. */
export function previousPeriod(kind: TPeriodKind, period: BoardPeriod): BoardPeriod {
  return periodOf(kind, addDays(period.firstDay, -1));
}

/** When a period's ranking freezes: `freezeMinutes` after its last day ends in the zone. */
export function freezeInstant(period: BoardPeriod, freezeMinutes: number, timeZone: string): Date {
  return new Date(
    dayStart(addDays(period.lastDay, 1), timeZone).getTime() + freezeMinutes * 60_000,
  );
}
