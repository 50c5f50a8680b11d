import { AGENT_TEAM_API, GAME_CATEGORIES } from '@lw/contracts';
import { History, Search } from 'lucide-react';
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
import { useTeamWagers } from '../api/team-api';
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
  product: string;
  category: string;
}

/** personalHistoryCopy (agent centre): the team's settled wagers, filtered and paged. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const { filters, change, page, setPage } = usePagedFilters<TFilters>({
    ...TODAY,
    member: '',
    product: '',
    category: '',
  });
  const [typed, setTyped] = useState({ member: '', product: '' });
  const query = {
    ...periodQuery(filters),
    ...(filters.member ? { member: filters.member } : {}),
    ...(filters.product ? { product: filters.product } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    page,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const wagers = useTeamWagers(query, periodReady(filters));
  const data = wagers.data;
  const items = data?.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ member: typed.member.trim(), product: typed.product.trim() });
  };

  return (
    <div className="agent-team">
      <TeamFilters label={t('team.filters')} filter={filters} onChange={change}>
        <FilterSelect
          id="team-category"
          label={t('team.col.category')}
          allLabel={t('team.all')}
          value={filters.category}
          options={GAME_CATEGORIES.map((c) => ({
            value: c.code,
            label: t(c.labelKey, { ns: 'common' }),
          }))}
          onChange={(category) => change({ category })}
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
          value={typed.member}
          maxLength={64}
          onChange={(e) => setTyped({ ...typed, member: e.target.value })}
        />
        <TextField
          label={t('team.col.product')}
          name="product"
          value={typed.product}
          maxLength={40}
          onChange={(e) => setTyped({ ...typed, product: e.target.value })}
        />
        <Button type="submit" icon={<Search size={16} aria-hidden="true" />}>
          {t('team.members.searchButton')}
        </Button>
      </form>
      {data ? (
        <div className="agent-team__bar">
          <p className="agent-team__note">
            {t('team.bets.totals', { count: data.total })} · {t('team.col.stake')}{' '}
            <Amount minor={data.totals.stake} /> · {t('team.col.validStake')}{' '}
            <Amount minor={data.totals.validStake} /> · {t('team.col.profitLoss')}{' '}
            <SignedAmount minor={data.totals.profitLoss} />
          </p>
          <CsvButton path={AGENT_TEAM_API.wagersCsv} query={query} name="team-wagers" />
        </div>
      ) : null}
      {wagers.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(wagers.error, i18n.language) }} />
      ) : null}
      <RecordsView
        pending={wagers.isPending && periodReady(filters)}
        empty={
          items.length === 0 ? (
            <EmptyState
              icon={<History size={28} />}
              title={t('team.bets.emptyTitle')}
              text={t('team.bets.emptyText')}
              className="empty--panel"
            />
          ) : null
        }
      >
        <TableRegion label={t('team.bets.table')} busy={wagers.isFetching}>
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('team.col.time')}</th>
                <th scope="col">{t('team.col.username')}</th>
                <th scope="col">{t('team.col.product')}</th>
                <th scope="col">{t('team.col.game')}</th>
                <th scope="col">{t('team.col.stake')}</th>
                <th scope="col">{t('team.col.validStake')}</th>
                <th scope="col">{t('team.col.win')}</th>
                <th scope="col">{t('team.col.profitLoss')}</th>
                <th scope="col">{t('team.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((w) => (
                <tr key={`${w.product}:${w.wagerId}:${w.leg}`}>
                  <td data-label={t('team.col.time')}>{dateTime(w.settledAt)}</td>
                  <td data-label={t('team.col.username')}>{w.username}</td>
                  <td data-label={t('team.col.product')}>{w.product}</td>
                  <td data-label={t('team.col.game')}>{w.gameCode}</td>
                  <td data-label={t('team.col.stake')}>
                    <Amount minor={w.stake} currency={w.currency} />
                  </td>
                  <td data-label={t('team.col.validStake')}>
                    <Amount minor={w.validStake} currency={w.currency} />
                  </td>
                  <td data-label={t('team.col.win')}>
                    <Amount minor={w.win} currency={w.currency} />
                  </td>
                  <td data-label={t('team.col.profitLoss')}>
                    <SignedAmount minor={w.profitLoss} currency={w.currency} />
                  </td>
                  <td data-label={t('team.col.status')}>{t(`team.wagerStatus.${w.status}`)}</td>
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
