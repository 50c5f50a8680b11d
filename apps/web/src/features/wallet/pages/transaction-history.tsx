import {
  ACCOUNT_RECORD_TYPES,
  ACCOUNT_RECORDS_MAX_DAYS,
  type TAccountRecord,
  type TAccountRecordType,
} from '@lw/contracts';
import { clsx } from 'clsx';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { useAccountRecords } from '../api/wallet-api';
import { Pagination } from '../../../components/ui/pagination';
import { ResultLine } from '../components/result-line';
import { describeReference } from '../lib/record-reference';
import {
  DATE_PRESETS,
  dayEndIso,
  dayStartIso,
  presetRange,
  type TDatePreset,
} from '../lib/date-presets';
import '../components/wallet.css';

export const RECORDS_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

interface TFilters {
  type: TAccountRecordType | '';
  from: string;
  to: string;
  preset: TDatePreset | null;
}

function initialFilters(): TFilters {
  return { type: '', ...presetRange('previous30'), preset: 'previous30' };
}

/** What is wrong with the chosen days, if anything. */
function rangeProblem(filters: TFilters): 'order' | 'tooLong' | null {
  if (!filters.from || !filters.to) return null;
  const span = (Date.parse(dayEndIso(filters.to)) - Date.parse(dayStartIso(filters.from))) / DAY_MS;
  if (span <= 0) return 'order';
  return span > ACCOUNT_RECORDS_MAX_DAYS ? 'tooLong' : null;
}

/** transactionHistory (spec §2 account record): every ledger entry, filtered and paged. */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation('wallet');
  const [filters, setFilters] = useState<TFilters>(initialFilters);
  const [page, setPage] = useState(1);
  const problem = rangeProblem(filters);
  const records = useAccountRecords(
    {
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.from ? { from: dayStartIso(filters.from) } : {}),
      ...(filters.to ? { to: dayEndIso(filters.to) } : {}),
      page,
      pageSize: RECORDS_PAGE_SIZE,
    },
    // A range the server would refuse is not asked for; the field says what to fix.
    problem === null,
  );

  const change = (patch: Partial<TFilters>) => {
    setFilters((old) => ({ ...old, preset: null, ...patch }));
    setPage(1);
  };
  const totalPages = records.data ? Math.ceil(records.data.total / records.data.pageSize) : 0;
  const items = records.data?.items ?? [];

  return (
    <div className="wallet">
      <section className="card" aria-label={t('history.filters')}>
        <div className="wallet__filters">
          <div className="field">
            <label className="field__label" htmlFor="history-type">
              {t('history.type')}
            </label>
            <select
              id="history-type"
              className="wallet__select"
              value={filters.type}
              onChange={(e) =>
                change({ type: e.target.value as TFilters['type'], preset: filters.preset })
              }
            >
              <option value="">{t('history.allTypes')}</option>
              {ACCOUNT_RECORD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('history.from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => change({ from: e.target.value })}
          />
          <TextField
            label={t('history.to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
            error={
              problem
                ? t(`history.range.${problem}`, { days: ACCOUNT_RECORDS_MAX_DAYS })
                : undefined
            }
          />
        </div>
        <div className="wallet__presets" role="group" aria-label={t('history.presets')}>
          {DATE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="wallet__preset"
              aria-pressed={filters.preset === preset}
              onClick={() => change({ ...presetRange(preset), preset })}
            >
              {t(`history.preset.${preset}`)}
            </button>
          ))}
        </div>
      </section>

      {records.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(records.error, i18n.language) }} />
      ) : null}

      {records.isPending && !problem ? (
        <div className="skeleton wallet__skeleton" aria-busy="true" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Receipt size={28} />}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          className="empty--panel"
          action={
            filters.preset === 'previous30' && !filters.type ? null : (
              <Button variant="secondary" onClick={() => change(initialFilters())}>
                {t('history.resetFilters')}
              </Button>
            )
          }
        />
      ) : (
        <div
          className="table-wrap"
          tabIndex={0}
          role="region"
          aria-label={t('history.tableLabel')}
          aria-busy={records.isFetching || undefined}
        >
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
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
    </div>
  );
}

function RecordRow({ record }: { record: TAccountRecord }) {
  const { t, i18n } = useTranslation('wallet');
  const sign = record.amount > 0 ? '+' : '';
  const referenceText = (reference: string) => {
    const described = describeReference(reference);
    return 'text' in described ? described.text : t(`ref.${described.key}`, described.values);
  };
  return (
    <tr>
      <td data-label={t('history.col.time')}>{formatDateTime(record.time, i18n.language)}</td>
      <td data-label={t('history.col.type')}>
        {/* The reason says the type and more ("To game wallet"); one label, not both. */}
        {t(`reason.${record.reason}`, { defaultValue: t(`type.${record.type}`) })}
      </td>
      <td data-label={t('history.col.amount')}>
        <span
          className={clsx(
            'money',
            record.amount > 0 ? 'money--in' : record.amount < 0 && 'money--out',
          )}
        >
          {sign}
          {formatMinorUnits(record.amount, i18n.language)}
        </span>
      </td>
      <td data-label={t('history.col.balanceAfter')}>
        <span className="money">{formatMinorUnits(record.balanceAfter, i18n.language)}</span>
      </td>
      <td data-label={t('history.col.reference')}>
        <span className="wallet__ref">
          {record.reference === null ? '—' : referenceText(record.reference)}
        </span>
      </td>
    </tr>
  );
}
