import { formatMoneyInput, parseMoney, zMoneyText, type ZMinorUnits } from '@lw/contracts';

/** Minor units of a typed amount ("1,234.5" -> 123450), or null when it is not an amount. */
export function parseAmountToMinor(text: string, currency?: string): number | null {
  const parsed = parseMoney(text, { currency });
  return parsed.ok ? parsed.minor : null;
}

/** The plain input text of an amount in minor units, e.g. 150000 -> "1500", 12345 -> "123.45". */
export function minorToInput(minor: number, currency?: string): string {
  return formatMoneyInput(minor, { currency, trimZeroFraction: true });
}

/** 'balance' and 'daily' are the withdraw page's own (more than the wallet or today's limit). */
export type TAmountProblem = 'required' | 'format' | 'min' | 'max' | 'balance' | 'daily' | null;

const LIMIT_PROBLEMS: readonly TAmountProblem[] = ['min', 'max', 'balance', 'daily'];

/** Which limit an amount in minor units breaks (null: none), given the limits in minor units. */
export function limitProblem(minor: number, min: number, max: number): TAmountProblem {
  if (minor < min) return 'min';
  if (max > 0 && minor > max) return 'max';
  return null;
}

/** Why a typed amount cannot be sent (null: fine), given the limits in minor units. */
export function amountProblem(text: string, min: number, max: number): TAmountProblem {
  if (text.trim() === '') return 'required';
  const minor = parseAmountToMinor(text);
  if (minor === null || minor === 0) return 'format';
  return limitProblem(minor, min, max);
}

/**
 * The amount field of a cashier form: the typed text parsed by the money library into minor
 * units, then checked by the request schema's own amount field (`requestAmount`) and by the
 * page's limits (`limits`). An issue's message is a TAmountProblem or a money parse error; the
 * form shows it through `amountProblemOf`.
 */
export function zAmountText(
  requestAmount: typeof ZMinorUnits,
  limits: (minor: number) => TAmountProblem,
  currency?: string,
) {
  return zMoneyText({ currency })
    .pipe(requestAmount)
    .superRefine((minor, ctx) => {
      const problem = limits(minor);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * The problem to show for an amount field's issue message: nothing typed is 'required', a
 * broken limit is itself, anything else (not an amount, too many decimals, zero) is 'format'.
 */
export function amountProblemOf(message: string | undefined): TAmountProblem {
  if (message === undefined) return null;
  if (message === 'empty') return 'required';
  return LIMIT_PROBLEMS.find((problem) => problem === message) ?? 'format';
}

/**
 * Quick-amount chips inside the limits: round figures from a ladder (100 to 100,000 in a
 * currency of 2 minor-unit digits), at most `count` of them. Values in minor units.
 */
export function quickAmounts(min: number, max: number, count = 6): number[] {
  const ladder = [
    10_000, 30_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
  ];
  return ladder.filter((value) => value >= min && (max <= 0 || value <= max)).slice(0, count);
}
