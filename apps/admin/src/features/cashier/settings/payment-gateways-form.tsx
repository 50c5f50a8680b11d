import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList, enabledColumn } from '../../../components/crud/crud-list';
import { Button } from '../../../components/ui/button';
import { useSaveSettings } from '../../settings';
import { useCrudLabels } from '../components/crud-labels';
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
  const { t } = useTranslation('cashier');
  const save = useSaveSettings('paymentGateways');
  const rows = useMemo(() => sortedGateways(saved), [saved]);
  const labels = useCrudLabels();

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
      enabledColumn({ header: t('status'), on: t('on'), off: t('off') }),
    ],
    [t],
  );

  return (
    <CrudList
      caption={t('gateways.title')}
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={t('gateways.empty')}
      canWrite={canWrite}
      toolbar={(add) =>
        canWrite && (
          <Button variant="primary" size="sm" icon={<Plus size={16} />} onClick={add}>
            {t('gateways.add')}
          </Button>
        )
      }
      rowName={(row) => row.name}
      labels={labels}
      drawerKey={(row) => row.id}
      drawer={(editing, close) => (
        <PaymentGatewayDrawer saved={saved} editId={editing?.id ?? null} onClose={close} />
      )}
      remove={{
        run: (row) => save.mutateAsync(withoutGateway(saved, row.id)),
        pending: save.isPending,
        doneText: (row) => t('gateways.removedToast', { name: row.name }),
        title: (row) => t('gateways.removeTitle', { name: row.name }),
        text: t('gateways.removeText'),
      }}
    />
  );
}
