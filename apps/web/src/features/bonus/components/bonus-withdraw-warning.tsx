import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMyBonuses } from '../api/bonus-api';

/** On the withdraw page: a withdrawal request would forfeit the active bonus (its terms say so). */
export function BonusWithdrawWarning() {
  const { t } = useTranslation('bonus');
  const bonuses = useMyBonuses();
  if (!bonuses.data?.forfeitsOnWithdrawal) return null;
  return (
    <p className="turnover-alert" role="alert" data-testid="bonus-withdraw-warning">
      <TriangleAlert size={20} aria-hidden="true" />
      <span>{t('withdrawWarning')}</span>
    </p>
  );
}
