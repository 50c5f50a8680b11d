import { ZRoundStatus, type TRoundRecord } from '@lw/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashierCurrency } from '../../../api/currency';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { useBettingRecords } from '../api/list-betting-records';
import { PeriodFilter } from '../components/period-filter';
import { RoundDetailDialog } from '../components/round-detail-dialog';
import { FigureCells, FigureHeaders, FigureList } from '../components/round-figures';
import { RoundStatus } from '../components/round-status';
import { FilterSelect } from '../../../components/records/filter-select';
import { RecordsError, RecordsView } from '../../../components/records/records-view';
import { TableRegion } from '../../../components/records/table-region';
import {
  RECORDS_PAGE_SIZE,
  recordsPageCount,
  usePagedFilters,
} from '../../../components/records/use-paged-filters';
import { TotalsBar } from '../components/totals-bar';
import { DEFAULT_PERIOD, periodQuery, periodReversed, type TPeriod } from '../lib/period';
import { useCategoryOptions, useVendorName, useVendorOptions } from '../lib/use-filter-options';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import '../components/game-records.css';

interface TFilters {
  period: TPeriod;
  vendor: string;
  category: string;
  status: '' | TRoundRecord['status'];
}

const INITIAL: TFilters = { period: DEFAULT_PERIOD, vendor: '', category: '', status: '' };

/** personalHistoryCopy (spec §2 betting record): every round of a period, filtered and paged. */
export function BettingRecordsPage() {
  const { t, i18n } = useTranslation('gameRecords');
  const { dateTime } = useDateTime();
  const { filters, change, page, setPage } = usePagedFilters(INITIAL);
  const [openId, setOpenId] = useState<number | null>(null);
  const currency = useCashierCurrency();
  const phone = useMediaQuery(MEDIA.phone);
  const vendors = useVendorOptions();
  const categories = useCategoryOptions();
  const vendorName = useVendorName();
  const reversed = periodReversed(filters.period);
  const records = useBettingRecords(
    {
      ...periodQuery(filters.period),
      ...(filters.vendor ? { vendor: filters.vendor } : {}),
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      page,
      pageSize: RECORDS_PAGE_SIZE,
    },
    // Days in the wrong order are not asked for; the field says what to fix.
    !reversed,
  );
  const data = reversed ? undefined : records.data;
  const list = data?.list ?? [];
  const totalPages = data ? recordsPageCount(data.total) : 0;
  const time = (round: TRoundRecord) => dateTime(round.settledAt ?? round.openedAt);
  const filtered =
    filters.period.preset !== DEFAULT_PERIOD.preset ||
    Boolean(filters.vendor || filters.category || filters.status);

  return (
    <div className="records">
      <PeriodFilter
        period={filters.period}
        applied={records.data}
        onChange={(period) => change({ period })}
      >
        <FilterSelect
          id="records-vendor"
          label={t('filters.vendor')}
          allLabel={t('filters.allVendors')}
          value={filters.vendor}
          options={vendors}
          onChange={(vendor) => change({ vendor })}
        />
        <FilterSelect
          id="records-category"
          label={t('filters.category')}
          allLabel={t('filters.allCategories')}
          value={filters.category}
          options={categories}
          onChange={(category) => change({ category })}
        />
        <FilterSelect
          id="records-status"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filters.status}
          options={ZRoundStatus.options.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(status) => change({ status: status as TFilters['status'] })}
        />
      </PeriodFilter>

      {data && phone ? <TotalsBar totals={data.totals} currency={currency} /> : null}

      <RecordsView
        error={
          records.isError && !reversed ? (
            <RecordsError>{errorText(records.error, i18n.language)}</RecordsError>
          ) : null
        }
        pending={records.isPending && !reversed}
        empty={
          list.length === 0 ? (
            <EmptyState
              icon={<History size={28} />}
              title={t('records.emptyTitle')}
              text={t('records.emptyText')}
              className="empty--panel"
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => change(INITIAL)}>
                    {t('filters.reset')}
                  </Button>
                ) : null
              }
            />
          ) : null
        }
      >
        {phone ? (
          <ul className="records__cards" aria-label={t('records.listLabel')}>
            {list.map((round) => (
              <li key={round.id} className="records__card">
                <button
                  type="button"
                  className="records__card-head"
                  onClick={() => setOpenId(round.id)}
                  aria-label={t('records.openDetail', { game: round.gameName })}
                >
                  <span className="records__game">{round.gameName}</span>
                  <RoundStatus status={round.status} />
                </button>
                <p className="records__muted">
                  {vendorName(round.vendor)} · {time(round)}
                </p>
                <FigureList of={round} currency={round.currency} />
              </li>
            ))}
          </ul>
        ) : (
          <TableRegion label={t('records.tableLabel')} busy={records.isFetching}>
            <table className="table records__table">
              <thead>
                <tr>
                  <th scope="col">{t('col.time')}</th>
                  <th scope="col">{t('col.vendor')}</th>
                  <th scope="col">{t('col.game')}</th>
                  <FigureHeaders />
                  <th scope="col">{t('col.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((round) => (
                  <tr key={round.id}>
                    <td>{time(round)}</td>
                    <td>{vendorName(round.vendor)}</td>
                    <td className="records__game-cell">
                      <button
                        type="button"
                        className="records__link"
                        onClick={() => setOpenId(round.id)}
                        aria-label={t('records.openDetail', { game: round.gameName })}
                      >
                        {round.gameName}
                      </button>
                    </td>
                    <FigureCells of={round} currency={round.currency} />
                    <td>
                      <RoundStatus status={round.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
              {data ? (
                <tfoot>
                  <tr className="records__total-row">
                    <th scope="row" colSpan={3}>
                      {t('totals.row', { count: data.totals.rounds })}
                    </th>
                    <FigureCells of={data.totals} currency={currency} />
                    <td />
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </TableRegion>
        )}
      </RecordsView>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      <RoundDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
