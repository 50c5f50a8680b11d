import type { TSelfDealingRow } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSelfDealingList } from '../api/self-dealing-api';

function SelfDealingScreen() {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const list = useSelfDealingList();
  const columns = useMemo<ColumnDef<TSelfDealingRow, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('selfDealing.agent'),
        meta: { label: t('selfDealing.agent') },
        cell: ({ row }) => (
          <Link
            to={`/accounts/${row.original.agentId}`}
            className="mono table-link"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.username}
          </Link>
        ),
      },
      {
        accessorKey: 'devices',
        header: t('selfDealing.kinds.device'),
        meta: { label: t('selfDealing.kinds.device'), className: 'num' },
      },
      {
        accessorKey: 'ips',
        header: t('selfDealing.kinds.ip'),
        meta: { label: t('selfDealing.kinds.ip'), className: 'num' },
      },
      {
        accessorKey: 'banks',
        header: t('selfDealing.kinds.bank'),
        meta: { label: t('selfDealing.kinds.bank'), className: 'num' },
      },
    ],
    [t],
  );
  return (
    <div className="page">
      <PageHeader title={t('selfDealing.listTitle')} description={t('selfDealing.listText')} />
      {list.isError && <Banner tone="danger">{apiErrorText(list.error, i18n.language)}</Banner>}
      <DataTable
        caption={t('selfDealing.listTitle')}
        data={list.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.agentId)}
        loading={list.isPending}
        emptyText={t('selfDealing.listEmpty')}
        csvFilename="agent-self-dealing.csv"
        onRowClick={(r) => void navigate(`/accounts/${r.agentId}`)}
      />
    </div>
  );
}

/** /agent-self-dealing — agents whose own devices, IPs or bank accounts are in their subtree. */
export function SelfDealingRoute() {
  return (
    <RequirePermission permission="members.read">
      <SelfDealingScreen />
    </RequirePermission>
  );
}
