import { formatMoneyInput, parseMoney } from '@lw/contracts';

/** Why a typed amount was refused (each maps to a `wallet:amount.*` text). */
export type TAmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'tooLarge';

export type TParsedAmount = { ok: true; minor: number } | { ok: false; problem: TAmountProblem };

/**
 * A typed amount ("1,234.5") as integer minor units (123450), by the contracts' money library;
 * the wallet screens also refuse zero, and name a minus sign a format problem.
 */
export function parseAmount(input: string): TParsedAmount {
  const parsed = parseMoney(input);
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { ok: false, problem: 'required' };
    if (parsed.error === 'negative') return { ok: false, problem: 'format' };
    return { ok: false, problem: parsed.error };
  }
  if (parsed.minor <= 0) return { ok: false, problem: 'positive' };
  return { ok: true, minor: parsed.minor };
}

/** Minor units as a plain input value without grouping ("1234.50"), e.g. to prefill a field. */
export function minorToInput(minor: number): string {
  return formatMoneyInput(minor);
}
