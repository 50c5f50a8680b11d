import { MESSAGE_CHANNELS, type TMessageChannel, type TOutboxMessage } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { DataTable } from '../../../components/ui/data-table';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { useDateTime } from '../../../lib/datetime';
import { useOutbox, type OutboxFilters } from '../api/messaging-api';

function readFilters(params: URLSearchParams): OutboxFilters {
  const channel = params.get('channel');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Math.min(200, Math.max(1, Number(params.get('pageSize')) || 25)),
    ...(MESSAGE_CHANNELS.includes(channel as TMessageChannel)
      ? { channel: channel as TMessageChannel }
      : {}),
  };
}

const STATUS_TONE = { sent: 'success', failed: 'danger', queued: 'info' } as const;

function OutboxScreen() {
  const { t } = useTranslation('messaging');
  const { dateTime } = useDateTime();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const outbox = useOutbox(filters);

  function update(next: Partial<OutboxFilters>) {
    const merged: Record<string, unknown> = { ...filters, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') out.set(key, String(value));
    }
    setParams(out);
  }

  const columns = useMemo<ColumnDef<TOutboxMessage, unknown>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: t('outbox.at'),
        meta: { label: t('outbox.at') },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="nowrap">
            {dateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        accessorKey: 'channel',
        header: t('outbox.channel'),
        meta: { label: t('outbox.channel') },
        cell: ({ row }) => t(`channel.${row.original.channel}`),
      },
      {
        accessorKey: 'to',
        header: t('outbox.to'),
        meta: { label: t('outbox.to') },
        cell: ({ row }) => <span className="mono">{row.original.to}</span>,
      },
      {
        id: 'message',
        accessorFn: (m) => `${m.subject ?? ''} ${m.body}`,
        header: t('outbox.message'),
        enableSorting: false,
        meta: { label: t('outbox.message') },
        cell: ({ row }) => (
          <div className="outbox-message">
            {row.original.subject && <strong>{row.original.subject}</strong>}
            <pre className="outbox-message__body">{row.original.body}</pre>
          </div>
        ),
      },
      {
        accessorKey: 'provider',
        header: t('outbox.provider'),
        meta: { label: t('outbox.provider') },
        cell: ({ row }) => t(`provider.${row.original.provider}`, row.original.provider),
      },
      {
        accessorKey: 'status',
        header: t('outbox.status'),
        meta: { label: t('outbox.status') },
        cell: ({ row }) => (
          <span title={row.original.error ?? undefined}>
            <Pill tone={STATUS_TONE[row.original.status]}>
              {t(`status.${row.original.status}`)}
            </Pill>
            {row.original.error && <span className="muted"> {row.original.error}</span>}
          </span>
        ),
      },
    ],
    [t, dateTime],
  );

  return (
    <div className="page">
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      {outbox.isError ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <>
          <DataTable
            data={outbox.data?.items ?? []}
            columns={columns}
            caption={t('outbox.title')}
            getRowId={(m) => String(m.id)}
            loading={outbox.isPending}
            emptyText={t('outbox.empty')}
            toolbar={
              <label className="inline-form">
                <span>{t('outbox.channel')}</span>
                <Select
                  aria-label={t('outbox.channelFilter')}
                  value={filters.channel ?? ''}
                  onChange={(e) =>
                    update({
                      channel: (e.target.value || undefined) as TMessageChannel | undefined,
                      page: 1,
                    })
                  }
                >
                  <option value="">{t('outbox.allChannels')}</option>
                  {MESSAGE_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {t(`channel.${c}`)}
                    </option>
                  ))}
                </Select>
              </label>
            }
          />
          <Pager
            page={filters.page}
            pageSize={filters.pageSize}
            total={outbox.data?.total ?? 0}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize, page: 1 })}
          />
        </>
      )}
    </div>
  );
}

/** /outbox — every e-mail and SMS the platform sent, newest first. */
export function OutboxRoute() {
  return (
    <RequirePermission permission="messages.read">
      <OutboxScreen />
    </RequirePermission>
  );
}
