import type { TAdminPaymentMethod } from '@lw/contracts';
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
import { shippedLanguage } from '../../../lib/i18n';
import { useCan } from '../../auth/api/use-session';
import { useAllSettings } from '../../settings/api/use-settings';
import { useBankAccounts, useDeletePaymentMethod, usePaymentMethods } from '../api/use-deposits';
import { Money } from '../components/money';
import { PaymentMethodDrawer } from '../components/payment-method-drawer';

/** `undefined`: closed; `null`: adding; otherwise the method being edited. */
type DrawerState = TAdminPaymentMethod | null | undefined;

function PaymentMethodsScreen() {
  const { t, i18n } = useTranslation('cashier');
  const lang = i18n.language;
  const toast = useToast();
  const canManage = useCan('cashier.manage');
  const methods = usePaymentMethods();
  const bankAccounts = useBankAccounts();
  const settings = useAllSettings();
  const remove = useDeletePaymentMethod();
  const [drawer, setDrawer] = useState<DrawerState>(undefined);
  const [removing, setRemoving] = useState<TAdminPaymentMethod | null>(null);
  const accounts = useMemo(() => bankAccounts.data?.items ?? [], [bankAccounts.data]);

  async function doRemove(method: TAdminPaymentMethod) {
    try {
      await remove.mutateAsync(method.id);
      toast.success(t('methods.removedToast', { code: method.code }));
    } catch (error) {
      toast.error(apiErrorText(error, lang));
    } finally {
      setRemoving(null);
    }
  }

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
                    aria-label={t('editOf', { name: row.original.code })}
                    onClick={() => setDrawer(row.original)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 size={14} />}
                    aria-label={t('removeOf', { name: row.original.code })}
                    onClick={() => setRemoving(row.original)}
                  >
                    {t('remove')}
                  </Button>
                </>
              ),
            } satisfies ColumnDef<TAdminPaymentMethod, unknown>,
          ]
        : []),
    ],
    [t, lang, canManage, accounts],
  );

  return (
    <div className="page">
      <PageHeader
        title={t('methods.title')}
        description={t('methods.description')}
        actions={
          canManage && (
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setDrawer(null)}>
              {t('methods.add')}
            </Button>
          )
        }
      />
      {methods.isError && <Banner tone="danger">{apiErrorText(methods.error, lang)}</Banner>}
      <DataTable
        caption={t('methods.title')}
        data={methods.data?.items ?? []}
        columns={columns}
        getRowId={(m) => String(m.id)}
        loading={methods.isPending}
        emptyText={t('methods.empty')}
        csvFilename="payment-methods.csv"
      />
      {drawer !== undefined && (
        <PaymentMethodDrawer
          key={drawer?.id ?? 'new'}
          editing={drawer}
          currency={settings.data?.cashier.currency ?? 'THB'}
          bankAccounts={accounts}
          gatewayIds={Object.keys(settings.data?.paymentGateways.gateways ?? {})}
          onClose={() => setDrawer(undefined)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('methods.removeTitle', { code: removing.code })}
          description={t('methods.removeText')}
          confirmLabel={t('remove')}
          loading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void doRemove(removing)}
        />
      )}
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
