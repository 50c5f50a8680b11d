import { formatMoney, formatMoneyInput, parseMoney } from '@lw/contracts';

/**
 * Rates are basis points on the wire (150 = 1.50 %) and percentages with at most two decimals
 * on screen. A percentage with two decimals, read digit by digit, is its basis points: the
 * contracts' money text library does that conversion with `digits: 2` (strings and integers, no
 * floating point), so "1.5" is 150 bps exactly and 150 bps shows as "1.50".
 */
const PERCENT_DIGITS = { digits: 2 } as const;

/** "1.5" -> 150; null when the text is not a percentage with at most two decimals, or negative. */
export function percentTextToBps(text: string): number | null {
  const parsed = parseMoney(text.trim().replace(/%$/, ''), PERCENT_DIGITS);
  return parsed.ok ? parsed.minor : null;
}

/** 150 -> "1.5" (the text an input starts with; whole percentages without decimals). */
export function bpsToPercentText(bps: number): string {
  return formatMoneyInput(bps, { ...PERCENT_DIGITS, trimZeroFraction: true });
}

/** 150 -> "1.50%", in the interface language's digits. */
export function formatRate(bps: number, language: string): string {
  return `${formatMoney(bps, { ...PERCENT_DIGITS, locale: language })}%`;
}
