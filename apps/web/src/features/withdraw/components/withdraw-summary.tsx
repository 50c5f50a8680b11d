import type { TWithdrawInfo } from '@lw/contracts';
import { Gauge, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';
import { dailyAmountLeft } from '../lib/withdraw-limits';

/** The figures before a withdrawal: balance, limits, today's usage and any turnover left. */
export function WithdrawSummary({ info }: { info: TWithdrawInfo }) {
  const { t } = useTranslation('cashier');
  const currency = info.currency;
  const left = dailyAmountLeft(info);
  return (
    <section className="card withdraw-summary" aria-labelledby="withdraw-summary">
      <h2 id="withdraw-summary" className="card__title">
        <Gauge size={20} aria-hidden="true" />
        {t('withdraw.summary.title')}
      </h2>
      {info.turnoverRemaining > 0 ? (
        <p className="turnover-alert" role="alert">
          <TriangleAlert size={20} aria-hidden="true" />
          <span>
            <strong>{t('withdraw.turnover.title')}</strong> {t('withdraw.turnover.textBefore')}{' '}
            <strong data-testid="turnover-left">
              <Money minor={info.turnoverRemaining} currency={currency} />
            </strong>{' '}
            {t('withdraw.turnover.textAfter')}
          </span>
        </p>
      ) : null}
      <dl className="withdraw-summary__facts">
        <Fact label={t('withdraw.summary.balance')}>
          <Money minor={info.balance} currency={currency} />
        </Fact>
        <Fact label={t('withdraw.summary.perRequest')}>
          <Money minor={info.minAmount} /> – <Money minor={info.maxAmount} />
        </Fact>
        <Fact label={t('withdraw.summary.countToday')}>
          {info.dailyCount > 0
            ? t('withdraw.summary.countOf', { used: info.usedCountToday, limit: info.dailyCount })
            : t('withdraw.summary.countNoLimit', { used: info.usedCountToday })}
        </Fact>
        <Fact label={t('withdraw.summary.amountToday')}>
          <Money minor={info.usedAmountToday} />
          {left !== null ? (
            <span className="withdraw-summary__sub">
              {' '}
              / <Money minor={info.dailyAmount} />
            </span>
          ) : (
            <span className="withdraw-summary__sub"> ({t('withdraw.summary.noLimit')})</span>
          )}
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="withdraw-summary__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
