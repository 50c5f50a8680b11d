import type { TReconciliationQuery } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../../app/require-permission';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useReconciliation } from '../api/game-rounds-api';

function ReconciliationScreen() {
  const { t, i18n } = useTranslation('gameRounds');
  const lang = i18n.language;
  const [vendor, setVendor] = useState('');
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const [query, setQuery] = useState<TReconciliationQuery | null>(null);
  const report = useReconciliation(query);
  const r = report.data;
  const side = (label: string, s: { rounds: number; bet: number; win: number } | null) => (
    <tr>
      <th>{label}</th>
      <td>{s ? s.rounds : '—'}</td>
      <td>{s ? <Money minor={s.bet} /> : '—'}</td>
      <td>{s ? <Money minor={s.win} /> : '—'}</td>
    </tr>
  );
  return (
    <div className="page">
      <PageHeader title={t('reconciliation.title')} description={t('reconciliation.description')} />
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (vendor) setQuery({ vendor: vendor.toUpperCase(), day });
        }}
      >
        <label>
          {t('filters.vendor')}
          <input value={vendor} onChange={(e) => setVendor(e.target.value)} required />
        </label>
        <label>
          {t('filters.day')}
          <input type="date" value={day} onChange={(e) => setDay(e.target.value)} required />
        </label>
        <Button type="submit" variant="primary" loading={report.isFetching}>
          {t('reconciliation.run')}
        </Button>
      </form>
      {report.error && <Banner tone="danger">{apiErrorText(report.error, lang)}</Banner>}
      {r && (
        <>
          <p>
            <Pill tone={r.balanced ? 'success' : 'danger'}>
              {r.balanced ? t('reconciliation.balanced') : t('reconciliation.unbalanced')}
            </Pill>{' '}
            {r.vendorError && <span className="muted">{r.vendorError}</span>}
          </p>
          <table className="table">
            <thead>
              <tr>
                <th />
                <th>{t('columns.rounds')}</th>
                <th>{t('columns.bet')}</th>
                <th>{t('columns.win')}</th>
              </tr>
            </thead>
            <tbody>
              {side(t('reconciliation.ours'), r.ours)}
              {side(t('reconciliation.ledger'), r.ledger)}
              {side(t('reconciliation.vendor'), r.vendorFeed)}
            </tbody>
          </table>
          {r.differences.length > 0 && (
            <table className="table">
              <thead>
                <tr>
                  <th>{t('columns.round')}</th>
                  <th>{t('reconciliation.ours')}</th>
                  <th>{t('reconciliation.vendor')}</th>
                </tr>
              </thead>
              <tbody>
                {r.differences.map((d) => (
                  <tr key={d.roundId}>
                    <td className="mono">{d.roundId}</td>
                    <td>{d.ours ? `${d.ours.bet} / ${d.ours.win}` : '—'}</td>
                    <td>{d.vendor ? `${d.vendor.bet} / ${d.vendor.win}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}

export function GameReconciliationRoute() {
  return (
    <RequirePermission permission="games.read">
      <ReconciliationScreen />
    </RequirePermission>
  );
}
