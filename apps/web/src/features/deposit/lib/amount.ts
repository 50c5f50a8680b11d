/**
 * Money typed by the member, turned into integer minor units by string work only: "1,234.5"
 * becomes 123450 without a float ever holding the amount (ARCHITECTURE data rules).
 */
const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Minor units of a typed amount, or null when it is not a plain amount with at most 2 decimals. */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = AMOUNT_PATTERN.exec(cleaned);
  if (!match) return null;
  const whole = Number.parseInt(match[1]!, 10);
  const cents = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The plain input text of an amount in minor units, e.g. 150000 -> "1500", 12345 -> "123.45". */
export function minorToInput(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** 'balance' and 'daily' are the withdraw page's own (more than the wallet or today's limit). */
export type TAmountProblem = 'required' | 'format' | 'min' | 'max' | 'balance' | 'daily' | null;

/** Why a typed amount cannot be sent (null: fine), given the limits in minor units. */
export function amountProblem(text: string, min: number, max: number): TAmountProblem {
  if (text.trim() === '') return 'required';
  const minor = parseAmountToMinor(text);
  if (minor === null || minor === 0) return 'format';
  if (minor < min) return 'min';
  if (max > 0 && minor > max) return 'max';
  return null;
}

/**
 * Quick-amount chips inside the limits: round figures from a ladder, at most `count` of them.
 * Values in minor units.
 */
export function quickAmounts(min: number, max: number, count = 6): number[] {
  const ladder = [100, 300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000].map(
    (baht) => baht * 100,
  );
  return ladder.filter((value) => value >= min && (max <= 0 || value <= max)).slice(0, count);
}
