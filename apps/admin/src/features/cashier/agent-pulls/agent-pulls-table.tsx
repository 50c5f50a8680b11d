import {
  WALLET_API,
  ZAdminPullPage,
  type TAdminPullPage,
  type TPullRequest,
  type TPullStatus,
} from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Pill, type Tone } from '../../../components/ui/pill';
import { apiRequest } from '../../../lib/api-client';
import { useDateTime } from '../../../lib/datetime';
import { formatMoney } from '../../../lib/money';
import { cashierQueryKey } from '../api/deposits-api';

const STATUSES: TPullStatus[] = ['pending', 'confirmed', 'declined', 'expired', 'direct'];
const TONES: Record<TPullStatus, Tone> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'danger',
  expired: 'neutral',
  direct: 'info',
};

function fetchPulls(status: TPullStatus | '', signal?: AbortSignal): Promise<TAdminPullPage> {
  return apiRequest(WALLET_API.adminPulls, {
    schema: ZAdminPullPage,
    query: { pageSize: 100, ...(status ? { status } : {}) },
    signal,
  });
}

/** Every agent's pulls from its downline, newest first (their audit entries are in the audit log). */
export function AgentPullsTable() {
  const { t } = useTranslation('cashier');
  const { dateTime } = useDateTime();
  const [status, setStatus] = useState<TPullStatus | ''>('');
  const pulls = useQuery({
    queryKey: [...cashierQueryKey, 'agentPulls', status],
    queryFn: ({ signal }) => fetchPulls(status, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<TPullRequest, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#', meta: { label: '#', className: 'num' } },
      {
        id: 'agent',
        accessorFn: (p) => p.agent.account,
        header: t('agentPulls.agent'),
        meta: { label: t('agentPulls.agent') },
      },
      {
        id: 'member',
        accessorFn: (p) => p.member.account,
        header: t('agentPulls.member'),
        meta: { label: t('agentPulls.member') },
      },
      {
        accessorKey: 'amount',
        header: t('agentPulls.amount'),
        meta: {
          label: t('agentPulls.amount'),
          className: 'num',
          csv: (p) => formatMoney(p.amount, 'en', p.currency),
        },
        cell: ({ row }) => <Money minor={row.original.amount} currency={row.original.currency} />,
      },
      {
        accessorKey: 'status',
        header: t('status'),
        meta: { label: t('status') },
        cell: ({ row }) => (
          <Pill tone={TONES[row.original.status]}>
            {t(`agentPulls.statuses.${row.original.status}`)}
          </Pill>
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t('agentPulls.createdAt'),
        meta: { label: t('agentPulls.createdAt') },
        cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt)}</span>,
      },
      {
        accessorKey: 'decidedAt',
        header: t('agentPulls.decidedAt'),
        meta: { label: t('agentPulls.decidedAt') },
        cell: ({ row }) =>
          row.original.decidedAt ? (
            <span className="nowrap">{dateTime(row.original.decidedAt)}</span>
          ) : (
            '—'
          ),
      },
      {
        accessorKey: 'transferId',
        header: t('agentPulls.transferId'),
        meta: { label: t('agentPulls.transferId'), className: 'num' },
        cell: ({ row }) => row.original.transferId ?? '—',
      },
    ],
    [t, dateTime],
  );
  return (
    <Card title={t('agentPulls.listTitle')}>
      <DataTable
        data={pulls.data?.items ?? []}
        columns={columns}
        getRowId={(p) => String(p.id)}
        loading={pulls.isPending}
        emptyText={t('agentPulls.empty')}
        caption={t('agentPulls.listTitle')}
        searchable
        csvFilename="agent-pulls.csv"
        toolbar={
          <Select
            aria-label={t('status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as TPullStatus | '')}
          >
            <option value="">{t('agentPulls.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agentPulls.statuses.${s}`)}
              </option>
            ))}
          </Select>
        }
      />
    </Card>
  );
}
