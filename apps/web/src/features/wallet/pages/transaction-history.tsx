import {
  ACCOUNT_RECORD_TYPES,
  ACCOUNT_RECORDS_MAX_DAYS,
  dayRangeInstants,
  type TAccountRecord,
  type TAccountRecordType,
} from '@lw/contracts';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/records/day-range-fields';
import { FilterSelect } from '../../../components/records/filter-select';
import { Amount, SignedAmount } from '../../../components/records/record-money';
import { RecordFilters } from '../../../components/records/record-filters';
import { RecordsView } from '../../../components/records/records-view';
import { TableRegion } from '../../../components/records/table-region';
import {
  RECORDS_PAGE_SIZE,
  recordsPageCount,
  usePagedFilters,
} from '../../../components/records/use-paged-filters';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { useAccountRecords } from '../api/wallet-api';
import { ResultLine } from '../../../components/ui/result-line';
import { describeReference } from '../lib/record-reference';
import { useSiteTimeZone } from '../../../lib/date-time';
import { DATE_PRESETS, presetRange, type TDatePreset } from '../lib/date-presets';
import '../components/wallet.css';

const DAY_MS = 86_400_000;

interface TFilters {
  type: TAccountRecordType | '';
  from: string;
  to: string;
  preset: TDatePreset | null;
}

function initialFilters(timeZone: string): TFilters {
  return { type: '', ...presetRange('previous30', timeZone), preset: 'previous30' };
}

/** What is wrong with the chosen days (as the server will measure them), if anything. */
function rangeProblem(
  range: { from?: string; to?: string },
  filters: TFilters,
): 'order' | 'tooLong' | null {
  if (!filters.from || !filters.to) return null;
  if (filters.from > filters.to) return 'order';
  const span = (Date.parse(range.to ?? '') - Date.parse(range.from ?? '')) / DAY_MS;
  return span > ACCOUNT_RECORDS_MAX_DAYS ? 'tooLong' : null;
}

/** transactionHistory (spec §2 account record): every ledger entry, filtered and paged. */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation('wallet');
  const timeZone = useSiteTimeZone();
  const {
    filters,
    change: update,
    page,
    setPage,
  } = usePagedFilters<TFilters>(() => initialFilters(timeZone));
  // The days picked are days of the site time zone: [start of from, start of the day after to).
  const range = dayRangeInstants(filters.from || undefined, filters.to || undefined, timeZone);
  const problem = rangeProblem(range, filters);
  const records = useAccountRecords(
    {
      ...(filters.type ? { type: filters.type } : {}),
      ...range,
      page,
      pageSize: RECORDS_PAGE_SIZE,
    },
    // A range the server would refuse is not asked for; the field says what to fix.
    problem === null,
  );

  // Days picked by hand are no preset any more.
  const change = (patch: Partial<TFilters>) => update({ preset: null, ...patch });
  const totalPages = records.data ? recordsPageCount(records.data.total) : 0;
  const items = records.data?.items ?? [];

  return (
    <div className="records">
      <RecordFilters
        label={t('history.filters')}
        presetsLabel={t('history.presets')}
        presets={DATE_PRESETS}
        preset={filters.preset}
        presetLabel={(preset) => t(`history.preset.${preset}`)}
        onPreset={(preset) => change({ ...presetRange(preset, timeZone), preset })}
      >
        <FilterSelect
          id="history-type"
          label={t('history.type')}
          allLabel={t('history.allTypes')}
          value={filters.type}
          options={ACCOUNT_RECORD_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(type) => change({ type: type as TFilters['type'], preset: filters.preset })}
        />
        <DayRangeFields
          fromLabel={t('history.from')}
          toLabel={t('history.to')}
          from={filters.from}
          to={filters.to}
          onChange={change}
          error={
            problem ? t(`history.range.${problem}`, { days: ACCOUNT_RECORDS_MAX_DAYS }) : undefined
          }
        />
      </RecordFilters>

      {records.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(records.error, i18n.language) }} />
      ) : null}

      <RecordsView
        pending={records.isPending && !problem}
        empty={
          items.length === 0 ? (
            <EmptyState
              icon={<Receipt size={28} />}
              title={t('history.emptyTitle')}
              text={t('history.emptyText')}
              className="empty--panel"
              action={
                filters.preset === 'previous30' && !filters.type ? null : (
                  <Button variant="secondary" onClick={() => change(initialFilters(timeZone))}>
                    {t('history.resetFilters')}
                  </Button>
                )
              }
            />
          ) : null
        }
      >
        <TableRegion label={t('history.tableLabel')} busy={records.isFetching}>
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('history.col.time')}</th>
                <th scope="col">{t('history.col.type')}</th>
                <th scope="col">{t('history.col.amount')}</th>
                <th scope="col">{t('history.col.balanceAfter')}</th>
                <th scope="col">{t('history.col.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => (
                <RecordRow key={record.id} record={record} />
              ))}
            </tbody>
          </table>
        </TableRegion>
      </RecordsView>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
    </div>
  );
}

function RecordRow({ record }: { record: TAccountRecord }) {
  const { t } = useTranslation('wallet');
  const { dateTime } = useDateTime();
  const referenceText = (reference: string) => {
    const described = describeReference(reference);
    return 'text' in described ? described.text : t(`ref.${described.key}`, described.values);
  };
  return (
    <tr>
      <td data-label={t('history.col.time')}>{dateTime(record.time)}</td>
      <td data-label={t('history.col.type')}>
        {/* The reason says the type and more ("To game wallet"); one label, not both. */}
        {t(`reason.${record.reason}`, { defaultValue: t(`type.${record.type}`) })}
      </td>
      <td data-label={t('history.col.amount')}>
        <SignedAmount minor={record.amount} />
      </td>
      <td data-label={t('history.col.balanceAfter')}>
        <Amount minor={record.balanceAfter} />
      </td>
      <td data-label={t('history.col.reference')}>
        <span className="wallet__ref">
          {record.reference === null ? '—' : referenceText(record.reference)}
        </span>
      </td>
    </tr>
  );
}
