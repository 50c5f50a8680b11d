import type { TAdminPaymentMethod } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { CrudList, enabledColumn } from '../../../components/crud/crud-list';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { apiErrorText } from '../../../lib/api-error-text';
import { shippedLanguage } from '../../../lib/i18n';
import { useAllSettings } from '../../settings';
import { useBankAccounts, useDeletePaymentMethod, usePaymentMethods } from '../api/use-deposits';
import { useCrudLabels } from '../components/crud-labels';
import { PaymentMethodDrawer } from '../components/payment-method-drawer';

function PaymentMethodsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const lang = i18n.language;
  const canManage = useCan('cashier.manage');
  const methods = usePaymentMethods();
  const bankAccounts = useBankAccounts();
  const settings = useAllSettings();
  const remove = useDeletePaymentMethod();
  const labels = useCrudLabels();
  const accounts = useMemo(() => bankAccounts.data?.items ?? [], [bankAccounts.data]);

  const columns = useMemo<ColumnDef<TAdminPaymentMethod, unknown>[]>(
    () => [
      {
        accessorKey: 'displayOrder',
        header: t('methods.displayOrder'),
        meta: { label: t('methods.displayOrder'), className: 'num' },
      },
      {
        id: 'name',
        accessorFn: (m) => m.name[shippedLanguage(lang)],
        header: t('methods.name'),
        meta: { label: t('methods.name') },
        cell: ({ row }) => (
          <>
            <strong>{row.original.name[shippedLanguage(lang)]}</strong>{' '}
            <code>{row.original.code}</code>
          </>
        ),
      },
      {
        accessorKey: 'kind',
        header: t('methods.kind'),
        meta: { label: t('methods.kind') },
        cell: ({ row }) => t(`methods.kinds.${row.original.kind}`),
      },
      {
        id: 'target',
        accessorFn: (m) => {
          const account = accounts.find((a) => a.id === m.operatorBankAccountId);
          return account ? `${account.bankCode} ${account.accountNumber}` : (m.gatewayId ?? '');
        },
        header: t('methods.target'),
        meta: { label: t('methods.target') },
        cell: ({ getValue }) => <span className="mono">{String(getValue() || '—')}</span>,
      },
      {
        id: 'limits',
        header: t('methods.limits'),
        meta: { label: t('methods.limits'), className: 'num' },
        cell: ({ row }) => (
          <>
            <Money minor={row.original.minAmount} /> –{' '}
            <Money minor={row.original.maxAmount} currency={row.original.currency} />
          </>
        ),
      },
      enabledColumn({ header: t('status'), on: t('on'), off: t('off') }),
    ],
    [t, lang, accounts],
  );

  return (
    <div className="page">
      <CrudList
        caption={t('methods.title')}
        data={methods.data?.items ?? []}
        columns={columns}
        getRowId={(m) => String(m.id)}
        loading={methods.isPending}
        emptyText={t('methods.empty')}
        csvFilename="payment-methods.csv"
        canWrite={canManage}
        header={(add) => (
          <>
            <PageHeader
              title={t('methods.title')}
              description={t('methods.description')}
              actions={
                canManage && (
                  <Button variant="primary" icon={<Plus size={16} />} onClick={add}>
                    {t('methods.add')}
                  </Button>
                )
              }
            />
            {methods.isError && <Banner tone="danger">{apiErrorText(methods.error, lang)}</Banner>}
          </>
        )}
        rowName={(m) => m.code}
        labels={labels}
        drawerKey={(m) => String(m.id)}
        drawer={(editing, close) => (
          <PaymentMethodDrawer
            editing={editing}
            currency={settings.data?.cashier.currency ?? 'THB'}
            bankAccounts={accounts}
            gatewayIds={Object.keys(settings.data?.paymentGateways.gateways ?? {})}
            onClose={close}
          />
        )}
        remove={{
          run: (m) => remove.mutateAsync(m.id),
          pending: remove.isPending,
          doneText: (m) => t('methods.removedToast', { code: m.code }),
          title: (m) => t('methods.removeTitle', { code: m.code }),
          text: t('methods.removeText'),
        }}
      />
    </div>
  );
}

/** /cashier/payment-methods — the deposit methods members can choose. */
export function PaymentMethodsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <PaymentMethodsScreen />
    </RequirePermission>
  );
}
