import type { TOperatorBankAccount } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { CrudList, enabledColumn } from '../../../components/crud/crud-list';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { useBankAccounts, useDeleteBankAccount } from '../api/use-deposits';
import { BankAccountDrawer } from '../components/bank-account-drawer';
import { useCrudLabels } from '../components/crud-labels';

function BankAccountsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const canManage = useCan('cashier.manage');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const labels = useCrudLabels();

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
      enabledColumn({ header: t('status'), on: t('on'), off: t('off') }),
    ],
    [t],
  );

  return (
    <div className="page">
      <CrudList
        caption={t('bankAccounts.title')}
        data={accounts.data?.items ?? []}
        columns={columns}
        getRowId={(a) => String(a.id)}
        loading={accounts.isPending}
        emptyText={t('bankAccounts.empty')}
        csvFilename="operator-bank-accounts.csv"
        canWrite={canManage}
        header={(add) => (
          <>
            <PageHeader
              title={t('bankAccounts.title')}
              description={t('bankAccounts.description')}
              actions={
                canManage && (
                  <Button variant="primary" icon={<Plus size={16} />} onClick={add}>
                    {t('bankAccounts.add')}
                  </Button>
                )
              }
            />
            {accounts.isError && (
              <Banner tone="danger">{apiErrorText(accounts.error, i18n.language)}</Banner>
            )}
          </>
        )}
        rowName={(a) => a.accountNumber}
        labels={labels}
        drawerKey={(a) => String(a.id)}
        drawer={(editing, close) => <BankAccountDrawer editing={editing} onClose={close} />}
        remove={{
          run: (a) => remove.mutateAsync(a.id),
          pending: remove.isPending,
          doneText: (a) => t('bankAccounts.removedToast', { number: a.accountNumber }),
          title: (a) => t('bankAccounts.removeTitle', { number: a.accountNumber }),
          text: t('bankAccounts.removeText'),
        }}
      />
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
