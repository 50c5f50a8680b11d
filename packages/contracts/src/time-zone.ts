import { z } from 'zod';

/**
 * The site time zone rule (docs/architecture.md "Time zone"): one operator setting, an IANA
 * name, decides both the business day (daily limits, reports, day filters) and how every time is
 * shown on the player site and in the back office.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** A calendar day as `YYYY-MM-DD` (what a day filter sends and a day picker holds). */
export type TDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** True when Intl knows `name` as a time zone (IANA names such as `Asia/Bangkok`, and `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    dayFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name this runtime's Intl knows. */
export const ZTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'an IANA time zone such as Asia/Bangkok' });

/** Every zone a picker offers: Intl's list (IANA canonical names) plus `UTC`, sorted. */
export function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  return [...names].sort();
}

/** The `{ year, month, day }` of a `YYYY-MM-DD` string, or null when it is no real day. */
export function parseDay(day: TDay): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

/** `YYYY-MM-DD` of a year, month (1-12) and day. */
export function dayString(year: number, month: number, day: number): TDay {
  const date = new Date(Date.UTC(year, month - 1, day));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(
    date.getUTCDate(),
  )}`;
}

/** The day `days` after (or before, when negative) `day`: calendar arithmetic, no zone. */
export function addDays(day: TDay, days: number): TDay {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`not a day: ${day}`);
  return dayString(parts.year, parts.month, parts.day + days);
}

/** The calendar day an instant falls on in `timeZone`. */
export function dayOfInstant(at: Date, timeZone: string): TDay {
  const n = localDayNumber(at.getTime(), timeZone);
  return dayString(Math.floor(n / 10_000), Math.floor(n / 100) % 100, n % 100);
}

/**
 * The first instant of `day` in `timeZone`. Daylight-saving days are right, including zones
 * whose clocks skip midnight: the day starts at its first existing instant.
 */
export function dayStart(day: TDay, timeZone: string): Date {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`not a day: ${day}`);
  const target = parts.year * 10_000 + parts.month * 100 + parts.day;
  const utcMidnight = Date.UTC(parts.year, parts.month - 1, parts.day);
  // Offsets run from -12 h to +14 h, so local midnight lies in (UTC midnight - 15 h, + 13 h]:
  // local dates never go down as time goes on, so a binary search finds the first instant.
  let lo = utcMidnight - 15 * 3_600_000;
  let hi = utcMidnight + 13 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDayNumber(mid, timeZone) < target) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/**
 * The instants of an inclusive range of days in `timeZone`, as a filter sends them:
 * `[start of from, start of the day after to)`. A missing end stays open.
 */
export function dayRangeInstants(
  from: TDay | undefined,
  to: TDay | undefined,
  timeZone: string,
): { from?: string; to?: string } {
  return {
    ...(from ? { from: dayStart(from, timeZone).toISOString() } : {}),
    ...(to ? { to: dayStart(addDays(to, 1), timeZone).toISOString() } : {}),
  };
}

/** yyyymmdd of `ms` in `timeZone`, a number that orders like the dates. */
function localDayNumber(ms: number, timeZone: string): number {
  const parts = dayFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 10_000 + part('month') * 100 + part('day');
}

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A wall-clock time of `timeZone` (`YYYY-MM-DDTHH:mm`, what a `datetime-local` input holds) as
 * an instant. Within an hour the clocks skip or repeat, it is one of the readings nearby.
 */
export function wallTimeToInstant(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match || !parseDay(match[1]!)) return null;
  const [year, month, day] = match[1]!.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, Number(match[2]), Number(match[3]));
  // The offset at a first guess, then at the instant it gives: right unless near a change.
  let at = wall - offsetMs(wall, timeZone);
  at = wall - offsetMs(at, timeZone);
  return new Date(at);
}

/** An instant as a wall-clock time of `timeZone`, `YYYY-MM-DDTHH:mm` (for `datetime-local`). */
export function instantToWallTime(at: Date, timeZone: string): string {
  const wall = new Date(at.getTime() + offsetMs(at.getTime(), timeZone));
  return wall.toISOString().slice(0, 16);
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clocks are ahead of UTC at `ms`. */
function offsetMs(ms: number, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}
