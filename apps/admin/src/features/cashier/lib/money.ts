import { minorToText, textToMinor } from '../../settings/components/money';

export { minorToText, textToMinor };

/**
 * An amount in minor units shown with two decimals and the language's digit grouping:
 * 123456789 -> "1,234,567.89". Whole and fraction parts are split as integers (BigInt for the
 * grouping), so no floating-point arithmetic ever touches the amount.
 */
export function formatMoney(minor: number, language: string): string {
  if (!Number.isSafeInteger(minor)) return '—';
  const abs = BigInt(Math.abs(minor));
  const whole = new Intl.NumberFormat(language, { useGrouping: true }).format(abs / 100n);
  const fraction = String(abs % 100n).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** The same amount with its currency code after it: "1,234.50 THB". */
export function formatMoneyWithCurrency(minor: number, currency: string, language: string): string {
  return `${formatMoney(minor, language)} ${currency}`;
}
