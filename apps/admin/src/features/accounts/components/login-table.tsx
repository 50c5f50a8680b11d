import type { ZLoginHistoryEntry } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../../components/ui/data-table';
import { Pill } from '../../../components/ui/pill';
import { useDateTime } from '../../../lib/datetime';

type TLoginEntry = z.infer<typeof ZLoginHistoryEntry>;

/** Sign-in attempts: when, from where, on which site, and whether they succeeded. */
export function LoginTable({
  items,
  loading,
  caption,
  csvFilename,
}: {
  items: readonly TLoginEntry[];
  loading?: boolean;
  caption: string;
  csvFilename?: string;
}) {
  const { t } = useTranslation('accounts');
  const { dateTime } = useDateTime();
  const columns = useMemo<ColumnDef<TLoginEntry, unknown>[]>(
    () => [
      {
        accessorKey: 'at',
        header: t('logins.at'),
        meta: { label: t('logins.at') },
        cell: ({ row }) => (
          <time dateTime={row.original.at} className="nowrap">
            {dateTime(row.original.at)}
          </time>
        ),
      },
      {
        accessorKey: 'success',
        header: t('logins.result'),
        meta: {
          label: t('logins.result'),
          csv: (e) => (e.success ? 'ok' : (e.failure ?? 'failed')),
        },
        cell: ({ row }) =>
          row.original.success ? (
            <Pill tone="success">{t('logins.success')}</Pill>
          ) : (
            <span className="login-failure">
              <Pill tone="danger">{t('logins.failed')}</Pill>
              {row.original.failure && <code className="code-chip">{row.original.failure}</code>}
            </span>
          ),
      },
      {
        accessorKey: 'ip',
        header: t('logins.ip'),
        meta: { label: t('logins.ip') },
        cell: ({ row }) => <span className="mono">{row.original.ip ?? '—'}</span>,
      },
      {
        accessorKey: 'countryCode',
        header: t('logins.country'),
        meta: { label: t('logins.country') },
        cell: ({ row }) => row.original.countryCode ?? '—',
      },
      {
        accessorKey: 'site',
        header: t('logins.site'),
        meta: { label: t('logins.site') },
        cell: ({ row }) => t(`logins.sites.${row.original.site}`),
      },
      { accessorKey: 'method', header: t('logins.method'), meta: { label: t('logins.method') } },
      {
        accessorKey: 'userAgent',
        header: t('logins.userAgent'),
        meta: { label: t('logins.userAgent'), className: 'cell-ua' },
        cell: ({ row }) => (
          <span className="truncate" title={row.original.userAgent ?? undefined}>
            {row.original.userAgent ?? '—'}
          </span>
        ),
      },
    ],
    [t, dateTime],
  );
  return (
    <DataTable
      caption={caption}
      data={items}
      columns={columns}
      getRowId={(e) => `${e.at}-${e.ip ?? ''}-${e.site}`}
      loading={loading}
      emptyText={t('logins.empty')}
      csvFilename={csvFilename}
    />
  );
}
