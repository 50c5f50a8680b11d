import { zMoneyText } from '@lw/contracts';
import type { TFunction } from 'i18next';
import { formatMinorUnits } from '../../../lib/format';
import { parseAmount, type TAmountProblem } from './money-input';

interface TAmountRules {
  /** Largest amount allowed by the balance, minor units. */
  available: number;
  min?: number;
  max?: number;
}

type TRuleProblem = 'positive' | 'min' | 'max' | 'balance';

/** The first rule an amount in minor units breaks, with the limit it names, or null. */
function ruleProblem(
  minor: number,
  rules: TAmountRules,
): { problem: TRuleProblem; amount?: number } | null {
  if (minor <= 0) return { problem: 'positive' };
  if (rules.min !== undefined && minor < rules.min) return { problem: 'min', amount: rules.min };
  if (rules.max !== undefined && minor > rules.max) return { problem: 'max', amount: rules.max };
  if (minor > rules.available) return { problem: 'balance', amount: rules.available };
  return null;
}

function ruleText(
  found: { problem: TRuleProblem; amount?: number },
  t: TFunction<'wallet'>,
  language: string,
): string {
  if (found.amount === undefined) return t(`amount.${found.problem}`);
  return t(`amount.${found.problem}`, { amount: formatMinorUnits(found.amount, language) });
}

/** Checks a typed amount: the minor units, or the text of what is wrong with it. */
export function checkAmount(
  input: string,
  rules: TAmountRules,
  t: TFunction<'wallet'>,
  language: string,
): { minor: number; error?: undefined } | { minor?: undefined; error: string } {
  const parsed = parseAmount(input);
  if (!parsed.ok) return { error: t(`amount.${parsed.problem}`) };
  const broken = ruleProblem(parsed.minor, rules);
  if (broken) return { error: ruleText(broken, t, language) };
  return { minor: parsed.minor };
}

/**
 * The amount field of a wallet form: the typed text parsed into minor units by the money
 * library, then checked against the rules. An issue's message names the problem and the limit
 * it was checked against ("balance:20000"); `amountErrorText` turns it into the text to show.
 */
export function zWalletAmount(rules: TAmountRules) {
  return zMoneyText().superRefine((minor, ctx) => {
    const broken = ruleProblem(minor, rules);
    if (!broken) return;
    const message =
      broken.amount === undefined ? broken.problem : `${broken.problem}:${broken.amount}`;
    ctx.addIssue({ code: 'custom', message });
  });
}

const PARSE_PROBLEMS: Record<string, TAmountProblem> = {
  empty: 'required',
  format: 'format',
  negative: 'format',
  decimals: 'decimals',
  tooLarge: 'tooLarge',
};

/** The text of a `zWalletAmount` issue message, in the language shown now. */
export function amountErrorText(
  message: string | undefined,
  t: TFunction<'wallet'>,
  language: string,
): string | undefined {
  if (message === undefined) return undefined;
  const parseProblem = PARSE_PROBLEMS[message];
  if (parseProblem) return t(`amount.${parseProblem}`);
  const [problem, amount] = message.split(':');
  return ruleText(
    { problem: problem as TRuleProblem, ...(amount ? { amount: Number(amount) } : {}) },
    t,
    language,
  );
}
