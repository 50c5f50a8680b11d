import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../lib/format';

/**
 * An amount in minor units, formatted by the money library in the interface language (the
 * currency's decimals, grouping), with its currency code after it, in tabular figures.
 */
export function Money({ minor, currency }: { minor: number; currency?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="money">
      {formatMinorUnits(minor, i18n.language, currency)}
      {currency ? <span className="money__currency"> {currency}</span> : null}
    </span>
  );
}
