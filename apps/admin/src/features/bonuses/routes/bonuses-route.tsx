import { BONUS_STATUSES, pickLocalized, type TAdminBonus, type TBonusStatus } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DebouncedSearch } from '../../../components/ui/debounced-search';
import { Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAdminBonuses, type BonusFilter } from '../api/bonuses-api';
import { BonusExplainDialog } from '../components/bonus-explain-dialog';

const TONES: Record<TBonusStatus, Tone> = {
  queued: 'neutral',
  active: 'info',
  completed: 'success',
  forfeited: 'danger',
  expired: 'warning',
};

function BonusesScreen() {
  const { t, i18n } = useTranslation('bonuses');
  const { dateTime } = useDateTime();
  const [filter, setFilter] = useState<BonusFilter>({
    username: '',
    status: undefined,
    page: 1,
    pageSize: 25,
  });
  const [open, setOpen] = useState<TAdminBonus | null>(null);
  const list = useAdminBonuses(filter);
  const update = (patch: Partial<BonusFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));

  const columns = useMemo<ColumnDef<TAdminBonus, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('columns.member'),
        meta: { label: t('columns.member') },
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        meta: { label: t('columns.amount'), csv: (b) => b.amount },
        cell: ({ row }) => <Money minor={row.original.amount} currency={row.original.currency} />,
      },
      {
        id: 'balance',
        header: t('columns.balance'),
        meta: { label: t('columns.balance'), csv: (b) => b.balance },
        cell: ({ row }) => <Money minor={row.original.balance} />,
      },
      {
        id: 'progress',
        header: t('columns.progress'),
        meta: { label: t('columns.progress'), csv: (b) => b.progress },
        cell: ({ row }) => (
          <span className="nowrap">
            <Money minor={row.original.progress} /> / <Money minor={row.original.requirement} />
          </span>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        meta: { label: t('columns.status'), csv: (b) => b.status },
        cell: ({ row }) => (
          <Pill tone={TONES[row.original.status]}>{t(`status.${row.original.status}`)}</Pill>
        ),
      },
      {
        id: 'source',
        header: t('columns.source'),
        meta: { label: t('columns.source'), csv: (b) => `${b.source.kind}:${b.source.id}` },
        cell: ({ row }) => {
          const { source, title } = row.original;
          const code = `${source.kind} ${source.id}`;
          return title ? <span title={code}>{pickLocalized(title, i18n.language)}</span> : code;
        },
      },
      {
        id: 'grantedAt',
        header: t('columns.grantedAt'),
        meta: { label: t('columns.grantedAt'), csv: (b) => b.grantedAt },
        cell: ({ row }) => dateTime(row.original.grantedAt),
      },
      {
        id: 'wagerEndsAt',
        header: t('columns.wagerEndsAt'),
        meta: { label: t('columns.wagerEndsAt'), csv: (b) => b.wagerEndsAt ?? '' },
        cell: ({ row }) => dateTime(row.original.wagerEndsAt),
      },
      {
        id: 'explain',
        header: t('columns.explain'),
        meta: { label: t('columns.explain') },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('explain.open', { id: row.original.id })}
            onClick={() => setOpen(row.original)}
          >
            {t('columns.explain')}
          </Button>
        ),
      },
    ],
    [t, i18n.language, dateTime],
  );
  const serverColumns = useMemo(
    () => columns.map((c) => ({ ...c, enableSorting: false })),
    [columns],
  );
  const data = list.data;

  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('title')}
        data={data?.items ?? []}
        columns={serverColumns}
        getRowId={(b) => String(b.id)}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t('empty')}
        csvFilename={`bonuses-page-${filter.page}.csv`}
        toolbar={
          <div className="filters">
            <DebouncedSearch
              label={t('search')}
              placeholder={t('search')}
              value={filter.username}
              onSearch={(username) => update({ username })}
            />
            <Select
              aria-label={t('columns.status')}
              className="filters__select"
              value={filter.status ?? ''}
              onChange={(e) =>
                update({ status: (e.target.value || undefined) as TBonusStatus | undefined })
              }
            >
              <option value="">{t('allStatuses')}</option>
              {BONUS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        footer={
          <Pager
            page={filter.page}
            pageSize={filter.pageSize}
            total={data?.total ?? 0}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        }
      />
      {open ? <BonusExplainDialog bonus={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** /bonuses — members' bonuses with their wagering progress and its explain. */
export function BonusesRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <BonusesScreen />
    </RequirePermission>
  );
}
