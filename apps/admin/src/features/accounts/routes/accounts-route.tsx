import { ACCOUNT_STATUSES, type TAccountStatus, type TAccountSummary } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { UserPlus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DebouncedSearch } from '../../../components/ui/debounced-search';
import { Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import type { AccountFilters, TAccountKind } from '../api/accounts-api';
import { useAccount, useAccountsPage } from '../api/use-accounts';
import { AccountStatusPill, AccountTypeBadge } from '../components/account-badges';
import { AgentPicker } from '../components/agent-picker';
import { CreateAgentDrawer } from '../components/create-agent-drawer';

const KINDS: readonly TAccountKind[] = ['all', 'member', 'agent', 'trial'];

function readFilters(params: URLSearchParams): AccountFilters {
  const kind = params.get('kind') as TAccountKind | null;
  const status = params.get('status') as TAccountStatus | null;
  const under = Number(params.get('underAgentId'));
  return {
    q: params.get('q')?.trim() || undefined,
    kind: kind && KINDS.includes(kind) ? kind : 'all',
    status: status && ACCOUNT_STATUSES.includes(status) ? status : undefined,
    underAgentId: Number.isInteger(under) && under > 0 ? under : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Math.min(200, Math.max(1, Number(params.get('pageSize')) || 50)),
  };
}

function toParams(filters: AccountFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (key === 'kind' && value === 'all') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === 50) continue;
    out.set(key, String(value));
  }
  return out;
}

function AccountsScreen() {
  const { t, i18n } = useTranslation('accounts');
  const { dateTime } = useDateTime();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const accounts = useAccountsPage(filters);
  const underAgent = useAccount(filters.underAgentId);
  const canManage = useCan('members.manage');
  const [creating, setCreating] = useState(false);

  function update(next: Partial<AccountFilters>) {
    // Any filter change starts again at the first page.
    setParams(toParams({ ...filters, page: 1, ...next }), { replace: 'q' in next });
  }

  const columns = useMemo<ColumnDef<TAccountSummary, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('username'),
        meta: { label: t('username') },
        cell: ({ row }) => (
          <Link
            to={`/accounts/${row.original.id}`}
            className="mono table-link"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.username}
          </Link>
        ),
      },
      { accessorKey: 'nickname', header: t('nickname'), meta: { label: t('nickname') } },
      {
        accessorKey: 'type',
        header: t('type'),
        // The CSV carries the type's name, as the badge shows it, not its number.
        meta: { label: t('type'), csv: (row) => t(`types.${row.type}`) },
        cell: ({ row }) => <AccountTypeBadge type={row.original.type} />,
      },
      {
        accessorKey: 'status',
        header: t('status'),
        meta: { label: t('status'), csv: (row) => t(`statuses.${row.status}`) },
        cell: ({ row }) => <AccountStatusPill status={row.original.status} />,
      },
      {
        accessorKey: 'uplineUsername',
        header: t('upline'),
        meta: { label: t('upline') },
        cell: ({ row }) =>
          row.original.uplineId !== null ? (
            <Link
              to={`/accounts/${row.original.uplineId}`}
              className="mono table-link"
              onClick={(e) => e.stopPropagation()}
            >
              {row.original.uplineUsername}
            </Link>
          ) : (
            <span className="muted">{t('topLevel')}</span>
          ),
      },
      {
        accessorKey: 'depth',
        header: t('depth'),
        meta: { label: t('depth'), className: 'num' },
      },
      {
        accessorKey: 'createdAt',
        header: t('createdAt'),
        meta: { label: t('createdAt') },
        cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt)}</span>,
      },
      {
        accessorKey: 'lastLoginAt',
        header: t('lastLoginAt'),
        meta: { label: t('lastLoginAt') },
        cell: ({ row }) => (
          <span className="two-line">
            <span className="nowrap">{dateTime(row.original.lastLoginAt)}</span>
            {row.original.lastLoginIp && (
              <span className="mono muted">{row.original.lastLoginIp}</span>
            )}
          </span>
        ),
      },
      {
        accessorKey: 'lastLoginIp',
        header: t('lastLoginIp'),
        meta: { label: t('lastLoginIp') },
        cell: ({ row }) => <span className="mono">{row.original.lastLoginIp ?? '—'}</span>,
      },
    ],
    [t, dateTime],
  );
  // The server pages and orders the rows; sorting one page in the browser would mislead.
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );

  const underAgentValue =
    filters.underAgentId === undefined
      ? null
      : {
          id: filters.underAgentId,
          username: underAgent.data?.username ?? `#${filters.underAgentId}`,
        };
  const data = accounts.data;

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canManage && (
            <Button
              variant="primary"
              icon={<UserPlus size={16} />}
              onClick={() => setCreating(true)}
            >
              {t('create.button')}
            </Button>
          )
        }
      />
      <div className="kind-tabs" role="group" aria-label={t('kindLabel')}>
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={clsx('kind-tabs__tab', filters.kind === kind && 'is-active')}
            aria-pressed={filters.kind === kind}
            onClick={() => update({ kind })}
          >
            {t(`kinds.${kind}`)}
          </button>
        ))}
      </div>
      {accounts.isError && (
        <Banner tone="danger">{apiErrorText(accounts.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(a) => String(a.id)}
        loading={accounts.isPending || accounts.isPlaceholderData}
        emptyText={t('empty')}
        csvFilename={`accounts-page-${filters.page}.csv`}
        initialHidden={{ lastLoginIp: false }}
        onRowClick={(a) => void navigate(`/accounts/${a.id}`)}
        toolbar={
          <div className="filters">
            <DebouncedSearch
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              value={filters.q ?? ''}
              onSearch={(q) => update({ q: q || undefined })}
            />
            <Select
              aria-label={t('status')}
              className="filters__select"
              value={filters.status ?? ''}
              onChange={(e) =>
                update({ status: (e.target.value || undefined) as TAccountStatus | undefined })
              }
            >
              <option value="">{t('anyStatus')}</option>
              {ACCOUNT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
            <div className="filters__agent">
              <label htmlFor="accounts-under-agent" className="filters__label">
                {t('downlineOf')}
              </label>
              <AgentPicker
                id="accounts-under-agent"
                value={underAgentValue}
                placeholder={t('picker.anyAgent')}
                onChange={(agent) => update({ underAgentId: agent?.id })}
              />
            </div>
            {(filters.q || filters.status || filters.underAgentId || filters.kind !== 'all') && (
              <Button
                size="sm"
                variant="ghost"
                icon={<X size={14} />}
                onClick={() => setParams(new URLSearchParams())}
              >
                {t('clearFilters')}
              </Button>
            )}
          </div>
        }
        footer={<ResultPager result={data} onChange={update} />}
      />
      {canManage && <CreateAgentDrawer open={creating} onClose={() => setCreating(false)} />}
    </div>
  );
}

/** /accounts — search of members, agents and trial accounts. */
export function AccountsRoute() {
  return (
    <RequirePermission permission="members.read">
      <AccountsScreen />
    </RequirePermission>
  );
}
