import { ACCOUNT_RECORD_TYPES, AGENT_TEAM_API, type TAccountRecordType } from '@lw/contracts';
import { Receipt, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/records/filter-select';
import { Amount, SignedAmount } from '../../../components/records/record-money';
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
import { ResultLine } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { useTeamTransactions } from '../api/team-api';
import {
  CsvButton,
  periodQuery,
  periodReady,
  TeamFilters,
  TODAY,
  type TPeriodFilter,
} from '../components/team-period';
import '../components/agent-team.css';

interface TFilters extends TPeriodFilter {
  member: string;
  type: TAccountRecordType | '';
}

/** agentDownlineTransactionDetailsCopy: the team's ledger entries, filtered and paged. */
export default function TeamTransactionsPage() {
  // Wallet's texts name the entry types; the page's own texts come after (the key check reads
  // the last namespace asked for before a key).
  const { t: tw } = useTranslation('wallet');
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const { filters, change, page, setPage } = usePagedFilters<TFilters>({
    ...TODAY,
    member: '',
    type: '',
  });
  const [typed, setTyped] = useState('');
  const query = {
    ...periodQuery(filters),
    ...(filters.member ? { member: filters.member } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    page,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const entries = useTeamTransactions(query, periodReady(filters));
  const data = entries.data;
  const items = data?.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ member: typed.trim() });
  };

  return (
    <div className="agent-team">
      <TeamFilters label={t('team.filters')} filter={filters} onChange={change}>
        <FilterSelect
          id="team-entry-type"
          label={t('team.col.type')}
          allLabel={t('team.all')}
          value={filters.type}
          options={ACCOUNT_RECORD_TYPES.map((type) => ({ value: type, label: tw(`type.${type}`) }))}
          onChange={(type) => change({ type: type as TFilters['type'] })}
        />
      </TeamFilters>
      <form
        className="card records__fields"
        onSubmit={submit}
        role="search"
        aria-label={t('team.bets.search')}
      >
        <TextField
          label={t('team.col.username')}
          name="member"
          value={typed}
          maxLength={64}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" icon={<Search size={16} aria-hidden="true" />}>
          {t('team.members.searchButton')}
        </Button>
      </form>
      {data ? (
        <div className="agent-team__bar">
          <p className="agent-team__note">{t('team.tx.count', { count: data.total })}</p>
          <CsvButton path={AGENT_TEAM_API.transactionsCsv} query={query} name="team-transactions" />
        </div>
      ) : null}
      {entries.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(entries.error, i18n.language) }} />
      ) : null}
      <RecordsView
        pending={entries.isPending && periodReady(filters)}
        empty={
          items.length === 0 ? (
            <EmptyState
              icon={<Receipt size={28} />}
              title={t('team.tx.emptyTitle')}
              text={t('team.tx.emptyText')}
              className="empty--panel"
            />
          ) : null
        }
      >
        <TableRegion label={t('team.tx.table')} busy={entries.isFetching}>
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('team.col.time')}</th>
                <th scope="col">{t('team.col.username')}</th>
                <th scope="col">{t('team.col.type')}</th>
                <th scope="col">{t('team.col.amount')}</th>
                <th scope="col">{t('team.col.balanceAfter')}</th>
                <th scope="col">{t('team.col.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('team.col.time')}>{dateTime(e.time)}</td>
                  <td data-label={t('team.col.username')}>{e.username}</td>
                  <td data-label={t('team.col.type')}>
                    {tw(`reason.${e.reason}`, { defaultValue: tw(`type.${e.type}`) })}
                  </td>
                  <td data-label={t('team.col.amount')}>
                    <SignedAmount minor={e.amount} currency={e.currency} />
                  </td>
                  <td data-label={t('team.col.balanceAfter')}>
                    <Amount minor={e.balanceAfter} currency={e.currency} />
                  </td>
                  <td data-label={t('team.col.reference')}>{e.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </RecordsView>
      <Pagination
        page={page}
        totalPages={data ? recordsPageCount(data.total) : 0}
        onChange={setPage}
      />
    </div>
  );
}
