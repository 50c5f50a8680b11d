import { formatMoneyInput, parseMoney } from '@lw/contracts';

/**
 * Money is integer minor units (cents, satang) in the settings; operators type major units with
 * up to two decimals. Converted by the contracts' money library, so no floating-point arithmetic
 * touches the amount.
 */

/** 200050 -> "2000.50"; the empty string for anything but a safe integer. */
export function minorToText(minor: number): string {
  return formatMoneyInput(minor);
}

/**
 * "2,000.5" -> 200050. NaN when the text is not an amount with at most two decimals, so the
 * form's number schema reports it; a leading minus is kept for the schema's minimum to report.
 */
export function textToMinor(text: string): number {
  const parsed = parseMoney(text, { allowNegative: true });
  return parsed.ok ? parsed.minor : Number.NaN;
}
