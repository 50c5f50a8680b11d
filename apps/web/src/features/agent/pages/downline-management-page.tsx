import {
  AGENT_TEAM_API,
  TEAM_MEMBER_KINDS,
  TEAM_MEMBER_STATUSES,
  type TTeamMember,
} from '@lw/contracts';
import { ArrowLeftRight, Search, Users } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/records/filter-select';
import { Amount } from '../../../components/records/record-money';
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
import { AgentDownlineTransfers } from '../../wallet';
import { useTeamMembers } from '../api/team-api';
import { CsvButton } from '../components/team-period';
import '../components/agent-team.css';

interface TFilters {
  parentId: number | undefined;
  search: string;
  status: string;
  kind: string;
}

const START: TFilters = { parentId: undefined, search: '', status: '', kind: '' };

/**
 * downlineManagmentView: the team one level at a time (drill down into an agent, back along the
 * breadcrumb) or a search of the whole subtree; each row's "transfer" fills the transfer form
 * below (a pull from a member still waits for that member's consent).
 */
export default function DownlineManagementPage() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const { filters, change, page, setPage } = usePagedFilters<TFilters>(START);
  const [typed, setTyped] = useState('');
  const [transfer, setTransfer] = useState({ username: '', nonce: 0 });
  const transferRef = useRef<HTMLDivElement>(null);
  const query = {
    ...(filters.parentId ? { parentId: filters.parentId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status as TTeamMember['status'] } : {}),
    ...(filters.kind ? { kind: filters.kind as TTeamMember['kind'] } : {}),
    page,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const members = useTeamMembers(query);
  const data = members.data;
  const items = data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: typed.trim() });
  };
  const pickTransfer = (username: string) => {
    setTransfer((old) => ({ username, nonce: old.nonce + 1 }));
    requestAnimationFrame(() => transferRef.current?.scrollIntoView?.({ block: 'start' }));
  };

  return (
    <div className="agent-team">
      <section className="card records__filters" aria-label={t('team.members.filters')}>
        <form className="records__fields" onSubmit={submit} role="search">
          <TextField
            label={t('team.members.search')}
            icon={<Search size={18} />}
            name="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={64}
          />
          <FilterSelect
            id="team-status"
            label={t('team.col.status')}
            allLabel={t('team.all')}
            value={filters.status}
            options={TEAM_MEMBER_STATUSES.map((s) => ({ value: s, label: t(`team.status.${s}`) }))}
            onChange={(status) => change({ status })}
          />
          <FilterSelect
            id="team-kind"
            label={t('team.col.kind')}
            allLabel={t('team.all')}
            value={filters.kind}
            options={TEAM_MEMBER_KINDS.map((k) => ({ value: k, label: t(`team.kind.${k}`) }))}
            onChange={(kind) => change({ kind })}
          />
          <Button type="submit" icon={<Search size={16} aria-hidden="true" />}>
            {t('team.members.searchButton')}
          </Button>
        </form>
      </section>

      <div className="agent-team__bar">
        <nav aria-label={t('team.members.path')}>
          <ol className="agent-team__crumbs">
            {(data?.breadcrumb ?? []).map((crumb, i, all) => (
              <li key={crumb.id}>
                {i === all.length - 1 ? (
                  <span aria-current="location">{crumb.username}</span>
                ) : (
                  <button
                    type="button"
                    className="agent-team__link"
                    onClick={() => {
                      setTyped('');
                      change({ parentId: i === 0 ? undefined : crumb.id, search: '' });
                    }}
                  >
                    {crumb.username}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <CsvButton path={AGENT_TEAM_API.membersCsv} query={query} name="team-members" />
      </div>
      {filters.search ? (
        <p className="agent-team__note">{t('team.members.searching', { text: filters.search })}</p>
      ) : null}

      {members.isError ? (
        <ResultLine result={{ tone: 'error', text: errorText(members.error, i18n.language) }} />
      ) : null}
      <RecordsView
        pending={members.isPending}
        empty={
          items.length === 0 ? (
            <EmptyState
              icon={<Users size={28} />}
              title={t('team.members.emptyTitle')}
              text={t('team.members.emptyText')}
              className="empty--panel"
            />
          ) : null
        }
      >
        <TableRegion label={t('team.members.table')} busy={members.isFetching}>
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('team.col.username')}</th>
                <th scope="col">{t('team.col.nickname')}</th>
                <th scope="col">{t('team.col.kind')}</th>
                <th scope="col">{t('team.col.level')}</th>
                <th scope="col">{t('team.col.status')}</th>
                <th scope="col">{t('team.col.balance')}</th>
                <th scope="col">{t('team.col.lastSignIn')}</th>
                <th scope="col">{t('team.col.registered')}</th>
                <th scope="col">{t('team.col.directDownlines')}</th>
                <th scope="col">{t('team.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id}>
                  <td data-label={t('team.col.username')}>
                    {m.kind === 'agent' && m.directDownlines > 0 ? (
                      <button
                        type="button"
                        className="agent-team__link"
                        onClick={() => {
                          setTyped('');
                          change({ parentId: m.id, search: '' });
                        }}
                        aria-label={t('team.members.open', { name: m.username })}
                      >
                        {m.username}
                      </button>
                    ) : (
                      m.username
                    )}
                  </td>
                  <td data-label={t('team.col.nickname')}>{m.nickname}</td>
                  <td data-label={t('team.col.kind')}>{t(`team.kind.${m.kind}`)}</td>
                  <td data-label={t('team.col.level')}>{m.level}</td>
                  <td data-label={t('team.col.status')}>{t(`team.status.${m.status}`)}</td>
                  <td data-label={t('team.col.balance')}>
                    <Amount minor={m.balance} currency={data?.currency} />
                  </td>
                  <td data-label={t('team.col.lastSignIn')}>
                    {m.lastLoginAt ? dateTime(m.lastLoginAt) : '—'}
                  </td>
                  <td data-label={t('team.col.registered')}>{dateTime(m.registeredAt)}</td>
                  <td data-label={t('team.col.directDownlines')}>{m.directDownlines}</td>
                  <td data-label={t('team.col.actions')}>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<ArrowLeftRight size={14} aria-hidden="true" />}
                      onClick={() => pickTransfer(m.username)}
                      aria-label={t('team.members.transferTo', { name: m.username })}
                    >
                      {t('team.members.transfer')}
                    </Button>
                  </td>
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
      <div ref={transferRef}>
        <AgentDownlineTransfers key={transfer.nonce} initialUsername={transfer.username} />
      </div>
    </div>
  );
}
