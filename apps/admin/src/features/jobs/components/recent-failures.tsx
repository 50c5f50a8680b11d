import type { TJobRun } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { useDateTime } from '../../../lib/datetime';
import { useJobRuns } from '../api/jobs-api';

/** The latest runs that failed for good, newest first, with their error. */
export function RecentFailures() {
  const { t } = useTranslation('jobs');
  const { dateTime } = useDateTime();
  const failures = useJobRuns('failed');
  const columns = useMemo<ColumnDef<TJobRun, unknown>[]>(
    () => [
      {
        id: 'at',
        accessorFn: (r) => r.finishedAt ?? r.scheduledFor,
        header: t('failedAt'),
        meta: { label: t('failedAt') },
        cell: ({ row }) => {
          const at = row.original.finishedAt ?? row.original.scheduledFor;
          return (
            <time dateTime={at} className="nowrap">
              {dateTime(at)}
            </time>
          );
        },
      },
      {
        accessorKey: 'kind',
        header: t('kind'),
        meta: { label: t('kind') },
        cell: ({ row }) => <code className="code-chip">{row.original.kind}</code>,
      },
      {
        accessorKey: 'key',
        header: t('runKey'),
        meta: { label: t('runKey') },
        cell: ({ row }) => <span className="mono">{row.original.key}</span>,
      },
      {
        id: 'attempts',
        accessorFn: (r) => r.attempts,
        header: t('attemptsTitle'),
        meta: { label: t('attemptsTitle') },
        cell: ({ row }) => `${row.original.attempts} / ${row.original.maxAttempts}`,
      },
      {
        accessorKey: 'error',
        header: t('error'),
        enableSorting: false,
        meta: { label: t('error') },
        cell: ({ row }) => <span className="job-run__error">{row.original.error ?? ''}</span>,
      },
    ],
    [t, dateTime],
  );
  return (
    <DataTable
      caption={t('recentFailures')}
      data={failures.data?.items ?? []}
      columns={columns}
      getRowId={(r) => String(r.id)}
      loading={failures.isPending}
      emptyText={t('noFailures')}
      csvFilename="job-failures.csv"
    />
  );
}
