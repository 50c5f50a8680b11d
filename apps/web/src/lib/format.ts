import { formatMoney } from '@lw/contracts';

/** Locale tag for Intl from an interface language code. */
export function intlLocale(language: string): string {
  if (language === 'zh') return 'zh-CN';
  if (language === 'th') return 'th-TH';
  return language || 'en';
}

/**
 * Copyright years: "2019–2025", or just "2025" when the site started this year. `today` is the
 * site's day (YYYY-MM-DD in its time zone), so every visitor sees the operator's year.
 */
export function yearRange(startYear: number, today: string): string {
  const current = Number(today.slice(0, 4));
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
