import {
  dayOfInstant,
  type TReconciliationReport,
  type TReconciliationSummary,
} from '@lw/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DatePicker } from '../../../components/ui/date-picker';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useReconciliation, useReconciliationDay } from '../api/game-rounds-api';
import { dayCsv, detailCsv, downloadCsv, type CsvLabels } from '../lib/reconciliation-csv';

type Side = { rounds: number; bet: number; win: number } | null;

function StatusPill({ row }: { row: Pick<TReconciliationSummary, 'status'> }) {
  const { t } = useTranslation('gameRounds');
  const tone =
    row.status === 'balanced' ? 'success' : row.status === 'feed_failed' ? 'warning' : 'danger';
  return <Pill tone={tone}>{t(`reconciliation.status.${row.status}`)}</Pill>;
}

function useCsvLabels(): CsvLabels {
  const { t } = useTranslation('gameRounds');
  const c = (key: string) => t(`reconciliation.csv.${key}`);
  return {
    dayColumns: [
      c('day'),
      c('vendor'),
      c('vendorName'),
      c('walletMode'),
      c('rounds'),
      c('stakes'),
      c('wins'),
      c('ledgerRounds'),
      c('ledgerStakes'),
      c('ledgerWins'),
      c('vendorRounds'),
      c('vendorStakes'),
      c('vendorWins'),
      c('differences'),
      c('status'),
      c('vendorError'),
    ],
    detailColumns: [
      c('day'),
      c('vendor'),
      c('round'),
      c('stakes'),
      c('wins'),
      c('vendorStakes'),
      c('vendorWins'),
    ],
    status: (s) => t(`reconciliation.status.${s}`),
    noFeed: t('reconciliation.noFeed'),
  };
}

const money = (s: { bet: number; win: number } | null, key: 'bet' | 'win') =>
  s ? <Money minor={s[key]} /> : '—';

/** The all-vendors view of one day: a row per vendor. */
function DayTable({
  rows,
  onDetail,
}: {
  rows: TReconciliationSummary[];
  onDetail: (vendor: string) => void;
}) {
  const { t } = useTranslation('gameRounds');
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th>{t('columns.vendor')}</th>
            <th>{t('columns.rounds')}</th>
            <th>{t('reconciliation.stakes')}</th>
            <th>{t('reconciliation.wins')}</th>
            <th>{t('reconciliation.ledgerFigures')}</th>
            <th>{t('reconciliation.vendorFigures')}</th>
            <th>{t('reconciliation.differences')}</th>
            <th>{t('columns.status')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.vendor}>
              <td>
                <span className="mono">{r.vendor}</span>{' '}
                <span className="muted">{r.vendorName}</span>
              </td>
              <td className="num">{r.ours.rounds}</td>
              <td>{money(r.ours, 'bet')}</td>
              <td>{money(r.ours, 'win')}</td>
              <td>
                {r.ledger.rounds} · {money(r.ledger, 'bet')} / {money(r.ledger, 'win')}
              </td>
              <td>
                {r.feed === 'none' ? (
                  <span className="muted">{t('reconciliation.noFeed')}</span>
                ) : r.vendorFeed ? (
                  <>
                    {r.vendorFeed.rounds} · {money(r.vendorFeed, 'bet')} /{' '}
                    {money(r.vendorFeed, 'win')}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="num">{r.differenceCount}</td>
              <td>
                <StatusPill row={r} />
              </td>
              <td>
                <Button variant="ghost" size="sm" onClick={() => onDetail(r.vendor)}>
                  {t('reconciliation.detail')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One vendor's day: the three sides and its differing rounds. */
function VendorDetail({ report }: { report: TReconciliationReport }) {
  const { t } = useTranslation('gameRounds');
  const side = (label: string, s: Side, empty?: string) => (
    <tr>
      <th>{label}</th>
      <td>{s ? s.rounds : (empty ?? '—')}</td>
      <td>{money(s, 'bet')}</td>
      <td>{money(s, 'win')}</td>
    </tr>
  );
  return (
    <>
      <p>
        <StatusPill row={report} />{' '}
        {report.feed === 'none' && (
          <span className="muted">{t('reconciliation.noFeedDetail')}</span>
        )}
        {report.vendorError && <span className="muted">{report.vendorError}</span>}
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
          {side(t('reconciliation.ours'), report.ours)}
          {side(t('reconciliation.ledger'), report.ledger)}
          {side(
            t('reconciliation.vendor'),
            report.vendorFeed,
            report.feed === 'none' ? t('reconciliation.noFeed') : undefined,
          )}
        </tbody>
      </table>
      {report.differences.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th>{t('columns.round')}</th>
              <th>{t('reconciliation.ours')}</th>
              <th>{t('reconciliation.vendor')}</th>
            </tr>
          </thead>
          <tbody>
            {report.differences.map((d) => (
              <tr key={d.roundId}>
                <td className="mono">{d.roundId}</td>
                <td>
                  {d.ours ? (
                    <>
                      {money(d.ours, 'bet')} / {money(d.ours, 'win')}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {d.vendor ? (
                    <>
                      {money(d.vendor, 'bet')} / {money(d.vendor, 'win')}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.differenceCount > report.differences.length && (
        <p className="muted">
          {t('reconciliation.moreDifferences', {
            shown: report.differences.length,
            count: report.differenceCount,
          })}
        </p>
      )}
    </>
  );
}

function ReconciliationScreen() {
  const { t, i18n } = useTranslation('gameRounds');
  const lang = i18n.language;
  const { timeZone, offset, day: formatDay } = useDateTime();
  const [typedDay, setTypedDay] = useState<string | null>(null);
  // Today's business day in the site time zone, until the operator picks another.
  const day = typedDay ?? dayOfInstant(new Date(), timeZone);
  const [queriedDay, setQueriedDay] = useState<string | null>(null);
  const [vendor, setVendor] = useState('');
  const dayView = useReconciliationDay(queriedDay);
  const detail = useReconciliation(queriedDay && vendor ? { vendor, day: queriedDay } : null);
  const labels = useCsvLabels();
  const rows = dayView.data?.rows ?? [];
  return (
    <div className="page">
      <PageHeader title={t('reconciliation.title')} description={t('reconciliation.description')} />
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setQueriedDay(day);
        }}
      >
        <DatePicker
          showLabel
          label={t('filters.day')}
          value={day}
          onChange={(picked) => setTypedDay(picked ?? null)}
        />
        <Button type="submit" variant="primary" loading={dayView.isFetching}>
          {t('reconciliation.run')}
        </Button>
      </form>
      <p className="muted">
        {t('reconciliation.businessDay', { timeZone: `${timeZone} (${offset()})` })}
      </p>
      {dayView.error && <Banner tone="danger">{apiErrorText(dayView.error, lang)}</Banner>}
      {dayView.data && (
        <Card
          title={t('reconciliation.dayTitle', { day: formatDay(dayView.data.day) })}
          actions={
            <Button
              icon={<Download size={16} />}
              onClick={() =>
                downloadCsv(`reconciliation-${dayView.data.day}.csv`, dayCsv(dayView.data, labels))
              }
            >
              {t('reconciliation.exportCsv')}
            </Button>
          }
        >
          <DayTable rows={rows} onDetail={setVendor} />
        </Card>
      )}
      {dayView.data && (
        <Card
          title={t('reconciliation.detailTitle')}
          actions={
            detail.data && (
              <Button
                icon={<Download size={16} />}
                onClick={() =>
                  downloadCsv(
                    `reconciliation-${detail.data.day}-${detail.data.vendor}.csv`,
                    detailCsv(detail.data, labels),
                  )
                }
              >
                {t('reconciliation.exportDetailCsv')}
              </Button>
            )
          }
        >
          <label className="filters__label">
            {t('filters.vendor')}{' '}
            <select value={vendor} onChange={(e) => setVendor(e.target.value)}>
              <option value="">{t('reconciliation.chooseVendor')}</option>
              {rows.map((r) => (
                <option key={r.vendor} value={r.vendor}>
                  {r.vendor} · {r.vendorName}
                </option>
              ))}
            </select>
          </label>
          {detail.error && <Banner tone="danger">{apiErrorText(detail.error, lang)}</Banner>}
          {detail.data && <VendorDetail report={detail.data} />}
        </Card>
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
