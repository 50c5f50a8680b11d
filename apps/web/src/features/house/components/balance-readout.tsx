import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** The game's balance beside its controls, marked while the player plays demo money. */
export function BalanceReadout({
  balance,
  currency,
  demo,
}: {
  balance: number;
  currency: string;
  demo: boolean;
}) {
  const { t, i18n } = useTranslation('house');
  return (
    <div className="house-readout">
      <span>{t('balance')}</span>
      <strong className="money" data-testid="house-balance">
        {formatMinorUnits(balance, i18n.language, currency)}
      </strong>
      {demo ? <em className="house-demo">{t('demo')}</em> : null}
    </div>
  );
}
