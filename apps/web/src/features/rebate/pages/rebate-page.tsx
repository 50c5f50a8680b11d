import { GAME_CATEGORIES, type TErrorCode } from '@lw/contracts';
import { History, Percent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { useDateTime } from '../../../lib/date-time';
import { errorCodeText, errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useClaimRebate, useMyRebate } from '../api/rebate-api';
import './rebate.css';

const LABEL_KEYS = new Map<string, string>(GAME_CATEGORIES.map((c) => [c.code, c.labelKey]));

function percent(bps: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bps / 100);
}

/**
 * manualRebate: what today's valid bets earned per game category so far, at the member's rate
 * (VIP level), what was already paid, and one button that claims the rest. The daily run pays
 * what is not claimed after midnight.
 */
export function RebatePage() {
  const { t, i18n } = useTranslation('pages');
  const { day, dateTime } = useDateTime();
  const query = useMyRebate();
  const claim = useClaimRebate();
  const [result, setResult] = useState<TResult>(null);
  if (query.isPending) return <div className="skeleton rebate__skeleton" aria-busy="true" />;
  if (query.isError) {
    return (
      <p role="alert" className="form-error">
        {errorText(query.error, i18n.language)}
      </p>
    );
  }
  const data = query.data;
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, data.currency);
  const category = (code: string) => {
    const key = LABEL_KEYS.get(code);
    return key ? i18n.t(key, { ns: 'common' }) : code;
  };
  const onClaim = async () => {
    setResult(null);
    try {
      const paid = await claim.mutateAsync();
      setResult(
        paid.paid > 0
          ? { tone: 'success', text: t('rebate.claimed', { amount: money(paid.paid) }) }
          : { tone: 'pending', text: t('rebate.nothing') },
      );
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, i18n.language) });
    }
  };
  return (
    <div className="rebate">
      <section className="card" aria-labelledby="rebate-today">
        <h2 id="rebate-today" className="card__title">
          <Percent size={20} aria-hidden="true" />
          {t('rebate.today', { day: day(data.businessDay) })}
        </h2>
        <div className="rebate__summary">
          <div>
            <p className="rebate__label">{t('rebate.claimable')}</p>
            <p className="rebate__amount" data-testid="rebate-claimable">
              <Money minor={data.claimable} currency={data.currency} />
            </p>
            {data.levelLabel ? (
              <p className="rebate__level">{t('rebate.level', { level: data.levelLabel })}</p>
            ) : null}
          </div>
          <Button
            size="lg"
            loading={claim.isPending}
            disabled={data.claimable === 0 || data.blocked !== null}
            onClick={() => void onClaim()}
          >
            {t('rebate.claim')}
          </Button>
        </div>
        {data.blocked ? (
          <p role="alert" className="form-error">
            {errorCodeText(data.blocked as TErrorCode, i18n.language)}
          </p>
        ) : null}
        <ResultLine result={result} />
        {data.lines.length === 0 ? (
          <EmptyState
            icon={<Percent size={28} />}
            title={t('rebate.emptyTitle')}
            text={t('rebate.emptyText')}
          />
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="rebate-today">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('rebate.category')}</th>
                  <th scope="col">{t('rebate.validBets')}</th>
                  <th scope="col">{t('rebate.rate')}</th>
                  <th scope="col">{t('rebate.accrued')}</th>
                  <th scope="col">{t('rebate.paid')}</th>
                  <th scope="col">{t('rebate.toClaim')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((l) => (
                  <tr key={l.category}>
                    <td>{category(l.category)}</td>
                    <td className="tabular">
                      <Money minor={l.validStake} />
                    </td>
                    <td className="tabular">
                      {percent(l.rateBps, i18n.language)}%
                      {l.dailyCap !== null ? (
                        <span className="rebate__cap">
                          {' '}
                          {t('rebate.cap', { amount: money(l.dailyCap) })}
                        </span>
                      ) : null}
                    </td>
                    <td className="tabular">
                      <Money minor={l.accrued} />
                    </td>
                    <td className="tabular">
                      <Money minor={l.paid} />
                    </td>
                    <td className="tabular rebate__claimable">
                      <Money minor={l.claimable} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="page__subtitle">{t('rebate.rule')}</p>
      </section>
      <section className="card" aria-labelledby="rebate-history">
        <h2 id="rebate-history" className="card__title">
          <History size={20} aria-hidden="true" />
          {t('rebate.history')}
        </h2>
        {data.history.length === 0 ? (
          <p className="page__subtitle">{t('rebate.historyEmpty')}</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="rebate-history">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('rebate.when')}</th>
                  <th scope="col">{t('rebate.day')}</th>
                  <th scope="col">{t('rebate.category')}</th>
                  <th scope="col">{t('rebate.kind')}</th>
                  <th scope="col">{t('rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((m, i) => (
                  <tr key={`${m.at}-${i}`}>
                    <td>{dateTime(m.at)}</td>
                    <td>{day(m.businessDay)}</td>
                    <td>{category(m.category)}</td>
                    <td>{t(`rebate.kinds.${m.kind}`)}</td>
                    <td className={m.amount < 0 ? 'tabular rebate__out' : 'tabular'}>
                      <Money minor={m.amount} currency={data.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
