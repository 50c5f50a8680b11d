import { formatMoney as formatMinorUnits } from '@lw/contracts';

/**
 * An amount in minor units for display in the operator's language, by the contracts' money
 * library: 123456789 -> "1,234,567.89" (the currency's decimals when it is given, else 2).
 */
export function formatMoney(minor: number, language: string, currency?: string): string {
  return formatMinorUnits(minor, { locale: language, currency });
}
