import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The winner board (limit 20, spec §9): empty until real game results exist. */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        <Trophy size={20} aria-hidden="true" />
        {t('winners.title')}
      </h2>
      <div className="winners__list" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="winners__row">
            <span className="skeleton skeleton--circle winners__avatar" />
            <span className="winners__lines">
              <span className="skeleton winners__line" />
              <span className="skeleton winners__line winners__line--short" />
            </span>
            <span className="skeleton winners__amount" />
          </div>
        ))}
      </div>
      <p className="winners__empty">{t('winners.empty')}</p>
    </section>
  );
}
