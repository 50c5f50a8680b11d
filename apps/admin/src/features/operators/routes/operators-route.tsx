import type { TOperator } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useSession } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useOperators } from '../api/use-operators';
import { CreateOperatorDrawer } from '../components/create-operator-drawer';
import { EditOperatorDrawer } from '../components/edit-operator-drawer';
import { RolePill, StatusPill } from '../components/role-pill';

function OperatorsScreen() {
  const { t, i18n } = useTranslation('operators');
  const { dateTime } = useDateTime();
  const { operator: me } = useSession();
  const operators = useOperators();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = operators.data?.find((o) => o.id === editingId) ?? null;

  const columns = useMemo<ColumnDef<TOperator, unknown>[]>(
    () => [
      {
        accessorKey: 'username',
        header: t('username'),
        meta: { label: t('username') },
        cell: ({ row }) => (
          <span className="mono">
            {row.original.username}
            {row.original.id === me.id && <span className="you-tag">{t('you')}</span>}
          </span>
        ),
      },
      { accessorKey: 'displayName', header: t('displayName'), meta: { label: t('displayName') } },
      {
        accessorKey: 'role',
        header: t('role'),
        meta: { label: t('role'), csv: (o) => o.role },
        cell: ({ row }) => <RolePill role={row.original.role} />,
      },
      {
        accessorKey: 'status',
        header: t('status'),
        meta: { label: t('status') },
        cell: ({ row }) => <StatusPill status={row.original.status} />,
      },
      {
        accessorKey: 'lastLoginAt',
        header: t('lastLoginAt'),
        meta: { label: t('lastLoginAt') },
        sortUndefined: 'last',
        cell: ({ row }) => dateTime(row.original.lastLoginAt),
      },
      {
        accessorKey: 'createdAt',
        header: t('createdAt'),
        meta: { label: t('createdAt') },
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true, className: 'actions' },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="ghost"
            icon={<Pencil size={14} />}
            aria-label={t('editOperator', { username: row.original.username })}
            onClick={() => setEditingId(row.original.id)}
          >
            {t('edit')}
          </Button>
        ),
      },
    ],
    [t, me.id, dateTime],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" icon={<UserPlus size={16} />} onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        }
      />
      {operators.isError && (
        <Banner tone="danger">{apiErrorText(operators.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('title')}
        data={operators.data ?? []}
        columns={columns}
        getRowId={(o) => String(o.id)}
        loading={operators.isPending}
        emptyText={t('empty')}
        searchable
        csvFilename="operators.csv"
      />
      <CreateOperatorDrawer open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <EditOperatorDrawer
          key={editing.id}
          operator={editing}
          isSelf={editing.id === me.id}
          onClose={() => setEditingId(null)}
        />
      )}
    </div>
  );
}

/** /operators — back-office accounts (super admin only). */
export function OperatorsRoute() {
  return (
    <RequirePermission permission="operators.manage">
      <OperatorsScreen />
    </RequirePermission>
  );
}
