import { currencySymbol } from '@lw/contracts';

/**
 * The operator's currency symbol when none is chosen (spec §3 "Public state": default '$').
 * It stands for "not chosen": balances then show the cashier currency's own symbol.
 */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/**
 * The symbol shown before balances and the jackpot: the one the operator chose in the back office,
 * else the cashier currency's own (what every wallet screen names, e.g. THB -> ฿). While neither
 * is known, nothing: better no symbol than a wrong one.
 */
export function shownCurrencySymbol(
  operatorSymbol: string | undefined,
  currency: string | undefined,
): string {
  if (operatorSymbol && operatorSymbol !== DEFAULT_CURRENCY_SYMBOL) return operatorSymbol;
  if (!currency) return '';
  return currencySymbol(currency) ?? operatorSymbol ?? '';
}
