import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveSettings } from '../../settings/api/use-settings';
import { PaymentGatewayDrawer } from './payment-gateway-drawer';
import {
  sortedGateways,
  withoutGateway,
  type TPaymentGatewayForm,
  type TPaymentGatewaySettings,
} from './payment-gateway-values';

/** The payment gateways deposits can go through (HMAC-signed orders and callbacks). */
export function PaymentGatewaysForm({
  saved,
  canWrite,
}: {
  saved: TPaymentGatewaySettings;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('cashier');
  const toast = useToast();
  const save = useSaveSettings('paymentGateways');
  /** `null`: closed; `''`: adding; otherwise the id being edited. */
  const [drawer, setDrawer] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TPaymentGatewayForm | null>(null);
  const rows = useMemo(() => sortedGateways(saved), [saved]);

  async function remove(row: TPaymentGatewayForm) {
    try {
      await save.mutateAsync(withoutGateway(saved, row.id));
      toast.success(t('gateways.removedToast', { name: row.name }));
    } catch (error) {
      toast.error(apiErrorText(error, i18n.language));
    } finally {
      setRemoving(null);
    }
  }

  const columns = useMemo<ColumnDef<TPaymentGatewayForm, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('gateways.name'),
        meta: { label: t('gateways.name') },
        cell: ({ row }) => (
          <>
            <strong>{row.original.name}</strong> <code>{row.original.id}</code>
          </>
        ),
      },
      {
        accessorKey: 'baseUrl',
        header: t('gateways.baseUrl'),
        meta: { label: t('gateways.baseUrl') },
        cell: ({ row }) => <span className="mono">{row.original.baseUrl}</span>,
      },
      {
        accessorKey: 'merchantId',
        header: t('gateways.merchantId'),
        meta: { label: t('gateways.merchantId') },
        cell: ({ row }) => <span className="mono">{row.original.merchantId}</span>,
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
      ...(canWrite
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
                    aria-label={t('editOf', { name: row.original.name })}
                    onClick={() => setDrawer(row.original.id)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 size={14} />}
                    aria-label={t('removeOf', { name: row.original.name })}
                    onClick={() => setRemoving(row.original)}
                  >
                    {t('remove')}
                  </Button>
                </>
              ),
            } satisfies ColumnDef<TPaymentGatewayForm, unknown>,
          ]
        : []),
    ],
    [t, canWrite],
  );

  return (
    <>
      <DataTable
        caption={t('gateways.title')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={t('gateways.empty')}
        toolbar={
          canWrite && (
            <Button
              variant="primary"
              size="sm"
              icon={<Plus size={16} />}
              onClick={() => setDrawer('')}
            >
              {t('gateways.add')}
            </Button>
          )
        }
      />
      {drawer !== null && (
        <PaymentGatewayDrawer
          key={drawer}
          saved={saved}
          editId={drawer === '' ? null : drawer}
          onClose={() => setDrawer(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('gateways.removeTitle', { name: removing.name })}
          description={t('gateways.removeText')}
          confirmLabel={t('remove')}
          loading={save.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </>
  );
}
