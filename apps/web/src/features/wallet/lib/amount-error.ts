import type { TFunction } from 'i18next';
import { formatMinorUnits } from '../../../lib/format';
import { parseAmount } from './money-input';

interface TAmountRules {
  /** Largest amount allowed by the balance, minor units. */
  available: number;
  min?: number;
  max?: number;
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
  const money = (minor: number) => formatMinorUnits(minor, language);
  if (rules.min !== undefined && parsed.minor < rules.min) {
    return { error: t('amount.min', { amount: money(rules.min) }) };
  }
  if (rules.max !== undefined && parsed.minor > rules.max) {
    return { error: t('amount.max', { amount: money(rules.max) }) };
  }
  if (parsed.minor > rules.available) {
    return { error: t('amount.balance', { amount: money(rules.available) }) };
  }
  return { minor: parsed.minor };
}
