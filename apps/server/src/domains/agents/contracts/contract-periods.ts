import {
  addDays,
  dayOfInstant,
  dayStart,
  instantToWallTime,
  parseDay,
  wallTimeToInstant,
  type TContractPeriod,
  type TDay,
} from '@lw/contracts';

/** One settlement period: [start, end) in business time, keyed for the bills' unique key. */
export interface Period {
  type: TContractPeriod;
  /** `daily:2026-12-02`, `hourly:2026-12-02T13:00`, … (wall time of the operator's zone). */
  key: string;
  start: Date;
  end: Date;
  /** The business days it covers (day kinds), inclusive; hourly kinds: the days of its instants. */
  firstDay: TDay;
  lastDay: TDay;
}

const FIVE_MINUTES = 300_000;

function dayPeriod(type: TContractPeriod, first: TDay, next: TDay, timeZone: string): Period {
  return {
    type,
    key: `${type}:${first}`,
    start: dayStart(first, timeZone),
    end: dayStart(next, timeZone),
    firstDay: first,
    lastDay: addDays(next, -1),
  };
}

/** The period of `type` that holds `at`, in the operator's time zone. */
export function periodOf(type: TContractPeriod, at: Date, timeZone: string): Period {
  const day = dayOfInstant(at, timeZone);
  const { year, month, day: dom } = parseDay(day)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const firstOfMonth = `${year}-${pad(month)}-01`;
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  switch (type) {
    case 'daily':
      return dayPeriod(type, day, addDays(day, 1), timeZone);
    case 'weekly': {
      // Weeks start on Monday.
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(day, -weekday);
      return dayPeriod(type, monday, addDays(monday, 7), timeZone);
    }
    case 'halfMonth':
      return dom <= 15
        ? dayPeriod(type, firstOfMonth, `${year}-${pad(month)}-16`, timeZone)
        : dayPeriod(type, `${year}-${pad(month)}-16`, nextMonth, timeZone);
    case 'monthly':
      return dayPeriod(type, firstOfMonth, nextMonth, timeZone);
    case 'hourly': {
      const wall = `${instantToWallTime(at, timeZone).slice(0, 13)}:00`;
      const start = wallTimeToInstant(wall, timeZone)!;
      const end = new Date(start.getTime() + 3_600_000);
      return {
        type,
        key: `${type}:${wall}`,
        start,
        end,
        firstDay: dayOfInstant(start, timeZone),
        lastDay: dayOfInstant(new Date(end.getTime() - 1), timeZone),
      };
    }
    case 'fiveMinutes': {
      // Every zone's offset is a whole number of quarter hours: 5-minute windows align with UTC.
      const start = new Date(Math.floor(at.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
      const end = new Date(start.getTime() + FIVE_MINUTES);
      return {
        type,
        key: `${type}:${instantToWallTime(start, timeZone)}`,
        start,
        end,
        firstDay: dayOfInstant(start, timeZone),
        lastDay: dayOfInstant(new Date(end.getTime() - 1), timeZone),
      };
    }
  }
}

/** The period just before `p`. */
export function previousPeriod(p: Period, timeZone: string): Period {
  return periodOf(p.type, new Date(p.start.getTime() - 1), timeZone);
}

/** Day kinds count wagers by business day; hourly kinds by the instant they settled. */
export function isDayPeriod(type: TContractPeriod): boolean {
  return type === 'daily' || type === 'weekly' || type === 'halfMonth' || type === 'monthly';
}
