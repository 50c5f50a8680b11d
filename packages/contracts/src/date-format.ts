import { dayString, parseDay, type TDay } from './time-zone.js';

/**
 * Dates and times as the player site and the back office show them: in the site time zone and
 * the page's language and calendar (Thai: the Buddhist era, as Thai readers expect; every other
 * language: Gregorian).
 */

/** The Intl locale of an interface language code, with its calendar spelled out. */
export function dateLocale(language: string): string {
  const base = language.split('-')[0];
  if (base === 'th') return 'th-TH-u-ca-buddhist';
  const tag = language === 'zh' ? 'zh-CN' : language || 'en';
  try {
    return Intl.getCanonicalLocales(`${tag}-u-ca-gregory`)[0] ?? 'en-u-ca-gregory';
  } catch {
    return 'en-u-ca-gregory';
  }
}

/** How much of an instant to show. */
export interface TInstantFormat {
  language: string;
  timeZone: string;
  /** Add the zone's offset ("GMT+7"): where the reader might assume another zone. */
  zoneName?: boolean;
  /** Seconds as well (audit trails, clocks). */
  seconds?: boolean;
  /** A 24-hour clock whatever the language's habit (clocks). */
  hour24?: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function toDate(at: string | Date): Date | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant's date and time, e.g. "1 ธ.ค. 2569 00:30" or "Dec 1, 2026, 12:30 AM GMT+7". */
export function formatInstant(at: string | Date, format: TInstantFormat): string {
  const date = toDate(at);
  if (!date) return '';
  return cachedFormat(dateLocale(format.language), {
    timeZone: format.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(format.seconds ? { second: '2-digit' } : {}),
    ...(format.zoneName ? { timeZoneName: 'short' } : {}),
  }).format(date);
}

/** Only the time of day of an instant, e.g. "00:30" (chat bubbles, clocks). */
export function formatTimeOfDay(at: string | Date, format: TInstantFormat): string {
  const date = toDate(at);
  if (!date) return '';
  return cachedFormat(dateLocale(format.language), {
    timeZone: format.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(format.hour24 ? { hourCycle: 'h23' as const } : {}),
    ...(format.seconds ? { second: '2-digit' } : {}),
    ...(format.zoneName ? { timeZoneName: 'short' } : {}),
  }).format(date);
}

/** The zone's offset at an instant as Intl writes it: "GMT+7", "GMT+5:30", "GMT". */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const parts = cachedFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

// ---- calendar days (no instant, no zone: a day is the same day everywhere) ----

/** Noon UTC of a day: formatted in UTC it is that day in any calendar. */
function dayNoon(day: TDay): Date | null {
  const parts = parseDay(day);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12)) : null;
}

/** A day in the page's calendar, e.g. "1 ธ.ค. 2569" (medium) or "1 ธันวาคม 2569" (long). */
export function formatDay(
  day: TDay,
  language: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const date = dayNoon(day);
  if (!date) return '';
  return cachedFormat(dateLocale(language), { timeZone: 'UTC', dateStyle: style }).format(date);
}

/** A month's title in the page's calendar, e.g. "ธันวาคม 2569", "December 2026". */
export function formatMonth(year: number, month: number, language: string): string {
  return cachedFormat(dateLocale(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(new Date(Date.UTC(year, month - 1, 15, 12)));
}

/** A month's name alone, e.g. "ธันวาคม" (the month list of a picker). */
export function formatMonthName(month: number, language: string): string {
  return cachedFormat(dateLocale(language), { timeZone: 'UTC', month: 'long' }).format(
    new Date(Date.UTC(2000, month - 1, 15, 12)),
  );
}

/** A Gregorian year as the page's calendar numbers it (Thai: the Buddhist era, + 543). */
export function calendarYear(year: number, language: string): number {
  return dateLocale(language).includes('-ca-buddhist') ? year + 543 : year;
}

/** The first day of the week: Monday in Chinese, Sunday in Thai and English. */
export function weekStartsOn(language: string): 0 | 1 {
  return language.split('-')[0] === 'zh' ? 1 : 0;
}

/** Short weekday names from the first day of the week, with the long names for screen readers. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  const first = weekStartsOn(language);
  // Thai calendars head their columns อา จ อ …: Intl's "short" Thai names are whole words.
  const style = language.split('-')[0] === 'th' ? 'narrow' : 'short';
  const short = cachedFormat(dateLocale(language), { timeZone: 'UTC', weekday: style });
  const long = cachedFormat(dateLocale(language), { timeZone: 'UTC', weekday: 'long' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2023, 0, 1 + ((first + i) % 7), 12));
    return { short: short.format(date), long: long.format(date) };
  });
}

/**
 * The weeks of a month as a picker lays them out: rows of 7 days from the week's first day,
 * `null` for the cells before the 1st and after the last day.
 */
export function monthWeeks(year: number, month: number, weekStart: 0 | 1): (TDay | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const cells: (TDay | null)[] = Array.from({ length: lead }, () => null);
  const pad = (n: number) => String(n).padStart(2, '0');
  for (let d = 1; d <= length; d += 1) cells.push(`${year}-${pad(month)}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (TDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Where a key moves the focused day of a calendar grid (the WAI-ARIA date picker pattern):
 * arrows by a day or a week, Home/End to the week's ends, Page Up/Down by a month (with Shift,
 * a year). Null for any other key.
 */
export function calendarKeyMove(
  day: TDay,
  key: string,
  weekStart: 0 | 1,
  shift = false,
): TDay | null {
  const parts = parseDay(day);
  if (!parts) return null;
  const { year, month, day: date } = parts;
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() - weekStart + 7) % 7;
  const byDays = (n: number) => dayString(year, month, date + n);
  const byMonths = (n: number) => {
    // The same day of the target month, or its last day when it is shorter.
    const last = new Date(Date.UTC(year, month - 1 + n + 1, 0)).getUTCDate();
    return dayString(year, month + n, Math.min(date, last));
  };
  switch (key) {
    case 'ArrowLeft':
      return byDays(-1);
    case 'ArrowRight':
      return byDays(1);
    case 'ArrowUp':
      return byDays(-7);
    case 'ArrowDown':
      return byDays(7);
    case 'Home':
      return byDays(-weekday);
    case 'End':
      return byDays(6 - weekday);
    case 'PageUp':
      return byMonths(shift ? -12 : -1);
    case 'PageDown':
      return byMonths(shift ? 12 : 1);
    default:
      return null;
  }
}
