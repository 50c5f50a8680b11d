/** Why a typed amount was refused (each maps to a `wallet:amount.*` text). */
export type TAmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'tooLarge';

export type TParsedAmount = { ok: true; minor: number } | { ok: false; problem: TAmountProblem };

/**
 * A typed amount ("1,234.5") as integer minor units (123450), read from its digits so no
 * floating-point arithmetic ever touches money. At most 2 decimals; grouping commas allowed.
 */
export function parseAmount(input: string): TParsedAmount {
  const text = input.trim().replaceAll(',', '');
  if (text === '') return { ok: false, problem: 'required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, problem: 'format' };
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'tooLarge' };
  if (minor <= 0) return { ok: false, problem: 'positive' };
  return { ok: true, minor };
}

/** Minor units as a plain input value without grouping ("1234.50"), e.g. to prefill a field. */
export function minorToInput(minor: number): string {
  const abs = Math.abs(Math.trunc(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
