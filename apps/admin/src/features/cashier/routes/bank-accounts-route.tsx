import type { TOperatorBankAccount } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../../app/require-permission';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCan } from '../../auth/api/use-session';
import { useBankAccounts, useDeleteBankAccount } from '../api/use-deposits';
import { BankAccountDrawer } from '../components/bank-account-drawer';

type DrawerState = TOperatorBankAccount | null | undefined;

function BankAccountsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const toast = useToast();
  const canManage = useCan('cashier.manage');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [drawer, setDrawer] = useState<DrawerState>(undefined);
  const [removing, setRemoving] = useState<TOperatorBankAccount | null>(null);

  async function doRemove(account: TOperatorBankAccount) {
    try {
      await remove.mutateAsync(account.id);
      toast.success(t('bankAccounts.removedToast', { number: account.accountNumber }));
    } catch (error) {
      toast.error(apiErrorText(error, i18n.language));
    } finally {
      setRemoving(null);
    }
  }

  const columns = useMemo<ColumnDef<TOperatorBankAccount, unknown>[]>(
    () => [
      {
        accessorKey: 'bankCode',
        header: t('bankAccounts.bankCode'),
        meta: { label: t('bankAccounts.bankCode') },
      },
      {
        accessorKey: 'accountNumber',
        header: t('bankAccounts.accountNumber'),
        meta: { label: t('bankAccounts.accountNumber') },
        cell: ({ row }) => <span className="mono">{row.original.accountNumber}</span>,
      },
      {
        accessorKey: 'accountName',
        header: t('bankAccounts.accountName'),
        meta: { label: t('bankAccounts.accountName') },
      },
      {
        accessorKey: 'promptPayId',
        header: t('bankAccounts.promptPayId'),
        meta: { label: t('bankAccounts.promptPayId') },
        cell: ({ row }) => <span className="mono">{row.original.promptPayId ?? '—'}</span>,
      },
      {
        accessorKey: 'enabled',
        header: t('status'),
        meta: { label: t('status') },
        cell: ({ row }) =>
          row.original.enabled ? (
            <Pill tone="success">{t('on')}</Pill>
          ) : (
            <Pill tone="neutral">{t('off')}</Pill>
          ),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: () => <span className="visually-hidden">{t('actions')}</span>,
              enableSorting: false,
              enableHiding: false,
              meta: { noExport: true, className: 'actions' },
              cell: ({ row }) => (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Pencil size={14} />}
                    aria-label={t('editOf', { name: row.original.accountNumber })}
                    onClick={() => setDrawer(row.original)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 size={14} />}
                    aria-label={t('removeOf', { name: row.original.accountNumber })}
                    onClick={() => setRemoving(row.original)}
                  >
                    {t('remove')}
                  </Button>
                </>
              ),
            } satisfies ColumnDef<TOperatorBankAccount, unknown>,
          ]
        : []),
    ],
    [t, canManage],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('bankAccounts.title')}
        description={t('bankAccounts.description')}
        actions={
          canManage && (
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setDrawer(null)}>
              {t('bankAccounts.add')}
            </Button>
          )
        }
      />
      {accounts.isError && (
        <Banner tone="danger">{apiErrorText(accounts.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('bankAccounts.title')}
        data={accounts.data?.items ?? []}
        columns={columns}
        getRowId={(a) => String(a.id)}
        loading={accounts.isPending}
        emptyText={t('bankAccounts.empty')}
        csvFilename="operator-bank-accounts.csv"
      />
      {drawer !== undefined && (
        <BankAccountDrawer
          key={drawer?.id ?? 'new'}
          editing={drawer}
          onClose={() => setDrawer(undefined)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('bankAccounts.removeTitle', { number: removing.accountNumber })}
          description={t('bankAccounts.removeText')}
          confirmLabel={t('remove')}
          loading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void doRemove(removing)}
        />
      )}
    </div>
  );
}

/** /cashier/bank-accounts — the operator's bank accounts members transfer deposits to. */
export function BankAccountsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <BankAccountsScreen />
    </RequirePermission>
  );
}
