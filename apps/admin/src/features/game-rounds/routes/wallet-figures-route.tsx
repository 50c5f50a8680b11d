import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useWalletFigures } from '../api/game-rounds-api';

function WalletFiguresScreen() {
  const { t, i18n } = useTranslation('gameRounds');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const figures = useWalletFigures();
  return (
    <div className="page">
      <PageHeader title={t('figures.title')} description={t('figures.description')} />
      {figures.error && <Banner tone="danger">{apiErrorText(figures.error, lang)}</Banner>}
      {figures.data && figures.data.vendors.length === 0 && <p>{t('figures.none')}</p>}
      {figures.data && figures.data.vendors.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th>{t('columns.vendor')}</th>
              <th>{t('figures.since')}</th>
              <th>{t('figures.calls')}</th>
              <th>{t('figures.errors')}</th>
              <th>{t('figures.mean')}</th>
              <th>p50</th>
              <th>p99</th>
              <th>{t('figures.max')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.data.vendors.map((v) => (
              <tr key={v.vendor}>
                <td>{v.vendor}</td>
                <td>{dateTime(v.since)}</td>
                <td title={JSON.stringify(v.calls)}>{v.totalCalls}</td>
                <td title={JSON.stringify(v.errors)}>
                  {v.totalErrors}
                  {Object.entries(v.errors).map(([code, n]) => (
                    <div key={code} className="muted small">
                      {code}: {n}
                    </div>
                  ))}
                </td>
                <td>{t('figures.ms', { ms: v.latency.meanMs })}</td>
                <td>{t('figures.atMost', { ms: v.latency.p50Ms })}</td>
                <td>{t('figures.atMost', { ms: v.latency.p99Ms })}</td>
                <td>{t('figures.ms', { ms: v.latency.maxMs })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function WalletFiguresRoute() {
  return (
    <RequirePermission permission="games.read">
      <WalletFiguresScreen />
    </RequirePermission>
  );
}
