import {
  addDays,
  dayOfInstant,
  dayStart,
  errorMessages,
  parseDay,
  TEAM_MAX_RANGE_DAYS,
  type TTeamPeriod,
  type TTeamRange,
} from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';

/** A resolved report period: inclusive business days and the instants they span. */
export interface TeamRange extends TTeamRange {
  /** The first instant of `from` and of the day after `to` in the operator's time zone. */
  startsAt: Date;
  endsAt: Date;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function invalid(): AppError {
  return new AppError('TEAM_PERIOD_INVALID', errorMessages.TEAM_PERIOD_INVALID.en);
}

/**
 * The business days of a team report's period in the operator's time zone, from the injected
 * clock's now: today, yesterday, this week (from Monday), this month, last month, or a custom
 * range of at most TEAM_MAX_RANGE_DAYS days.
 */
export function resolvePeriod(
  query: { period: TTeamPeriod; from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): TeamRange {
  const today = dayOfInstant(now, timeZone);
  const { year, month, day } = parseDay(today)!;
  let from: string;
  let to = today;
  switch (query.period) {
    case 'today':
      from = today;
      break;
    case 'yesterday':
      from = to = addDays(today, -1);
      break;
    case 'thisWeek': {
      // 0 Sunday ... 6 Saturday; weeks start on Monday.
      const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
      from = addDays(today, -((weekday + 6) % 7));
      break;
    }
    case 'thisMonth':
      from = addDays(today, 1 - day);
      break;
    case 'lastMonth':
      to = addDays(today, -day);
      from = addDays(to, 1 - parseDay(to)!.day);
      break;
    case 'custom': {
      if (!query.from || !query.to || !parseDay(query.from) || !parseDay(query.to)) {
        throw invalid();
      }
      const span = daysBetween(query.from, query.to);
      if (span < 0 || span >= TEAM_MAX_RANGE_DAYS) throw invalid();
      from = query.from;
      to = query.to;
      break;
    }
  }
  return {
    period: query.period,
    from,
    to,
    timeZone,
    startsAt: dayStart(from, timeZone),
    endsAt: dayStart(addDays(to, 1), timeZone),
  };
}

/** Every day of a range, in order (the chart's x axis). */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}
