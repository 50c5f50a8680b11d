import type { TJobKind } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Play } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useJobCatalogue, useRerunJob } from '../api/jobs-api';
import { EventConsumers } from '../components/event-consumers';
import { JobRunState } from '../components/job-run-state';
import { JobScheduleText } from '../components/job-schedule-text';
import { RecentFailures } from '../components/recent-failures';

function JobsScreen() {
  const { t, i18n } = useTranslation('jobs');
  const { dateTime } = useDateTime();
  const catalogue = useJobCatalogue();
  const rerun = useRerunJob();
  const toast = useToast();
  const canRun = useCan('jobs.run');
  const timeZone = catalogue.data?.timeZone ?? '';

  const columns = useMemo<ColumnDef<TJobKind, unknown>[]>(
    () => [
      {
        accessorKey: 'kind',
        header: t('kind'),
        meta: { label: t('kind') },
        cell: ({ row }) => <code className="code-chip">{row.original.kind}</code>,
      },
      {
        id: 'schedule',
        header: t('schedule.title'),
        enableSorting: false,
        meta: { label: t('schedule.title') },
        cell: ({ row }) => <JobScheduleText schedule={row.original.schedule} timeZone={timeZone} />,
      },
      {
        id: 'lastRun',
        header: t('lastRun'),
        enableSorting: false,
        meta: { label: t('lastRun') },
        cell: ({ row }) => <JobRunState run={row.original.lastRun} />,
      },
      {
        id: 'lastFailure',
        header: t('lastFailure'),
        enableSorting: false,
        meta: { label: t('lastFailure') },
        cell: ({ row }) => {
          const failure = row.original.lastFailure;
          if (!failure) return <span className="muted">{t('noFailure')}</span>;
          const at = failure.finishedAt ?? failure.scheduledFor;
          return (
            <span className="job-run">
              <time dateTime={at} className="nowrap">
                {dateTime(at)}
              </time>{' '}
              <span className="job-run__error">{failure.error ?? t('state.failed')}</span>
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true },
        cell: ({ row }) =>
          canRun && row.original.rerunnable ? (
            <Button
              size="sm"
              icon={<Play size={14} />}
              aria-label={t('rerunKind', { kind: row.original.kind })}
              loading={rerun.isPending && rerun.variables === row.original.kind}
              onClick={() =>
                rerun.mutate(row.original.kind, {
                  onSuccess: () => toast.success(t('rerunQueued', { kind: row.original.kind })),
                  onError: (err) => toast.error(apiErrorText(err, i18n.language)),
                })
              }
            >
              {t('rerun')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, dateTime, timeZone, canRun, rerun, toast],
  );

  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      {catalogue.isError && (
        <Banner tone="danger">{apiErrorText(catalogue.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('title')}
        data={catalogue.data?.kinds ?? []}
        columns={columns}
        getRowId={(k) => k.kind}
        loading={catalogue.isPending}
        emptyText={t('empty')}
        csvFilename="jobs.csv"
      />
      <h2 className="section-title">{t('recentFailures')}</h2>
      <RecentFailures />
      <EventConsumers />
    </div>
  );
}

/** /jobs — the background jobs: schedules, last runs, failures with their error, re-runs. */
export function JobsRoute() {
  return (
    <RequirePermission permission="jobs.read">
      <JobsScreen />
    </RequirePermission>
  );
}
