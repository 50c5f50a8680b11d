/**
 * Money is integer minor units (cents, satang) in the settings; operators type major units with
 * up to two decimals. Converted as text so no floating-point arithmetic touches the amount.
 */

/** 200050 -> "2000.50". */
export function minorToText(minor: number): string {
  if (!Number.isSafeInteger(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * "2,000.5" -> 200050. NaN when the text is not an amount with at most two decimals, so the
 * form's number schema reports it; a leading minus is kept for the schema's minimum to report.
 */
export function textToMinor(text: string): number {
  // Thousands separators are dropped; ".5" reads as "0.5".
  const clean = text
    .replace(/[,\s]/g, '')
    .replace(/^(-?)\.(?=\d)/, (_, sign: string) => `${sign}0.`);
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(`${whole}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(minor)) return Number.NaN;
  return sign ? -minor : minor;
}
