import type { TProfitResponse, TRoundTotals } from '@lw/contracts';
import { ChartNoAxesCombined } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { useCashierCurrency } from '../../../api/currency';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/error-text';
import { useProfitAndLoss } from '../api/get-profit-and-loss';
import { PeriodFilter } from '../components/period-filter';
import { FigureCells, FigureHeaders, FigureList } from '../components/round-figures';
import { FilterSelect } from '../../../components/records/filter-select';
import { SignedAmount } from '../../../components/records/record-money';
import { RecordsError, RecordsView } from '../../../components/records/records-view';
import { TableRegion } from '../../../components/records/table-region';
import { DEFAULT_PERIOD, periodQuery, periodReversed, type TPeriod } from '../lib/period';
import { useVendorName, useVendorOptions } from '../lib/use-filter-options';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { TotalsBar } from '../components/totals-bar';
import '../components/game-records.css';

type TRow = TRoundTotals & { key: string; label: string };

/** The answer's days summed per vendor, biggest turnover first. */
function byVendor(days: TProfitResponse['days'], name: (code: string) => string): TRow[] {
  const rows = new Map<string, TRow>();
  for (const day of days) {
    const row = rows.get(day.vendor) ?? {
      key: day.vendor,
      label: name(day.vendor),
      rounds: 0,
      bet: 0,
      validBet: 0,
      win: 0,
      profit: 0,
    };
    row.rounds += day.rounds;
    row.bet += day.bet;
    row.validBet += day.validBet;
    row.win += day.win;
    row.profit += day.profit;
    rows.set(day.vendor, row);
  }
  return [...rows.values()].sort((a, b) => b.bet - a.bet);
}

/** personalProfit (spec §2 profit and loss): the period's result, per vendor and per day. */
export function ProfitAndLossPage() {
  const { t, i18n } = useTranslation('gameRecords');
  const { day: formatDay } = useDateTime();
  const [period, setPeriod] = useState<TPeriod>(DEFAULT_PERIOD);
  const [vendor, setVendor] = useState('');
  const currency = useCashierCurrency();
  const phone = useMediaQuery(MEDIA.phone);
  const vendors = useVendorOptions();
  const vendorName = useVendorName();
  const reversed = periodReversed(period);
  const profit = useProfitAndLoss(
    { ...periodQuery(period), ...(vendor ? { vendor } : {}) },
    !reversed,
  );
  const data = reversed ? undefined : profit.data;

  return (
    <div className="records">
      <PeriodFilter period={period} applied={profit.data} onChange={setPeriod}>
        <FilterSelect
          id="profit-vendor"
          label={t('filters.vendor')}
          allLabel={t('filters.allVendors')}
          value={vendor}
          options={vendors}
          onChange={setVendor}
        />
      </PeriodFilter>

      <RecordsView
        error={
          profit.isError && !reversed ? (
            <RecordsError>{errorText(profit.error, i18n.language)}</RecordsError>
          ) : null
        }
        pending={profit.isPending && !reversed}
        empty={
          !data || data.totals.rounds === 0 ? (
            <EmptyState
              icon={<ChartNoAxesCombined size={28} />}
              title={t('profit.emptyTitle')}
              text={t('profit.emptyText')}
              className="empty--panel"
            />
          ) : null
        }
      >
        {/* Rows only with an answer (RecordsView shows the empty state without one). */}
        {data ? (
          <>
            <section className="card records__overall" aria-label={t('profit.overall')}>
              <p className="records__overall-label">{t('profit.overall')}</p>
              <p className="records__overall-value">
                <SignedAmount minor={data.totals.profit} currency={currency} />
              </p>
              <p className="records__muted">
                {t('profit.period', { from: formatDay(data.from), to: formatDay(data.to) })}
              </p>
            </section>
            <TotalsBar totals={data.totals} currency={currency} />
            {[
              { id: 'vendor', title: t('profit.byVendor'), rows: byVendor(data.days, vendorName) },
              {
                id: 'day',
                title: t('profit.byDay'),
                rows: data.days.map((d) => ({
                  ...d,
                  key: `${d.day}-${d.vendor}`,
                  label: `${formatDay(d.day)} · ${vendorName(d.vendor)}`,
                })),
              },
            ].map((group) => (
              <section key={group.id} className="records__group">
                <h2 id={`pl-${group.id}`} className="records__subtitle">
                  {group.title}
                </h2>
                {phone ? (
                  <ul className="records__cards">
                    {group.rows.map((row) => (
                      <li key={row.key} className="records__card">
                        <p className="records__game">{row.label}</p>
                        <FigureList of={row} currency={currency} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <TableRegion label={group.title}>
                    <table className="table records__table">
                      <thead>
                        <tr>
                          <th scope="col">
                            {group.id === 'vendor' ? t('col.vendor') : t('profit.dayVendor')}
                          </th>
                          <th scope="col" className="records__num">
                            {t('totals.rounds')}
                          </th>
                          <FigureHeaders />
                        </tr>
                      </thead>
                      <tbody>
                        {group.rows.map((row) => (
                          <tr key={row.key}>
                            <th scope="row">{row.label}</th>
                            <td className="records__num">{row.rounds}</td>
                            <FigureCells of={row} currency={currency} />
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableRegion>
                )}
              </section>
            ))}
          </>
        ) : null}
      </RecordsView>
    </div>
  );
}
