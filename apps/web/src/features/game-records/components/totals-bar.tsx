import type { TRoundTotals } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FIGURES, Figure } from './round-figures';

/** The period's totals (every page, not just this one). */
export function TotalsBar({
  totals,
  currency,
}: {
  totals: TRoundTotals;
  currency: string | undefined;
}) {
  const { t } = useTranslation('gameRecords');
  return (
    <dl className="records__totals" aria-label={t('totals.label')}>
      <div className="records__total">
        <dt>{t('totals.rounds')}</dt>
        <dd className="money">{totals.rounds}</dd>
      </div>
      {FIGURES.map((kind) => (
        <div
          key={kind}
          className={clsx('records__total', kind === 'profit' && 'records__total--main')}
        >
          <dt>{t(`col.${kind}`)}</dt>
          <dd>
            <Figure kind={kind} of={totals} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
