/**
 * The operator's currency symbol when none is chosen (spec §3 "Public state": default '$').
 * It stands for "not chosen": balances then show the cashier currency's own symbol.
 */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** The symbol of an ISO 4217 currency (THB -> ฿, USD -> $), or null for anything else (PLAY). */
export function currencySymbolOf(currency: string): string | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? null;
  } catch {
    return null;
  }
}

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
  return currencySymbolOf(currency) ?? operatorSymbol ?? '';
}
