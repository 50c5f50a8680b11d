import { pickLocalized, type TVipLevel } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DebouncedSearch } from '../../../components/ui/debounced-search';
import { Select } from '../../../components/ui/input';
import { Pager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useVipMembers, type VipMemberFilter } from '../api/vip-api';
import { ExplainDrawer } from './explain-drawer';

type TRow = { accountId: number; username: string; level: number; reachedAt: string };

/** Members holding a level (highest first), filtered by name and level, each explained. */
export function VipMembers({ levels }: { levels: TVipLevel[] }) {
  const { t, i18n } = useTranslation('vip');
  const { dateTime } = useDateTime();
  const [filter, setFilter] = useState<VipMemberFilter>({
    username: '',
    level: undefined,
    page: 1,
    pageSize: 50,
  });
  const [open, setOpen] = useState<TRow | null>(null);
  const list = useVipMembers(filter, true);
  const update = (patch: Partial<VipMemberFilter>) =>
    setFilter((f) => ({ ...f, page: 1, ...patch }));
  const name = (n: number) =>
    pickLocalized(levels.find((l) => l.level === n)?.label, i18n.language) || `#${n}`;
  const columns = useMemo<ColumnDef<TRow, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('members.member'),
        meta: { label: t('members.member') },
      },
      {
        accessorKey: 'level',
        header: t('members.level'),
        meta: { label: t('members.level'), csv: (r) => r.level },
        cell: ({ row }) => `${row.original.level} · ${name(row.original.level)}`,
      },
      {
        accessorKey: 'reachedAt',
        header: t('members.reachedAt'),
        meta: { label: t('members.reachedAt') },
        cell: ({ row }) => dateTime(row.original.reachedAt),
      },
      {
        id: 'explain',
        header: '',
        enableSorting: false,
        meta: { noExport: true },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('members.explainOf', { username: row.original.username })}
            onClick={() => setOpen(row.original)}
          >
            {t('members.explain')}
          </Button>
        ),
      },
    ],
    // `name` reads `levels` and the language, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dateTime, levels, i18n.language],
  );
  return (
    <>
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('members.title')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.accountId)}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={t('members.empty')}
        csvFilename={`vip-members-${filter.page}.csv`}
        toolbar={
          <div className="filters">
            <DebouncedSearch
              label={t('members.search')}
              placeholder={t('members.search')}
              value={filter.username}
              onSearch={(username) => update({ username })}
            />
            <Select
              aria-label={t('members.levelFilter')}
              value={filter.level ?? ''}
              onChange={(e) =>
                update({ level: e.target.value === '' ? undefined : Number(e.target.value) })
              }
            >
              <option value="">{t('members.allLevels')}</option>
              {levels.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.level} · {pickLocalized(l.label, i18n.language)}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      {list.data && (
        <Pager
          page={filter.page}
          pageSize={filter.pageSize}
          total={list.data.total}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
      <ExplainDrawer member={open} onClose={() => setOpen(null)} />
    </>
  );
}
