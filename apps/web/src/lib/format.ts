import { formatMoney } from '@lw/contracts';

/** Locale tag for Intl from an interface language code. */
export function intlLocale(language: string): string {
  if (language === 'zh') return 'zh-CN';
  if (language === 'th') return 'th-TH';
  return language || 'en';
}

/**
 * A date-time in the visitor's language and time zone, with the zone named so nobody has to
 * guess (e.g. "21 Nov 2025, 18:00 GMT+7").
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The UTC offset of a date in the local zone as "GMT+07:00". */
export function formatUtcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** Copyright years: "2019–2025", or just "2025" when the site started this year. */
export function yearRange(startYear: number, now: Date = new Date()): string {
  const current = now.getFullYear();
  return startYear >= current ? String(current) : `${startYear}–${current}`;
}

/**
 * Money held in integer minor units for display in an interface language, e.g. 123456 ->
 * "1,234.56": the contracts' money library bound to our locale tags (2 decimals unless the
 * currency has other minor-unit digits).
 */
export function formatMinorUnits(minor: number, language: string, currency?: string): string {
  return formatMoney(minor, { locale: intlLocale(language), currency });
}
