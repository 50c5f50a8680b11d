import type { TRoundTotals } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Amount, SignedAmount } from '../../../components/records/record-money';

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
      <div className="records__total">
        <dt>{t('col.bet')}</dt>
        <dd>
          <Amount minor={totals.bet} currency={currency} />
        </dd>
      </div>
      <div className="records__total">
        <dt>{t('col.validBet')}</dt>
        <dd>
          <Amount minor={totals.validBet} currency={currency} />
        </dd>
      </div>
      <div className="records__total">
        <dt>{t('col.win')}</dt>
        <dd>
          <Amount minor={totals.win} currency={currency} />
        </dd>
      </div>
      <div className="records__total records__total--main">
        <dt>{t('col.profit')}</dt>
        <dd>
          <SignedAmount minor={totals.profit} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}
