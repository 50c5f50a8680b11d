import type { TEventConsumer } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useEventConsumers, useReplayConsumer } from '../api/jobs-api';

/** Asks where a consumer should go on from, and replays it from there. */
function ReplayDialog({
  consumer,
  oldestKept,
  onClose,
}: {
  consumer: TEventConsumer;
  oldestKept: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('jobs');
  const [position, setPosition] = useState('0');
  const replay = useReplayConsumer();
  const toast = useToast();
  const value = Number(position);
  const valid = /^\d+$/.test(position) && Number.isSafeInteger(value);
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      role="alertdialog"
      title={t('consumers.replayTitle', { name: consumer.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('consumers.cancel')}</Button>
          <Button
            variant="primary"
            disabled={!valid}
            loading={replay.isPending}
            onClick={() =>
              replay.mutate(
                { name: consumer.name, position: value },
                {
                  onSuccess: (moved) => {
                    toast.success(
                      t('consumers.replayed', { name: moved.name, position: moved.position }),
                    );
                    onClose();
                  },
                },
              )
            }
          >
            {t('consumers.replayConfirm')}
          </Button>
        </>
      }
    >
      {replay.isError && <Banner tone="danger">{apiErrorText(replay.error, i18n.language)}</Banner>}
      <Field
        label={t('consumers.replayFrom')}
        htmlFor="replay-position"
        hint={t('consumers.replayHint', { oldest: oldestKept ?? 1 })}
      >
        <Input
          id="replay-position"
          inputMode="numeric"
          value={position}
          invalid={!valid}
          onChange={(e) => setPosition(e.target.value.trim())}
        />
      </Field>
    </Modal>
  );
}

/** The outbox's consumers: their events, position, lag and last move, and a replay. */
export function EventConsumers() {
  const { t } = useTranslation('jobs');
  const { dateTime } = useDateTime();
  const consumers = useEventConsumers();
  const canReplay = useCan('jobs.run');
  const [replaying, setReplaying] = useState<TEventConsumer | null>(null);
  const columns = useMemo<ColumnDef<TEventConsumer, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('consumers.name'),
        meta: { label: t('consumers.name') },
        cell: ({ row }) => <code className="code-chip">{row.original.name}</code>,
      },
      {
        id: 'types',
        accessorFn: (c) => c.types?.join(' ') ?? '',
        header: t('consumers.types'),
        enableSorting: false,
        meta: { label: t('consumers.types') },
        cell: ({ row }) =>
          row.original.types ? (
            <span>
              {row.original.types.map((type) => (
                <code key={type} className="code-chip">
                  {type}
                </code>
              ))}
            </span>
          ) : (
            <span className="muted">{t('consumers.allTypes')}</span>
          ),
      },
      {
        accessorKey: 'position',
        header: t('consumers.position'),
        meta: { label: t('consumers.position') },
        cell: ({ row }) => <span className="mono">{row.original.position}</span>,
      },
      {
        accessorKey: 'lag',
        header: t('consumers.lag'),
        meta: { label: t('consumers.lag') },
        cell: ({ row }) => <span className="mono">{row.original.lag}</span>,
      },
      {
        accessorKey: 'movedAt',
        header: t('consumers.movedAt'),
        meta: { label: t('consumers.movedAt') },
        cell: ({ row }) =>
          row.original.movedAt ? (
            <time dateTime={row.original.movedAt} className="nowrap">
              {dateTime(row.original.movedAt)}
            </time>
          ) : (
            <span className="muted">{t('consumers.notYet')}</span>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true },
        cell: ({ row }) =>
          canReplay ? (
            <Button
              size="sm"
              icon={<RotateCcw size={14} />}
              aria-label={t('consumers.replayTitle', { name: row.original.name })}
              onClick={() => setReplaying(row.original)}
            >
              {t('consumers.replay')}
            </Button>
          ) : null,
      },
    ],
    [t, dateTime, canReplay],
  );
  const data = consumers.data;
  return (
    <section aria-labelledby="event-consumers-title">
      <h2 className="section-title" id="event-consumers-title">
        {t('consumers.title')}
      </h2>
      <p className="muted">{t('consumers.description')}</p>
      {data && (
        <p className="muted">
          {t('consumers.head', { head: data.head })}
          {data.oldestKept !== null && data.oldestKept > 1
            ? ` · ${t('consumers.oldestKept', { oldest: data.oldestKept })}`
            : ''}
        </p>
      )}
      <DataTable
        caption={t('consumers.title')}
        data={data?.consumers ?? []}
        columns={columns}
        getRowId={(c) => c.name}
        loading={consumers.isPending}
        emptyText={t('consumers.empty')}
        csvFilename="event-consumers.csv"
      />
      {replaying && (
        <ReplayDialog
          consumer={replaying}
          oldestKept={data?.oldestKept ?? null}
          onClose={() => setReplaying(null)}
        />
      )}
    </section>
  );
}
