import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormNotice } from '../../../components/ui/form-notice';
import { errorText } from '../../../lib/error-text';
import { useMyBonuses } from '../api/bonus-api';
import { BonusCard } from './bonus-card';
import '../bonus.css';

/** The member centre's bonusDetails page: every bonus with its progress and terms. */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation('bonus');
  const bonuses = useMyBonuses();
  if (bonuses.isPending) return <div className="card skeleton" aria-hidden="true" />;
  if (bonuses.isError) {
    return (
      <FormNotice notice={{ notice: 'error', message: errorText(bonuses.error, i18n.language) }} />
    );
  }
  if (bonuses.data.items.length === 0) {
    return (
      <EmptyState
        icon={<HandCoins size={28} />}
        title={t('empty.title')}
        text={t('empty.text')}
        className="empty--panel"
      />
    );
  }
  return (
    <ul className="bonus-list">
      {bonuses.data.items.map((b) => (
        <BonusCard key={b.id} bonus={b} />
      ))}
    </ul>
  );
}
