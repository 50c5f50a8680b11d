import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** An amount in minor units with 2 decimals and its currency, in tabular figures. */
export function Money({ minor, currency }: { minor: number; currency?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="money">
      {formatMinorUnits(minor, i18n.language)}
      {currency ? <span className="money__currency"> {currency}</span> : null}
    </span>
  );
}
