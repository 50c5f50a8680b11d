import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/** An amount in minor units, shown with its currency's decimals in tabular figures. */
export function Money({ minor, currency }: { minor: number; currency?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="num nowrap">
      {formatMoney(minor, i18n.language, currency)}
      {currency && <span className="muted"> {currency}</span>}
    </span>
  );
}
