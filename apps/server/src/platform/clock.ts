import { dayStart } from '@lw/contracts';

/**
 * The time business rules read. Every "today", daily window and rolling window is computed from
 * a Clock in JS and handed to SQL as a parameter (PostgreSQL's now() is the real time), so the
 * tests can put the whole app at any moment: just after midnight, a day later.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real time of this machine. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock for tests: it runs with the real time from a chosen starting point, and `set` /
 * `advance` move it. It never stands still, so code that measures elapsed time keeps working.
 */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start: Date = new Date()) {
    this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on the clock reads `at` (and runs on from there). */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  /** Moves the clock `ms` forward (or back, when negative). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * The running server's clock when an e2e run controls time (`TEST_CLOCK_TOKEN`, see
 * docs/testing.md): the real time plus an offset that only ever grows, so settlement of a period
 * that "ended" can be exercised against the built server. It never goes back: nothing that was
 * recorded at a business time finds itself in the future.
 */
export class ForwardOnlyClock implements Clock {
  private offset = 0;

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  /** How far ahead of the real time the clock is, in ms. */
  get offsetMs(): number {
    return this.offset;
  }

  /** Moves the clock `ms` forward; a negative or non-integer step is refused. */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) {
      throw new RangeError('the test clock moves forward only, by whole milliseconds');
    }
    this.offset += ms;
  }
}

const DAY_MS = 86_400_000;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A time zone Intl knows; a bad setting falls back to UTC, never a 500. */
export function knownTimeZone(timeZone: string): string {
  try {
    dateFormat(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The first instant of the calendar day that `at` falls on in `timeZone` (an IANA name such as
 * the cashier's `Asia/Bangkok`; an unknown one counts as UTC). Daylight-saving days are right,
 * including zones whose clocks skip midnight: the day starts at its first existing instant.
 */
export function startOfDay(at: Date, timeZone: string): Date {
  const zone = knownTimeZone(timeZone);
  const day = localDay(at.getTime(), zone);
  // The first millisecond whose local date is `day`: a day is at most 26 hours long anywhere,
  // and local dates never go down as time goes on, so a binary search over two days finds it.
  let lo = at.getTime() - 2 * DAY_MS;
  let hi = at.getTime();
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDay(mid, zone) < day) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/** The start of the day after the one `at` falls on in `timeZone`. */
export function startOfNextDay(at: Date, timeZone: string): Date {
  const start = startOfDay(at, timeZone);
  // Days last 23 to 25 hours around daylight-saving changes: 30 hours on is always tomorrow.
  return startOfDay(new Date(start.getTime() + 30 * 3_600_000), timeZone);
}

/**
 * The first instant of a calendar day (YYYY-MM-DD) in `timeZone` (an unknown zone: UTC): what a
 * day filter means. Right in every zone, +13 and +14 included (noon UTC is the next day there).
 */
export function startOfCalendarDay(day: string, timeZone: string): Date {
  return dayStart(day, knownTimeZone(timeZone));
}

/** The calendar date `{ year, month, day }` of `at` in `timeZone` (an unknown zone: UTC). */
export function localDate(
  at: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const n = localDay(at.getTime(), knownTimeZone(timeZone));
  return { year: Math.floor(n / 10_000), month: Math.floor(n / 100) % 100, day: n % 100 };
}

function localDay(ms: number, timeZone: string): number {
  const parts = dateFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 10_000 + part('month') * 100 + part('day');
}

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}
